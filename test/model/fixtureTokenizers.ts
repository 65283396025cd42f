/** The real tokenizers the model tests use, from test/fixtures/tokenizers. */
import { fixtureTokenizer } from '../support/fixtureTokenizers.js';

/** GPT-2's byte-level BPE (vocabulary 50 257). */
export const GPT2_TOKENIZER = fixtureTokenizer('gpt2');
/** SmolLM's byte-level BPE with digit splitting (vocabulary 49 152). */
export const SMOLLM_TOKENIZER = fixtureTokenizer('smollm');
