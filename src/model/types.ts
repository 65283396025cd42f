/**
 * What the metric families may ask of a model. Only `model/` imports onnxruntime-node and
 * @huggingface/transformers; everything above it sees these types.
 */
import type { ModelInfo } from '../results/types.js';
import type { ExecutionProvider } from '../results/vocabulary.js';
import type { HubCacheLocation } from './files/hubCache.js';
import type { ModelVariant } from './files/modelVariants.js';

/** Log-probabilities of one continuation given a shared context. */
export interface ContinuationScore {
  /** log P(token_i | context, token_<i) per continuation token, nats. */
  readonly tokenLogprobs: Float64Array;
  /** Σ tokenLogprobs (float64 accumulation), nats. */
  readonly sumLogprob: number;
  /** Whether every continuation token is the argmax at its position (greedy continuation). */
  readonly isGreedy: boolean;
}

/** One context and the continuations to score after it. */
export interface ContinuationRequest {
  readonly contextIds: readonly number[];
  readonly continuations: readonly (readonly number[])[];
}

/** Options of batched greedy generation. */
export interface GenerateOptions {
  readonly maxNewTokens: number;
  /** Stop a row when it emits any of these ids (the EOS id itself is not returned). */
  readonly eosIds: readonly number[];
  /**
   * Most rows per decoding pass; default: as many as the KV cache's memory allows
   * (model/onnx/generationBatchSize.ts), 8 for graphs without a cache. Rows that stop are replaced
   * by waiting prompts (continuous batching).
   */
  readonly batchSize?: number;
  /** Sample instead of taking the argmax; absent for greedy decoding. */
  readonly sampling?: GenerateSampling;
  /**
   * Asked after each token a row keeps (prompt index, its generated ids so far): true stops the row
   * there, as a stop string does (lm-eval's `until`); absent, rows stop at EOS or their cap only.
   */
  readonly stopAfter?: (promptIndex: number, generated: readonly number[]) => boolean;
  /** Called for each prompt as soon as it stops (prompt index, its generation), so callers can keep results before the whole call returns. */
  readonly onGenerated?: (promptIndex: number, generation: Generation) => void;
}

/**
 * Sampled decoding: temperature, top-k (0 = no limit) and top-p, with `uniform(i)` returning the
 * next number in [0, 1) of prompt i's own stream (one per generated token).
 */
export interface GenerateSampling {
  readonly temperature: number;
  readonly topK: number;
  readonly topP: number;
  readonly uniform: (promptIndex: number) => number;
}

/** One generated continuation. */
export interface Generation {
  /** Generated ids, EOS excluded. */
  readonly ids: readonly number[];
  readonly stoppedAtEos: boolean;
  /**
   * Greedy decoding only: at each step that chose a token (the EOS step included), the chosen
   * logit minus the runner-up's, i.e. their log-probability gap in nats; a step within the
   * noise bound could have gone either way under a lossless change.
   */
  readonly topGaps?: readonly number[];
  /** Greedy decoding only: the largest |chosen logit| of any step (the float32 floor of a gap's noise scales with it). */
  readonly largestLogit?: number;
}

/**
 * One window of next-token logits, as the session returned them (no copy).
 * Row r predicts the token at absolute position `firstPredicted + r` of the input.
 */
export interface LogitsWindow {
  /** Absolute input position predicted by row 0 (≥ 1). */
  readonly firstPredicted: number;
  readonly rows: number;
  /** Logits per row (the model's logits width, ≥ tokenizer vocabulary). */
  readonly width: number;
  /** Row-major rows × width; float16 logits arrive as raw binary16 in a Uint16Array. */
  readonly data: Float32Array | Uint16Array;
}

/** One turn of a conversation, as transformers' apply_chat_template takes it. */
export interface ChatTurn {
  readonly role: string;
  readonly content: string;
}

