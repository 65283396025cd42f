/** The split's estimate of what an item costs to score, per family (docs/ARCHITECTURE.md §13). */
import type { FamilyItem } from '../../families/index.js';
import type { TextTokenizer } from '../../model/index.js';
import type { FamilyId } from '../../results/types.js';

/** What the estimate reads besides the item. */
export interface CostSettings {
  readonly maxNewTokens: number;
  /** Refusal replies per prompt (1 for greedy decoding). */
  readonly samples: number;
}

/**
 * Estimated cost of scoring one item with one model: tokens through the model for capability
 * (the context once, then every choice) and divergence (the document), generated tokens for
 * refusal (max-new-tokens × replies per prompt, the most a prompt can take). Costs are compared
 * only within a family, so the units need not agree across families. At least 1, so an empty
 * item still counts as one.
 */
export function itemCost<F extends FamilyId>(family: F, item: FamilyItem<F>, tokenizer: TextTokenizer, settings: CostSettings): number {
  const tokens = (text: string): number => tokenizer.encodeRaw(text).length;
  switch (family) {
    case 'capability': {
      const { context, choices } = item as FamilyItem<'capability'>;
      return Math.max(1, tokens(context) + choices.reduce((sum, choice) => sum + tokens(choice), 0));
    }
    case 'divergence':
      return Math.max(1, tokens((item as FamilyItem<'divergence'>).text));
    default:
      return Math.max(1, settings.maxNewTokens * settings.samples);
  }
}
