/** The split's estimate of what items cost to score (docs/ARCHITECTURE.md §13). */
import type { Family } from '../../families/index.js';
import type { LanguageModel } from '../../model/index.js';
import type { ItemRecord } from '../../results/types.js';

/**
 * Estimated cost of scoring each item with one model: the family's own work measure
 * (`Family.workTokens`, the tokens progress counts), so one formula serves the ETA and the
 * split. Costs are compared only within a family. At least 1, so an empty item still counts.
 */
export function itemCosts<I extends { readonly id: string; readonly tags: readonly string[] }, S>(
  family: Family<I, ItemRecord, unknown, S>,
  items: readonly I[],
  model: Pick<LanguageModel, 'tokenizer'>,
  settings: S,
): number[] {
  return family.workTokens(items, model, settings).map((tokens) => Math.max(1, tokens));
}
