/**
 * The one home of epoch reducers: how one sample's values over several epochs fold into one
 * score. Refusal's sampled prompts (`--reducer`) and Inspect logs' `epochs_reducer` both reduce
 * here, by Inspect's definitions, so a reduction tunegate computes equals the one Inspect logs
 * for the same epochs.
 */
import { mostCommon } from './mostCommon.js';

/** A reducer: `mean`, `median`, `mode`, `max`, or one counting epochs against k (`pass_at`, `at_least`). */
export type EpochReduction = { readonly kind: 'mean' | 'median' | 'mode' | 'max' } | { readonly kind: 'pass_at' | 'at_least'; readonly k: number };

/** An epoch's value as a number: null for an unscored epoch (left out), undefined when it has no numeric reading (callers reject those first). */
export type EpochReading<T> = (value: T) => number | null | undefined;

/** The reduction an Inspect log names (`mean`, `median`, `mode`, `max`, `pass_at_<k>`, `at_least_<k>`), or undefined for a name tunegate does not know. */
export function epochReduction(name: string): EpochReduction | undefined {
  const numbered = /^(pass_at|at_least)_(\d+)$/.exec(name);
  if (numbered) return { kind: numbered[1] as 'pass_at' | 'at_least', k: Number(numbered[2]) };
  return name === 'mean' || name === 'median' || name === 'mode' || name === 'max' ? { kind: name } : undefined;
}

/**
 * One sample's score from its epochs' values (in epoch order), each read as a number by `read`.
 * Unscored epochs (null) are left out first, as Inspect's reducers do; `mode` counts the values
 * themselves, ties to the first seen (results/mostCommon.ts). NaN when no epoch is scored.
 * Throws RangeError for no epochs at all.
 */
export function reduceEpochs<T>(values: readonly T[], reduction: EpochReduction, read: EpochReading<T>): number {
  if (values.length === 0) throw new RangeError('reduceEpochs: a sample needs at least one epoch');
  if (reduction.kind === 'mode') {
    const best = mostCommon(
      values.filter((value) => read(value) !== null),
      (value) => JSON.stringify(value),
    );
    return best === undefined ? Number.NaN : (read(best) ?? Number.NaN);
  }
  const scores = values.map(read).filter((score): score is number => typeof score === 'number');
  // pass@k says for itself when it is undefined (fewer than k epochs).
  if (reduction.kind === 'pass_at') return passAt(scores, reduction.k);
  if (scores.length === 0) return Number.NaN;
  switch (reduction.kind) {
    case 'mean':
      return scores.reduce((sum, score) => sum + score, 0) / scores.length;
    case 'median':
      return median(scores);
    case 'max':
      return Math.max(...scores);
    case 'at_least':
      return scores.filter((score) => score >= 1).length >= reduction.k ? 1 : 0;
  }
}

function median(scores: readonly number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Unbiased pass@k (Chen et al. 2021) with success meaning a score ≥ 1; NaN for fewer than k epochs. */
function passAt(scores: readonly number[], k: number): number {
  const total = scores.length;
  const correct = scores.filter((score) => score >= 1).length;
  if (total < k) return Number.NaN;
  if (total - correct < k) return 1;
  let product = 1;
  for (let i = total - correct + 1; i <= total; i += 1) product *= 1 - k / i;
  return 1 - product;
}
