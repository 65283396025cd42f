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

/**
 * Score the first NOISE_CHECK_ITEMS scorable items of `items` with each model in one batch and
 * one at a time, and return the bound: 2 × the largest spread seen, at least the float32
 * resolution of the largest log-likelihood seen. Null when no item can be scored.
 */
export async function measureNoiseBound(models: readonly LanguageModel[], items: readonly CapabilityItem[]): Promise<NoiseBound | null> {
  let spread = 0;
  let largest = 0;
  let checked = 0;
  for (const model of models) {
    const requests = items
      .map((item) => choiceTokens(model.tokenizer, item.context, item.choices))
      .filter(
        ({ prefixIds, continuationIds }) =>
          continuationIds.every((ids) => ids.length > 0) && prefixIds.length + Math.max(...continuationIds.map((ids) => ids.length)) <= model.maxContext,
      )
      .slice(0, NOISE_CHECK_ITEMS)
      .map(({ prefixIds, continuationIds }) => ({ contextIds: prefixIds, continuations: continuationIds }));
    if (requests.length === 0) continue;
    const together = await model.scoreContinuations(requests);
    for (let r = 0; r < requests.length; r++) {
      const [alone] = await model.scoreContinuations([requests[r]!]);
      together[r]!.forEach((score, c) => {
        const single = alone![c]!.sumLogprob;
        spread = Math.max(spread, Math.abs(score.sumLogprob - single));
        largest = Math.max(largest, Math.abs(score.sumLogprob), Math.abs(single));
      });
    }
    checked = Math.max(checked, requests.length);
  }
  if (checked === 0) return null;
  return { nats: Math.max(2 * spread, FLOAT32_UNITS * largest), spreadNats: spread, items: checked, method: 'batched-vs-single' };
}
