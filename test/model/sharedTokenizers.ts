/** The real tokenizers the model tests use, from ../shared/tokenizers beside the repository. */
import { sharedTokenizer } from '../support/sharedTokenizers.js';

/** The GPT-2 tokenizer directory (tokenizer.json, config.json, generation_config.json, tokenizer_config.json). */
export const GPT2_TOKENIZER = sharedTokenizer('gpt2');
/** The SmolLM tokenizer directory (tokenizer.json only). */
export const SMOLLM_TOKENIZER = sharedTokenizer('smollm');
