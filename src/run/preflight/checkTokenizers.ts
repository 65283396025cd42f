/** The full tokenizer check of a run: structure, logits widths, and an encode check (docs/ARCHITECTURE.md §5). */
import type { LanguageModel } from '../../model/index.js';
import type { TokenizerCheckResult } from '../../results/types.js';
import { tokenizerIdentity } from './tokenizerIdentity.js';

/** How many differing documents the encode check names. */
const MAX_ENCODE_EXAMPLES = 3;

/**
 * Two models may be compared token by token only when their tokenizers are structurally
 * identical, their logits widths are equal and at least the vocabulary size (padded
 * embeddings are legal and part of the distribution), and both tokenizers encode every
 * divergence document to the same ids (a last guard against loader differences).
 */
export function checkTokenizers(base: LanguageModel, tuned: LanguageModel, texts: readonly string[]): TokenizerCheckResult {
  const differences = [...tokenizerIdentity(base.tokenizer.tokenizerJson, tuned.tokenizer.tokenizerJson).differences];
  const baseWidth = base.info.signature.logitsWidth;
  const tunedWidth = tuned.info.signature.logitsWidth;
  if (baseWidth !== tunedWidth) differences.push(`logits width differs: base ${baseWidth}, tuned ${tunedWidth}`);
  for (const [side, model] of [
    ['base', base],
    ['tuned', tuned],
  ] as const) {
    if (model.info.signature.logitsWidth < model.tokenizer.vocabSize) {
      differences.push(`${side} logits width ${model.info.signature.logitsWidth} is below its tokenizer's ${model.tokenizer.vocabSize} tokens`);
    }
  }
  if (differences.length === 0) {
    const mismatched = texts.flatMap((text, index) => (sameIds(base.tokenizer.encode(text), tuned.tokenizer.encode(text)) ? [] : [index]));
    if (mismatched.length > 0) {
      differences.push(`${mismatched.length} divergence document(s) encode differently (first: #${mismatched.slice(0, MAX_ENCODE_EXAMPLES).join(', #')})`);
    }
  }
  return { identical: differences.length === 0, differences };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
