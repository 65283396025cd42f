/**
 * Every compatibility check of a run, done once after loading and before any scoring, so a
 * problem becomes a family's skip reason instead of an error after other families ran
 * (docs/ARCHITECTURE.md §5).
 */
import { windowPlan, type LanguageModel } from '../../model/index.js';
import type { FamilyId, TokenizerCheckResult } from '../../results/types.js';
import { checkTokenizers } from './checkTokenizers.js';

/** The tokenizer check (recorded in results.json) and, per family, why it cannot run. */
export interface PreflightResult {
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly skips: { readonly [F in FamilyId]?: string };
}

/**
 * Divergence needs identical tokenizers and both models to split every document into the same
 * windows (else a position would be predicted from different contexts). Refusal needs room for
 * a prompt beside `maxNewTokens` generated tokens in both contexts.
 */
export function preflight(base: LanguageModel, tuned: LanguageModel, divergenceTexts: readonly string[], options: { readonly maxNewTokens?: number } = {}): PreflightResult {
  const refusal = refusalSkip(base, tuned, options.maxNewTokens);
  const result = divergencePreflight(base, tuned, divergenceTexts);
  return refusal === undefined ? result : { tokenizerCheck: result.tokenizerCheck, skips: { ...result.skips, refusal } };
}

/** Why no refusal prompt can run: --max-new-tokens fills a model's whole context. */
function refusalSkip(base: LanguageModel, tuned: LanguageModel, maxNewTokens: number | undefined): string | undefined {
  if (maxNewTokens === undefined) return undefined;
  const smallest = Math.min(base.maxContext, tuned.maxContext);
  if (maxNewTokens < smallest) return undefined;
  return `--max-new-tokens ${maxNewTokens} fills the whole context (base ${base.maxContext}, tuned ${tuned.maxContext} tokens), leaving no room for any prompt`;
}

function divergencePreflight(base: LanguageModel, tuned: LanguageModel, divergenceTexts: readonly string[]): PreflightResult {
  const tokenizerCheck = checkTokenizers(base, tuned, divergenceTexts);
  if (!tokenizerCheck.identical) {
    return { tokenizerCheck, skips: { divergence: `tokenizers differ: ${tokenizerCheck.differences.slice(0, 3).join('; ')}` } };
  }
  if (base.maxContext !== tuned.maxContext) {
    const split = divergenceTexts.filter((text) => {
      const length = base.tokenizer.encode(text).length;
      return JSON.stringify(windowPlan(length, base.maxContext)) !== JSON.stringify(windowPlan(length, tuned.maxContext));
    }).length;
    if (split > 0) {
      const reason = `context lengths differ (base ${base.maxContext}, tuned ${tuned.maxContext} tokens), so ${split} document(s) would be split into different windows`;
      return { tokenizerCheck, skips: { divergence: reason } };
    }
  }
  return { tokenizerCheck, skips: {} };
}
