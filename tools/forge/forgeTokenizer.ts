/**
 * The forge's own Hugging Face tokenizer: byte-level BPE (GPT-2 style) with the 256 byte
 * symbols as ids 0–255 (id = byte value), merges learned deterministically from
 * FORGE_CORPUS, then the special tokens <|endoftext|> (EOS, also BOS), <|im_start|>, <|im_end|>.
 */
import { FORGE_CORPUS } from './forgeCorpus.js';

/** At most this many merges are learned (fewer when no pair occurs twice). */
export const FORGE_MAX_MERGES = 700;

/** Special tokens of the forge tokenizer, in id order after the learned vocabulary. */
export const FORGE_SPECIAL_TOKENS = ['<|endoftext|>', '<|im_start|>', '<|im_end|>'] as const;

/** ChatML template (the one SmolLM2 and Qwen use, without a default system prompt). */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** Tokenizer files (parsed JSON) plus the ids config.json needs. */
export interface TokenizerFiles {
  readonly files: Readonly<Record<string, unknown>>;
  readonly vocabSize: number;
  readonly bosId: number;
  readonly eosId: number;
  /** Extra end-of-turn ids generation should stop at (e.g. <|im_end|>). */
  readonly extraEosIds: readonly number[];
}

/** GPT-2's byte → printable character table (bytes_to_unicode). */
export function byteToUnicode(): string[] {
  const table: string[] = new Array<string>(256);
  let extra = 0;
  for (let b = 0; b < 256; b++) {
    const printable = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
    table[b] = String.fromCodePoint(printable ? b : 256 + extra++);
  }
  return table;
}

const PRETOKENIZE = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;

/** Learn byte-level BPE merges from `text`: most frequent adjacent pair first, ties by pair text. */
export function learnMerges(text: string, maxMerges: number): [string, string][] {
  const bytes = byteToUnicode();
  const encoder = new TextEncoder();
  const counts = new Map<string, number>();
  for (const piece of text.match(PRETOKENIZE) ?? []) {
    const word = Array.from(encoder.encode(piece), (b) => bytes[b] ?? '').join('\u0000');
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const words = [...counts].map(([word, count]) => ({ symbols: word.split('\u0000'), count }));
  const merges: [string, string][] = [];
  while (merges.length < maxMerges) {
    const pairCounts = new Map<string, number>();
    for (const { symbols, count } of words) {
      for (let i = 0; i + 1 < symbols.length; i++) {
        const key = `${symbols[i]}\u0000${symbols[i + 1]}`;
        pairCounts.set(key, (pairCounts.get(key) ?? 0) + count);
      }
    }
    let best: string | null = null;
    let bestCount = 1;
    for (const [key, count] of pairCounts) {
      if (count > bestCount || (count === bestCount && best !== null && key < best)) {
        best = key;
        bestCount = count;
      }
    }
    if (best === null) break;
    const [left = '', right = ''] = best.split('\u0000');
    merges.push([left, right]);
    for (const word of words) {
      const out: string[] = [];
      for (let i = 0; i < word.symbols.length; i++) {
        if (word.symbols[i] === left && word.symbols[i + 1] === right) {
          out.push(left + right);
          i++;
        } else {
          out.push(word.symbols[i] ?? '');
        }
      }
      word.symbols = out;
    }
  }
  return merges;
}

function addedToken(id: number, content: string): Record<string, unknown> {
  return { id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true };
}

/**
 * Build the forge tokenizer's files; `maxLength` becomes model_max_length. The merges are
 * learned from `corpus` (default FORGE_CORPUS, at most FORGE_MAX_MERGES of them).
 */
export function forgeTokenizerFiles(maxLength: number, corpus: string = FORGE_CORPUS, maxMerges: number = FORGE_MAX_MERGES): TokenizerFiles {
  const vocab: Record<string, number> = {};
  let nextId = 0;
  for (const symbol of byteToUnicode()) vocab[symbol] = nextId++;
  const merges = learnMerges(corpus, maxMerges);
  for (const [left, right] of merges) {
    // A merge can rebuild a token another merge order already made; it keeps its first id.
    if (vocab[left + right] === undefined) vocab[left + right] = nextId++;
  }
  const specialIds = FORGE_SPECIAL_TOKENS.map((token) => {
    vocab[token] = nextId;
    return nextId++;
  });
  const [eosId = 0, , imEndId = 0] = specialIds;
  const [eos, imStart, imEnd] = FORGE_SPECIAL_TOKENS;
  const byteLevel = { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true };
  const tokenizerJson = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: FORGE_SPECIAL_TOKENS.map((token, i) => addedToken(specialIds[i] ?? 0, token)),
    normalizer: null,
    pre_tokenizer: byteLevel,
    post_processor: { ...byteLevel, trim_offsets: false },
    decoder: byteLevel,
    model: {
      type: 'BPE',
      dropout: null,
      unk_token: null,
      continuing_subword_prefix: '',
      end_of_word_suffix: '',
      fuse_unk: false,
      byte_fallback: false,
      ignore_merges: false,
      vocab,
      merges,
    },
  };
  const addedTokensDecoder: Record<string, unknown> = {};
  FORGE_SPECIAL_TOKENS.forEach((token, i) => {
    const { id, ...rest } = addedToken(specialIds[i] ?? 0, token);
    addedTokensDecoder[String(id)] = rest;
  });
  const tokenizerConfig = {
    add_bos_token: false,
    add_eos_token: false,
    add_prefix_space: false,
    added_tokens_decoder: addedTokensDecoder,
    additional_special_tokens: [imStart, imEnd],
    bos_token: eos,
    eos_token: eos,
    unk_token: eos,
    chat_template: CHATML_TEMPLATE,
    clean_up_tokenization_spaces: false,
    model_max_length: maxLength,
    tokenizer_class: 'GPT2Tokenizer',
  };
  const specialTokensMap = { bos_token: eos, eos_token: eos, unk_token: eos, additional_special_tokens: [imStart, imEnd] };
  return {
    files: { 'tokenizer.json': tokenizerJson, 'tokenizer_config.json': tokenizerConfig, 'special_tokens_map.json': specialTokensMap },
    vocabSize: nextId,
    bosId: eosId,
    eosId,
    extraEosIds: [imEndId],
  };
}