/** Text side of a model: encode/decode and prompt rendering, local files only. */
export interface TextTokenizer {
  /** Ids of `text` exactly as a plain HF encode would give them (post-processor applied, e.g. BOS). */
  encode(text: string): number[];
  /** Ids of `text` with no special tokens added. */
  encodeRaw(text: string): number[];
  decode(ids: readonly number[], options?: { readonly skipSpecialTokens?: boolean }): string;
  /** BOS id when the post-processor prepends one to a plain encode, else null. */
  readonly bosId: number | null;
  /** EOS ids from generation_config.json / config.json / tokenizer (deduplicated). */
  readonly eosIds: readonly number[];
  /** Number of entries in the vocabulary including added tokens. */
  readonly vocabSize: number;
  /** Chat-template render of one user turn with add_generation_prompt, or null when none exists. */
  renderChat(userMessage: string, systemPrompt?: string): string | null;
  /**
   * transformers' `apply_chat_template(messages, tokenize=False, add_generation_prompt=…)`: the chat
   * template rendered over `messages` with the tokenizer's special tokens (bos_token, eos_token, …)
   * as variables; null when the tokenizer has no template. Throws ChatTemplateError when the
   * template fails (its raise_exception, a syntax error, an unsupported construct).
   */
  renderMessages(messages: readonly ChatTurn[], options: { readonly addGenerationPrompt: boolean }): string | null;
  /** The Jinja chat template prompts are rendered with, or null when the tokenizer has none. */
  readonly chatTemplate: string | null;
  /** The folder the tokenizer's files were read from (errors name it). */
  readonly dir: string;
  /** Hash of the parsed, normalised tokenizer (docs/ARCHITECTURE.md §5). */
  readonly fingerprint: string;
  /** The parsed tokenizer.json, for the identity check. */
  readonly tokenizerJson: unknown;
}

/** Time spent inside onnxruntime, counted since the model was loaded. */
export interface SessionUsage {
  /** Forward passes run (the load probe included). */
  runs: number;
  /** Wall-clock milliseconds inside session.run. */
  sessionMs: number;
}

/** A loaded causal LM: one ORT session plus its tokenizer. */
export interface LanguageModel {
  readonly info: ModelInfo;
  readonly tokenizer: TextTokenizer;
  /** Forward passes and time inside session.run so far; callers measure overhead against it. */
  readonly usage: Readonly<SessionUsage>;
  /** Longest sequence (tokens) one forward may see. */
  readonly maxContext: number;
  /**
   * Score continuations of one context: the context runs once and its KV cache is reused
   * for every continuation. Throws InvalidInputError on NaN/Inf logits.
   */
  continuationLogprobs(contextIds: readonly number[], continuations: readonly (readonly number[])[]): Promise<ContinuationScore[]>;
  /**
   * Score the continuations of many contexts, results in request order: contexts of similar
   * length share padded forward passes, and each context's cache serves its continuations.
   * The numbers equal scoring each request alone. Throws InvalidInputError on NaN/Inf logits.
   */
  scoreContinuations(requests: readonly ContinuationRequest[]): Promise<ContinuationScore[][]>;
  /** Batched greedy decoding with KV cache, left padding; results in prompt order. */
  generateGreedy(prompts: readonly (readonly number[])[], options: GenerateOptions): Promise<Generation[]>;
  /**
   * Next-token logits for every predicted position of `ids` (positions 1..len-1), in
   * windows of at most maxContext tokens; each position is predicted exactly once.
   * Windows are yielded one at a time so a caller never holds more than one.
   */
  logitWindows(ids: readonly number[]): AsyncIterable<LogitsWindow>;
  /** Release the session. */
  dispose(): Promise<void>;
}

/** Options for loading a model. */
export interface LoadModelOptions {
  /** Directory with tokenizer files; default: beside the .onnx, then its parent. */
  readonly tokenizerDir?: string;
  /** Intra-op threads; default: all cores. */
  readonly threads?: number;
  /** A folder inside the model directory or hub repo, e.g. "onnx". */
  readonly subfolder?: string;
  /** The transformers.js variant to pick inside a model folder or repo (model_q4.onnx for q4…); default: the folder's one .onnx. */
  readonly variant?: ModelVariant;
  /** Where repo ids are looked up; default ~/.cache/huggingface/hub. */
  readonly hubCache?: HubCacheLocation;
  /** onnxruntime execution provider; default cpu. */
  readonly executionProvider?: ExecutionProvider;
  /** GPU to run on with the cuda provider; default 0. */
  readonly deviceId?: number;
  /** Digests remembered across processes (the result cache's, docs/ARCHITECTURE.md §10): a file seen before is not hashed again. */
  readonly digests?: DigestMemo;
}

/** File digests remembered by what identifies a file's bytes on disk (path, size, mtime, ctime, inode). */
export interface DigestMemo {
  /** The remembered sha256 of `file` when `stat` matches the stat it was remembered with. */
  get(file: string, stat: FileStat): string | undefined;
  /** Remember `sha256` for `file` as it was when `stat` was taken (before hashing). */
  put(file: string, stat: FileStat, sha256: string): void;
}

/** The parts of a file's stat that change whenever its bytes may have. */
export interface FileStat {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly ino: number;
  readonly dev: number;
}

/** The onnxruntime execution providers tunegate can ask for (`--execution-provider`); the list is in results/vocabulary.ts. */
export type { ExecutionProvider } from '../results/vocabulary.js';
