/**
 * Ratio scores of `tunegate paired` with skewed per-document changes: lm-eval's
 * `word_perplexity` as `[NLL, words]` per document, where most documents improve a little and a
 * few improve a lot, with no change in the corpus's NLL per word: the sample usually shows a
 * loss that is not there.
 */
import type { Rng } from '../../src/stats/index.js';
import type { ScoreItemRecord } from '../../src/results/types.js';
import { gamma, integerBetween, normal } from './draws.js';

/** Words per document, uniform on this range. */
export const SCORE_WORDS: readonly [number, number] = [20, 800];
/** Scale of a document's change in NLL per word, nats. */
export const CHANGE_SCALE = 0.05;
/** Log-SD of the per-document change: mildly, strongly and heavily skewed (heavy: the audit's figures, docs/concepts/statistics.md). */
export const SKEW_SIGMA = { mild: 0.5, strong: 1.5, heavy: 2 } as const;

/** How skewed the per-document changes are. */
export type Skew = keyof typeof SKEW_SIGMA;

/**
 * `count` documents scored `word_perplexity: [NLL sum, words]` on both sides: base NLL is a
 * Gamma sum of mean 2 nats per word; the tuned model subtracts words·0.05·(X − E X) with X
 * lognormal of log-SD σ (skewed: many small losses, a few large gains; `mirror` adds it instead:
 * many small gains, a few large losses), independent of the base, so E[Σ tuned − Σ base] = 0 and the population Δ of NLL per word is exactly 0;
 * `shift` adds words·shift to every document's tuned NLL, so the population Δ is `shift` (a planted loss when > 0).
 */
export function skewedScoreRun(rng: Rng, count: number, skew: Skew, mirror = false, shift = 0): ScoreItemRecord[] {
  const sign = mirror ? -1 : 1;
  const sigma = SKEW_SIGMA[skew];
  const mean = Math.exp((sigma * sigma) / 2);
  return Array.from({ length: count }, (_, i) => {
    const words = integerBetween(rng, SCORE_WORDS[0], SCORE_WORDS[1]);
    const base = gamma(rng, words * 2);
    const tuned = base - sign * words * CHANGE_SCALE * (Math.exp(sigma * normal(rng)) - mean) + words * shift;
    return { family: 'scores', id: `doc/${i}`, tags: [], cluster: null, base: { word_perplexity: [base, words] }, tuned: { word_perplexity: [tuned, words] } };
  });
}
