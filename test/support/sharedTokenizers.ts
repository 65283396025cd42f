/** Paths of the real Hugging Face tokenizer files shared beside the checkout (../shared/tokenizers). */
import { join, resolve } from 'node:path';

/** ../shared/tokenizers relative to the repository root (CI lays a copy of shared/ beside the clone). */
export const SHARED_TOKENIZERS = process.env['TUNEGATE_SHARED_TOKENIZERS'] ?? resolve(import.meta.dirname, '../../../shared/tokenizers');

/** Directory of one shared tokenizer, e.g. `sharedTokenizer('gpt2')`. */
export function sharedTokenizer(name: 'gpt2' | 'smollm'): string {
  return join(SHARED_TOKENIZERS, name);
}
