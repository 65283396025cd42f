/** Loads a Hugging Face tokenizer from local files only and wraps it as a TextTokenizer. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env, PreTrainedTokenizer } from '@huggingface/transformers';
import { ModelLoadError } from '../../errors/index.js';
import { readGenaiConfig } from '../files/genaiConfig.js';
import { parseJsonObject, readJsonFile, readTextFile } from '../files/readJsonFile.js';
import { ChatTemplateError } from './renderLmEvalChat.js';
import { alignDigitsPreTokenizers } from './rustDigits.js';
import { sharedByContent } from './sharedByContent.js';
import { tokenizerFingerprint } from './tokenizerFingerprint.js';
import { validateTokenizerJson } from './validateTokenizerJson.js';
import type { ChatTurn, TextTokenizer } from '../types.js';

// tunegate never downloads: every file comes from the directories it was given.
env.allowRemoteModels = false;
env.allowLocalModels = true;

/** Where the tokenizer's files are. */
export interface TokenizerFiles {
  /** Directory holding tokenizer.json, tokenizer_config.json, special_tokens_map.json, chat_template.jinja. */
  readonly dir: string;
  /** config.json (eos_token_id), when one exists. */
  readonly configFile: string | null;
  /** generation_config.json (eos_token_id), when one exists. */
  readonly generationConfigFile: string | null;
  /** onnxruntime-genai's genai_config.json (model.eos_token_id), when one exists. */
  readonly genaiConfigFile?: string | null;
}

/** The tokenizer a model loads (the chat template is part of TextTokenizer). */
export type LoadedTokenizer = TextTokenizer;

const SPECIAL_TOKEN_KEYS = ['bos_token', 'eos_token', 'unk_token', 'sep_token', 'pad_token', 'cls_token', 'mask_token'] as const;

/**
 * Build the TextTokenizer of `files` with @huggingface/transformers, from local files only. Models
 * whose tokenizer.json, tokenizer_config.json and special_tokens_map.json are byte-identical share
 * one parsed tokenizer (sharedByContent); chat template and EOS ids stay each model's own.
 * Throws ModelLoadError naming the file when tokenizer.json is missing or malformed, or the chat
 * template list has no "default" entry.
 */
export function loadTokenizer(files: TokenizerFiles): LoadedTokenizer {
  const tokenizerFile = join(files.dir, 'tokenizer.json');
  if (!existsSync(tokenizerFile)) {
    throw new ModelLoadError(files.dir, 'no tokenizer.json in the tokenizer directory', 'Copy tokenizer.json there, or pass the directory that holds it.');
  }
  const tokenizerText = readTextFile(tokenizerFile);
  const configFile = join(files.dir, 'tokenizer_config.json');
  const configText = existsSync(configFile) ? readTextFile(configFile) : null;
  const tokenizerConfig = configText === null ? {} : parseJsonObject(configFile, configText);
  const specialFile = join(files.dir, 'special_tokens_map.json');
  const specialText = existsSync(specialFile) ? readTextFile(specialFile) : null;
  const core = sharedCores([tokenizerText, configText, specialText], () =>
    parseTokenizer(tokenizerFile, tokenizerText, tokenizerConfig, specialText === null ? {} : parseJsonObject(specialFile, specialText)),
  );
  return new HfTextTokenizer(core, pickChatTemplate(files.dir, tokenizerConfig), collectEosIds(files, core.hf), files.dir);
}

/** The part of a tokenizer that depends only on its tokenizer directory's three JSON files. */
interface TokenizerCore {
  readonly hf: PreTrainedTokenizer;
  readonly tokenizerJson: unknown;
  readonly fingerprint: string;
  readonly vocabSize: number;
  readonly bosId: number | null;
}

const sharedCores = sharedByContent<TokenizerCore>();

function parseTokenizer(
  tokenizerFile: string,
  tokenizerText: string,
  tokenizerConfig: Record<string, unknown>,
  specialTokensMap: Record<string, unknown>,
): TokenizerCore {
  const tokenizerJson = parseJsonObject(tokenizerFile, tokenizerText);
  validateTokenizerJson(tokenizerJson, tokenizerFile);
  const config = {
    ...normaliseSpecialTokens(specialTokensMap),
    ...normaliseSpecialTokens(tokenizerConfig),
  };
  delete config['chat_template'];
  let hf: PreTrainedTokenizer;
  try {
    hf = new PreTrainedTokenizer(tokenizerJson, config);
  } catch (error) {
    throw new ModelLoadError(
      tokenizerFile,
      `cannot be loaded as a tokenizer (${firstLine(error)})`,
      'Check that it is a Hugging Face tokenizers file (tokenizer.json).',
    );
  }
  // Digits as the Rust library splits (rustDigits.ts); lm-eval tokenizes with it.
  alignDigitsPreTokenizers(
    (tokenizerJson as { pre_tokenizer?: unknown }).pre_tokenizer,
    (hf as unknown as { _tokenizer?: { pre_tokenizer?: unknown } })._tokenizer?.pre_tokenizer,
  );
  return { hf, tokenizerJson, fingerprint: tokenizerFingerprint(tokenizerJson), vocabSize: countVocabulary(hf, tokenizerJson), bosId: detectBos(hf) };
}

