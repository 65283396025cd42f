/** Divergence's preflight rule (docs/ARCHITECTURE.md §5). */
import { windowPlan } from '../../model/index.js';
import type { PreflightPair } from '../family.js';

/**
 * Why divergence cannot run on this pair, or undefined: it needs identical tokenizers (the run's
 * tokenizer check) and both models to split every document into the same windows, else a
 * position would be predicted from different contexts.
 */
export function divergenceSkip({ base, tuned, tokenizerCheck }: PreflightPair, texts: readonly string[]): string | undefined {
  if (!tokenizerCheck.identical) return `tokenizers differ: ${tokenizerCheck.differences.slice(0, 3).join('; ')}`;
  if (base.maxContext === tuned.maxContext) return undefined;
  const split = texts.filter((text) => {
    const length = base.tokenizer.encode(text).length;
    return JSON.stringify(windowPlan(length, base.maxContext)) !== JSON.stringify(windowPlan(length, tuned.maxContext));
  }).length;
  if (split === 0) return undefined;
  return `context lengths differ (base ${base.maxContext}, tuned ${tuned.maxContext} tokens), so ${split} document(s) would be split into different windows`;
}
