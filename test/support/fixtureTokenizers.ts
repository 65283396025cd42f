/** Paths of the real Hugging Face tokenizer files committed as test fixtures (test/fixtures/tokenizers, source in each SOURCE.txt). */
import { join, resolve } from 'node:path';

/** test/fixtures/tokenizers inside the repository. */
export const FIXTURE_TOKENIZERS = resolve(import.meta.dirname, '../fixtures/tokenizers');

/** Directory of one fixture tokenizer, e.g. `fixtureTokenizer('gpt2')`. */
export function fixtureTokenizer(name: 'gpt2' | 'smollm'): string {
  return join(FIXTURE_TOKENIZERS, name);
}
