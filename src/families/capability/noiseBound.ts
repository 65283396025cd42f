/**
 * The numerical-noise bound of capability decisions, measured on the models themselves
 * (docs/concepts/lossless-changes.md). A lossless change (another batch shape, thread count,
 * export or execution provider) moves a log-likelihood only by floating-point rounding; how
 * far is measured by scoring the same items two ways — all together in one batch, as a chunk
 * is scored, and one at a time — and taking the largest difference of any choice's
 * log-likelihood. Two models each carry such noise, so a margin can move by twice that.
 */
import type { LanguageModel } from '../../model/index.js';
import type { NoiseBound } from '../../results/types.js';
import { choiceTokens } from './choiceTokens.js';
import type { CapabilityItem } from './item.js';

/** Items the self-check scores: enough to meet several batch shapes, few enough to cost well under a second. */
export const NOISE_CHECK_ITEMS = 16;

/**
 * float32 carries 24 bits: a log-likelihood of L nats summed in float32 is resolved to about
 * |L|·2⁻²³ per addition. Four such units are the floor of the bound, so a pair whose measured
 * spread happens to be 0 (the same kernels for every shape) still treats the last bits as noise.
 */
const FLOAT32_UNITS = 4 * 2 ** -23;

/** One model's part of the self-check: the largest batched-vs-single spread, the largest |log-likelihood|, and how many items were scored. */
export interface SideNoise {
  readonly spreadNats: number;
  readonly largestNats: number;
  readonly items: number;
}

/**
 * Score the first NOISE_CHECK_ITEMS scorable items of `items` with `model` in one batch and one
 * at a time: the largest spread of any choice's log-likelihood, and the largest magnitude seen.
 */
export async function measureSideNoise(model: LanguageModel, items: readonly CapabilityItem[]): Promise<SideNoise> {
  let spread = 0;
  let largest = 0;
  const requests = items
    .map((item) => choiceTokens(model.tokenizer, item.context, item.choices))
    .filter(
      ({ prefixIds, continuationIds }) =>
        continuationIds.every((ids) => ids.length > 0) && prefixIds.length + Math.max(...continuationIds.map((ids) => ids.length)) <= model.maxContext,
    )
    .slice(0, NOISE_CHECK_ITEMS)
    .map(({ prefixIds, continuationIds }) => ({ contextIds: prefixIds, continuations: continuationIds }));
  if (requests.length === 0) return { spreadNats: 0, largestNats: 0, items: 0 };
  const together = await model.scoreContinuations(requests);
  for (let r = 0; r < requests.length; r++) {
    const [alone] = await model.scoreContinuations([requests[r]!]);
    together[r]!.forEach((score, c) => {
      const single = alone![c]!.sumLogprob;
      spread = Math.max(spread, Math.abs(score.sumLogprob - single));
      largest = Math.max(largest, Math.abs(score.sumLogprob), Math.abs(single));
    });
  }
  return { spreadNats: spread, largestNats: largest, items: requests.length };
}

/**
 * The bound over both models' self-checks: 2 × the largest spread seen, at least the float32
 * resolution of the largest log-likelihood seen. Null when neither model could score an item.
 */
export function noiseBoundOf(sides: readonly SideNoise[]): NoiseBound | null {
  const checked = Math.max(0, ...sides.map((side) => side.items));
  if (checked === 0) return null;
  const spread = Math.max(...sides.map((side) => side.spreadNats));
  const largest = Math.max(...sides.map((side) => side.largestNats));
  return { nats: Math.max(2 * spread, FLOAT32_UNITS * largest), spreadNats: spread, items: checked, method: 'batched-vs-single' };
}

/** Both models' self-checks combined (`measureSideNoise` on each, then `noiseBoundOf`). */
export async function measureNoiseBound(models: readonly LanguageModel[], items: readonly CapabilityItem[]): Promise<NoiseBound | null> {
  const sides: SideNoise[] = [];
  for (const model of models) sides.push(await measureSideNoise(model, items));
  return noiseBoundOf(sides);
}
