/** Decoded text of single token ids, memoised per tokenizer. */
import type { TextTokenizer } from '../../model/index.js';

const caches = new WeakMap<TextTokenizer, Map<number, string>>();

/**
 * A function giving `tokenizer.decode([id])` with special tokens kept, decoding each id once
 * per tokenizer: top-1 tokens repeat heavily across positions and documents.
 */
export function tokenDecoder(tokenizer: TextTokenizer): (id: number) => string {
  let cache = caches.get(tokenizer);
  if (cache === undefined) {
    cache = new Map();
    caches.set(tokenizer, cache);
  }
  const known = cache;
  return (id) => {
    let text = known.get(id);
    if (text === undefined) {
      text = tokenizer.decode([id], { skipSpecialTokens: false });
      known.set(id, text);
    }
    return text;
  };
}
