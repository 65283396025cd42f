/**
 * Tokenizer files copied from a real Hugging Face folder (e.g. the SmolLM or GPT-2
 * tokenizer), with the ids config.json needs read from them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidInputError } from '../../src/errors/index.js';
import { CHATML_TEMPLATE, type TokenizerFiles } from './forgeTokenizer.js';

/** Files copied verbatim when present (config.json and generation_config.json are written by the forge). */
const COPIED_FILES = ['tokenizer.json', 'tokenizer_config.json', 'special_tokens_map.json', 'vocab.json', 'merges.txt', 'added_tokens.json'];

interface TokenizerJsonShape {
  model?: { vocab?: Record<string, number> };
  added_tokens?: { id: number; content: string }[];
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new InvalidInputError(`forge: cannot read ${path}: ${(error as Error).message}`, 'Point the copy tokenizer at a folder with a valid tokenizer.json.');
  }
}

function firstId(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (Array.isArray(value) && typeof value[0] === 'number') return value[0];
  return undefined;
}

/**
 * Files of the tokenizer in `dir` (raw text for copied files, parsed JSON for a written
 * tokenizer_config.json when the folder has none). Throws InvalidInputError without tokenizer.json.
 */
export function copyTokenizerFiles(dir: string, maxLength: number): TokenizerFiles {
  const tokenizerPath = join(dir, 'tokenizer.json');
  if (!existsSync(tokenizerPath)) {
    throw new InvalidInputError(`forge: no tokenizer.json in ${dir}`, 'Copy tokenizers from a Hugging Face tokenizer folder.');
  }
  const tokenizer = readJson(tokenizerPath) as TokenizerJsonShape;
  const ids = new Map<string, number>(Object.entries(tokenizer.model?.vocab ?? {}));
  for (const added of tokenizer.added_tokens ?? []) ids.set(added.content, added.id);
  let vocabSize = 0;
  for (const id of ids.values()) vocabSize = Math.max(vocabSize, id + 1);

  const files: Record<string, unknown> = {};
  for (const name of COPIED_FILES) {
    const path = join(dir, name);
    if (existsSync(path)) files[name] = readFileSync(path, 'utf8');
  }
  const sourceConfig = existsSync(join(dir, 'config.json')) ? (readJson(join(dir, 'config.json')) as Record<string, unknown>) : {};
  const sourceGeneration = existsSync(join(dir, 'generation_config.json')) ? (readJson(join(dir, 'generation_config.json')) as Record<string, unknown>) : {};
  const endOfText = ids.get('<|endoftext|>');
  const eosId = firstId(sourceGeneration['eos_token_id']) ?? firstId(sourceConfig['eos_token_id']) ?? endOfText;
  if (eosId === undefined) {
    throw new InvalidInputError(`forge: cannot tell the EOS id of the tokenizer in ${dir}`, 'Add a config.json with eos_token_id beside tokenizer.json.');
  }
  const bosId = firstId(sourceGeneration['bos_token_id']) ?? firstId(sourceConfig['bos_token_id']) ?? eosId;
  const imStart = ids.get('<|im_start|>');
  const imEnd = ids.get('<|im_end|>');
  if (files['tokenizer_config.json'] === undefined) {
    // transformers.js refuses a folder without tokenizer_config.json; write the minimal one HF would.
    const eosToken = [...ids].find(([, id]) => id === eosId)?.[0] ?? '<|endoftext|>';
    const bosToken = [...ids].find(([, id]) => id === bosId)?.[0] ?? eosToken;
    files['tokenizer_config.json'] = {
      add_prefix_space: false,
      bos_token: bosToken,
      eos_token: eosToken,
      unk_token: eosToken,
      ...(imStart !== undefined && imEnd !== undefined ? { chat_template: CHATML_TEMPLATE } : {}),
      clean_up_tokenization_spaces: false,
      model_max_length: maxLength,
      tokenizer_class: 'GPT2Tokenizer',
    };
  }
  const extraEosIds = imEnd !== undefined && imEnd !== eosId ? [imEnd] : [];
  return { files, vocabSize, bosId, eosId, extraEosIds };
}
