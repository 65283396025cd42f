/**
 * The numerical-noise bound of capability decisions, measured on the models themselves
 * (docs/concepts/lossless-changes.md). A lossless change (another batch shape, thread count,
 * export or execution provider) moves a log-likelihood only by floating-point rounding; how
 * far is measured by scoring the same items two ways — all together in one batch, as a chunk
 * is scored, and one at a time — and taking the largest difference of any choice's
 * log-likelihood. Two models each carry such noise, so a margin can move by twice that.
 */
import type { ContinuationRequest, LanguageModel } from '../../model/index.js';
import type { NoiseBound } from '../../results/types.js';
import { NOISE_CHECK_ITEMS, noiseBoundOf, rememberedSideNoise, twoLargest, type SideNoise } from '../noiseBoundOf.js';

export { NOISE_CHECK_ITEMS } from '../noiseBoundOf.js';
import { itemTokens } from './choiceTokens.js';
import type { CapabilityItem } from './item.js';

/**
 * Score the first NOISE_CHECK_ITEMS scorable items of `items` with `model` in one batch and one
 * at a time: the two largest per-item spreads (an item's largest over its choices' log-likelihoods)
 * and the largest magnitude seen.
 */
export async function measureSideNoise(model: LanguageModel, items: readonly CapabilityItem[]): Promise<SideNoise> {
  const requests = checkRequests(model, items);
  if (requests.length === 0) return { spreadNats: 0, secondSpreadNats: 0, largestNats: 0, items: 0 };
  // A sequential run's looks ask again for the check of the same first items (run/sequential/scoreInLooks.ts).
  return rememberedSideNoise(model, JSON.stringify(requests), () => spreadsOf(model, requests));
}

/** Each loaded model's check request per item (null: the item does not fit), held as long as both are. */
const requestsByModel = new WeakMap<LanguageModel, WeakMap<CapabilityItem, ContinuationRequest | null>>();

/**
 * The first NOISE_CHECK_ITEMS scorable items as requests, tokenizing no more items than it takes
 * to find them, and each item once per loaded model: a sequential run's looks pass the same first
 * items again (docs/concepts/statistics.md#sequential), and the check is then found remembered.
 */
function checkRequests(model: LanguageModel, items: readonly CapabilityItem[]): ContinuationRequest[] {
  let known = requestsByModel.get(model);
  if (known === undefined) requestsByModel.set(model, (known = new WeakMap()));
  const requests: ContinuationRequest[] = [];
  for (const item of items) {
    if (requests.length === NOISE_CHECK_ITEMS) break;
    let request = known.get(item);
    if (request === undefined) known.set(item, (request = checkRequest(model, item)));
    if (request !== null) requests.push(request);
  }
  return requests;
}

/** The item as one request of every choice, or null when a choice is empty or context + choice exceeds the model's context. */
function checkRequest(model: LanguageModel, item: CapabilityItem): ContinuationRequest | null {
  const { prefixIds, continuationIds } = itemTokens(model.tokenizer, item);
  const fits = continuationIds.every((ids) => ids.length > 0) && prefixIds.length + Math.max(...continuationIds.map((ids) => ids.length)) <= model.maxContext;
  return fits ? { contextIds: prefixIds, continuations: continuationIds } : null;
}

async function spreadsOf(model: LanguageModel, requests: readonly ContinuationRequest[]): Promise<SideNoise> {
  const spreads: number[] = [];
  let largest = 0;
  const together = await model.scoreContinuations(requests);
  for (let r = 0; r < requests.length; r++) {
    const [alone] = await model.scoreContinuations([requests[r]!]);
    let spread = 0;
    together[r]!.forEach((score, c) => {
      const single = alone![c]!.sumLogprob;
      spread = Math.max(spread, Math.abs(score.sumLogprob - single));
      largest = Math.max(largest, Math.abs(score.sumLogprob), Math.abs(single));
    });
    spreads.push(spread);
  }
  const [first, second] = twoLargest(spreads);
  return { spreadNats: first, secondSpreadNats: second, largestNats: largest, items: requests.length };
}

/** Both models' self-checks combined (`measureSideNoise` on each, then `noiseBoundOf`). */
export async function measureNoiseBound(models: readonly LanguageModel[], items: readonly CapabilityItem[]): Promise<NoiseBound | null> {
  const sides: SideNoise[] = [];
  for (const model of models) sides.push(await measureSideNoise(model, items));
  return noiseBoundOf(sides, 'batched-vs-single');
}
