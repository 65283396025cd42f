/**
 * A llama2.c tokenizer as Hugging Face tokenizer files, the layout of Llama 2's tokenizer.json:
 * sentencepiece-style BPE with byte fallback, "▁" for spaces and a dummy prefix prepended, <s>
 * added by the post-processor, and a decoder that turns ▁ back into spaces, fuses byte tokens into
 * their bytes and strips the dummy prefix.
 *
 * The merges reproduce llama2.c's encoder (run.c `encode`), which repeatedly merges the adjacent
 * pair whose concatenation is a vocabulary token of the highest score: every split of a token into
 * two vocabulary tokens is a merge, ranked by the merged token's score (highest first), as
 * transformers' sentencepiece converter ranks them.
 */
import { InvalidInputError } from '../../src/errors/index.js';
import type { TokenizerFiles } from '../forge/index.js';
import type { Llama2cToken } from './readLlama2cTokenizer.js';

/** Ids and names of the special tokens every llama2.c (sentencepiece llama) vocabulary begins with. */
export const LLAMA2C_SPECIAL_TOKENS = { unk: { id: 0, text: '<unk>' }, bos: { id: 1, text: '<s>' }, eos: { id: 2, text: '</s>' } } as const;

/** First id after the 256 byte-fallback tokens <0x00>…<0xFF> (ids 3…258). */
export const LLAMA2C_FIRST_PIECE_ID = 3 + 256;

const SPACE_MARK = '\u2581';

const byteToken = (byte: number): string => `<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`;

/** The Hugging Face name of each token: special names, byte tokens as they are, spaces as ▁. Throws on a vocabulary not laid out as llama's. */
export function hfTokenNames(tokens: readonly Llama2cToken[]): string[] {
  const fail = (what: string): never => {
    throw new InvalidInputError(`llama2.c tokenizer: ${what}`, 'Convert a sentencepiece llama tokenizer: <unk>, <s>, </s>, then the 256 byte tokens.');
  };
  if (tokens.length <= LLAMA2C_FIRST_PIECE_ID) fail(`${tokens.length} tokens, expected more than the ${LLAMA2C_FIRST_PIECE_ID} special and byte tokens`);
  const names = tokens.map((token, id) => {
    const special = Object.values(LLAMA2C_SPECIAL_TOKENS).find((s) => s.id === id);
    // llama2.c's export writes BOS and EOS as "\n<s>\n" and "\n</s>\n".
    if (special !== undefined)
      return token.text.trim() === special.text ? special.text : fail(`token ${id} is ${JSON.stringify(token.text)}, expected ${special.text}`);
    if (id < LLAMA2C_FIRST_PIECE_ID)
      return token.text === byteToken(id - 3) ? token.text : fail(`token ${id} is ${JSON.stringify(token.text)}, expected ${byteToken(id - 3)}`);
    return token.text.replaceAll(' ', SPACE_MARK);
  });
  const seen = new Map<string, number>();
  names.forEach((name, id) => {
    if (seen.has(name)) fail(`tokens ${seen.get(name)} and ${id} are both ${JSON.stringify(name)}`);
    seen.set(name, id);
  });
  return names;
}

/**
 * Merges "left right" of `names`: every split (at a code point) of a token after the byte tokens into
 * two such tokens, ordered by the merged token's score, highest first, then by merged, left and right id.
 */
export function llama2cMerges(tokens: readonly Llama2cToken[], names: readonly string[]): string[] {
  const ids = new Map<string, number>();
  names.forEach((name, id) => id >= LLAMA2C_FIRST_PIECE_ID && ids.set(name, id));
  const merges: { merged: number; left: number; right: number; text: string }[] = [];
  names.forEach((name, merged) => {
    if (merged < LLAMA2C_FIRST_PIECE_ID) return;
    const chars = Array.from(name);
    for (let k = 1; k < chars.length; k++) {
      const leftText = chars.slice(0, k).join('');
      const rightText = chars.slice(k).join('');
      const left = ids.get(leftText);
      const right = ids.get(rightText);
      if (left !== undefined && right !== undefined) merges.push({ merged, left, right, text: `${leftText} ${rightText}` });
    }
  });
  const score = (id: number): number => tokens[id]?.score ?? -Infinity;
  merges.sort((a, b) => score(b.merged) - score(a.merged) || a.merged - b.merged || a.left - b.left || a.right - b.right);
  return merges.map((merge) => merge.text);
}

/** tokenizer.json, tokenizer_config.json and special_tokens_map.json of a llama2.c tokenizer, for forgeModel's `files` tokenizer. */
export function llama2cTokenizerFiles(tokens: readonly Llama2cToken[], maxLength: number): TokenizerFiles {
  const names = hfTokenNames(tokens);
  const { unk, bos, eos } = LLAMA2C_SPECIAL_TOKENS;
  const special = (token: { id: number; text: string }) => ({
    id: token.id,
    content: token.text,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  const bosPiece = { SpecialToken: { id: bos.text, type_id: 0 } };
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [special(unk), special(bos), special(eos)],
    normalizer: {
      type: 'Sequence',
      normalizers: [
        { type: 'Prepend', prepend: SPACE_MARK },
        { type: 'Replace', pattern: { String: ' ' }, content: SPACE_MARK },
      ],
    },
    pre_tokenizer: null,
    post_processor: {
      type: 'TemplateProcessing',
      single: [bosPiece, { Sequence: { id: 'A', type_id: 0 } }],
      pair: [bosPiece, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: bos.text, type_id: 1 } }, { Sequence: { id: 'B', type_id: 1 } }],
      special_tokens: { [bos.text]: { id: bos.text, ids: [bos.id], tokens: [bos.text] } },
    },
    decoder: {
      type: 'Sequence',
      decoders: [
        { type: 'Replace', pattern: { String: SPACE_MARK }, content: ' ' },
        { type: 'ByteFallback' },
        { type: 'Fuse' },
        { type: 'Strip', content: ' ', start: 1, stop: 0 },
      ],
    },
    model: {
      type: 'BPE',
      dropout: null,
      unk_token: unk.text,
      continuing_subword_prefix: null,
      end_of_word_suffix: null,
      fuse_unk: true,
      byte_fallback: true,
      ignore_merges: false,
      vocab: Object.fromEntries(names.map((name, id) => [name, id])),
      merges: llama2cMerges(tokens, names),
    },
  };
  const tokenizerConfig = {
    add_bos_token: true,
    add_eos_token: false,
    bos_token: bos.text,
    eos_token: eos.text,
    unk_token: unk.text,
    pad_token: null,
    clean_up_tokenization_spaces: false,
    // Keep tokenizer.json's normalizer (transformers.js's LlamaTokenizer swaps it for a Metaspace pre-tokenizer otherwise; same ids).
    legacy: true,
    model_max_length: maxLength,
    tokenizer_class: 'LlamaTokenizer',
  };
  const specialTokensMap = { bos_token: bos.text, eos_token: eos.text, unk_token: unk.text };
  return {
    files: { 'tokenizer.json': tokenizer, 'tokenizer_config.json': tokenizerConfig, 'special_tokens_map.json': specialTokensMap },
    vocabSize: names.length,
    bosId: bos.id,
    eosId: eos.id,
    extraEosIds: [],
  };
}
