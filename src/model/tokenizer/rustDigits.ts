/**
 * Hugging Face's Rust `tokenizers` splits the Digits pre-tokenizer at every `char::is_numeric`
 * character (Unicode Nd, Nl and No: "¼", "²", "٣"); @huggingface/tokenizers 0.2's port splits
 * at ASCII `\d` only, so "B. ¼ percent" tokenized differently from lm-eval's. This puts Rust's
 * rule into each Digits pre-tokenizer of a loaded tokenizer (docs/reference/tasks.md
 * "Tokenization"), until the port does the same upstream.
 */

interface PreTokenizerNode {
  pattern?: RegExp;
  tokenizers?: readonly (PreTokenizerNode | null)[];
}

/** Rust's Digits: runs of non-numerics, and numerics one by one (`individual_digits`) or in runs. */
export function rustDigitsPattern(individualDigits: boolean): RegExp {
  return new RegExp(`[^\\p{N}]+|\\p{N}${individualDigits ? '' : '+'}`, 'gu');
}

/**
 * Walk the tokenizer.json `pre_tokenizer` config beside the loaded pre-tokenizer object (a
 * Sequence holds its members in order) and give each Digits one Rust's pattern. Returns how many.
 */
export function alignDigitsPreTokenizers(config: unknown, loaded: unknown): number {
  // The port's pre-tokenizers are callable objects (functions carrying their fields).
  if (typeof config !== 'object' || config === null || (typeof loaded !== 'object' && typeof loaded !== 'function') || loaded === null) return 0;
  const spec = config as { type?: unknown; individual_digits?: unknown; pretokenizers?: unknown };
  const node = loaded as PreTokenizerNode;
  if (spec.type === 'Digits' && node.pattern instanceof RegExp) {
    node.pattern = rustDigitsPattern(spec.individual_digits === true);
    return 1;
  }
  if (spec.type === 'Sequence' && Array.isArray(spec.pretokenizers) && Array.isArray(node.tokenizers)) {
    return spec.pretokenizers.reduce<number>((sum, member, index) => sum + alignDigitsPreTokenizers(member, node.tokenizers?.[index]), 0);
  }
  return 0;
}
