/** Where the real tokenizers used by the model tests live: shared/tokenizers beside the repository. */
import { fileURLToPath } from 'node:url';

/** The GPT-2 tokenizer directory (tokenizer.json, config.json, generation_config.json, tokenizer_config.json). */
export const GPT2_TOKENIZER = fileURLToPath(new URL('../../../shared/tokenizers/gpt2', import.meta.url));
/** The SmolLM tokenizer directory (tokenizer.json only). */
export const SMOLLM_TOKENIZER = fileURLToPath(new URL('../../../shared/tokenizers/smollm', import.meta.url));