/** A model's tokenizer: a (possibly shared) parsed core plus the model's own chat template and EOS ids. */
class HfTextTokenizer implements LoadedTokenizer {
  private readonly hf: PreTrainedTokenizer;
  readonly tokenizerJson: unknown;
  readonly fingerprint: string;
  readonly vocabSize: number;
  readonly bosId: number | null;

  constructor(
    core: TokenizerCore,
    readonly chatTemplate: string | null,
    readonly eosIds: readonly number[],
    readonly dir: string,
  ) {
    this.hf = core.hf;
    this.tokenizerJson = core.tokenizerJson;
    this.fingerprint = core.fingerprint;
    this.vocabSize = core.vocabSize;
    this.bosId = core.bosId;
  }

  encode(text: string): number[] {
    return this.hf.encode(text);
  }

  encodeRaw(text: string): number[] {
    return this.hf.encode(text, { add_special_tokens: false });
  }

  decode(ids: readonly number[], options?: { readonly skipSpecialTokens?: boolean }): string {
    // transformers.js refuses an empty id list; an empty generation decodes to "".
    if (ids.length === 0) return '';
    return this.hf.decode([...ids], { skip_special_tokens: options?.skipSpecialTokens ?? false });
  }

  renderChat(userMessage: string, systemPrompt?: string): string | null {
    const messages = [...(systemPrompt === undefined ? [] : [{ role: 'system', content: systemPrompt }]), { role: 'user', content: userMessage }];
    return this.renderMessages(messages, { addGenerationPrompt: true });
  }

  renderMessages(messages: readonly ChatTurn[], options: { readonly addGenerationPrompt: boolean }): string | null {
    if (this.chatTemplate === null) return null;
    // transformers.js renders with @huggingface/jinja as transformers renders with Jinja2: trim_blocks, lstrip_blocks, raise_exception, the special tokens as variables.
    const conversation = messages.map((message) => ({ role: message.role, content: message.content }));
    try {
      return this.hf.apply_chat_template(conversation, {
        chat_template: this.chatTemplate,
        add_generation_prompt: options.addGenerationPrompt,
        tokenize: false,
      }) as string;
    } catch (error) {
      throw new ChatTemplateError(this.dir, firstLine(error));
    }
  }
}

/** special_tokens_map.json and older configs spell tokens as {content: …}; transformers.js wants strings. */
function normaliseSpecialTokens(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...config };
  for (const key of SPECIAL_TOKEN_KEYS) {
    const value = out[key];
    if (typeof value === 'object' && value !== null && typeof (value as { content?: unknown }).content === 'string') {
      out[key] = (value as { content: string }).content;
    } else if (value !== undefined && value !== null && typeof value !== 'string') {
      delete out[key];
    }
  }
  return out;
}

/** A chat_template.jinja file wins over tokenizer_config.json's field, as in transformers ≥ 4.43. */
function pickChatTemplate(dir: string, tokenizerConfig: Record<string, unknown>): string | null {
  const jinjaFile = join(dir, 'chat_template.jinja');
  if (existsSync(jinjaFile)) return readFileSync(jinjaFile, 'utf8');
  const field = tokenizerConfig['chat_template'];
  if (typeof field === 'string') return field;
  if (Array.isArray(field)) {
    const entry = field.find(
      (e): e is { name: string; template: string } => typeof e === 'object' && e !== null && e.name === 'default' && typeof e.template === 'string',
    );
    if (entry === undefined) {
      const names = field.map((e) => (typeof e === 'object' && e !== null ? String(e.name) : '?')).join(', ');
      throw new ModelLoadError(
        join(dir, 'tokenizer_config.json'),
        `chat_template lists templates (${names}) but none named "default"`,
        'Add a "default" entry or a chat_template.jinja file.',
      );
    }
    return entry.template;
  }
  return null;
}

function collectEosIds(files: TokenizerFiles, hf: PreTrainedTokenizer): number[] {
  const ids: number[] = [];
  for (const file of [files.generationConfigFile, files.configFile]) {
    if (file !== null) ids.push(...idList(readJsonFile(file)['eos_token_id']));
  }
  if (files.genaiConfigFile != null) ids.push(...idList(readGenaiConfig(files.genaiConfigFile).modelConfig['eos_token_id']));
  ids.push(...idList(hf.eos_token_id));
  return [...new Set(ids)];
}

function idList(value: unknown): number[] {
  if (Number.isInteger(value) && (value as number) >= 0) return [value as number];
  if (Array.isArray(value)) return value.flatMap(idList);
  return [];
}

function countVocabulary(hf: PreTrainedTokenizer, tokenizerJson: unknown): number {
  const ids = new Set<number>(hf.get_vocab().values());
  const added = (tokenizerJson as { added_tokens?: unknown }).added_tokens;
  if (Array.isArray(added)) {
    for (const token of added) {
      const id = (token as { id?: unknown }).id;
      if (Number.isInteger(id)) ids.add(id as number);
    }
  }
  return ids.size;
}

/** A BOS exists iff the post-processor prepends a special token to a plain encode. */
function detectBos(hf: PreTrainedTokenizer): number | null {
  const plain = hf.encode('a');
  const raw = hf.encode('a', { add_special_tokens: false });
  const first = plain[0];
  if (first === undefined || plain.length <= raw.length || first === raw[0]) return null;
  return hf.all_special_ids.includes(first) ? first : null;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
