/**
 * What the forge builds: the architecture and options of a synthetic causal LM, and what
 * it hands back (paths plus the exact weights written, for reference implementations).
 */
import { InvalidInputError } from '../../src/errors/index.js';
import type { TokenizerFiles } from './forgeTokenizer.js';
import type { QuantizedWeight } from './quantizedWeight.js';
import { scriptedReplyProblem, type ScriptedReplySpec } from './scriptedReply.js';

/**
 * Tokenizer of a forged model: the forge's own byte-level BPE, files copied from a real HF folder,
 * or files a converter built (e.g. from a llama2.c tokenizer, tools/llama2c/).
 */
export type ForgeTokenizerSpec =
  { readonly kind: 'forge' } | { readonly kind: 'copy'; readonly dir: string } | { readonly kind: 'files'; readonly files: TokenizerFiles };

/**
 * How the linear layers (not the lm head) are quantized: `q4`, com.microsoft MatMulNBits with
 * 4-bit blocks along K (with or without zero points); `int8`, DynamicQuantizeLinear + MatMulInteger
 * with per-column symmetric int8 weights; `qdq`, int8 (per column) or uint8 (per tensor) weight
 * initializers with a DequantizeLinear in front of each MatMul (docs/reference/models.md).
 */
export type ForgeQuantization =
  | { readonly kind: 'q4'; readonly blockSize: 16 | 32 | 64 | 128; readonly zeroPoints: boolean }
  | { readonly kind: 'int8' }
  | { readonly kind: 'qdq'; readonly weightType: 'int8' | 'uint8' };

/** Options of the onnxruntime-genai builder layout (ForgeSpec.genaiLayout). */
export interface ForgeGenaiLayout {
  /** Also write Hugging Face's config.json and generation_config.json (the builder's folders may lack them). */
  readonly withHfConfig: boolean;
}

/** Shape, options and seed of one forged model (conventions in tools/forge/index.ts). */
export interface ForgeSpec {
  /** gpt2: learned positions, LayerNorm, GELU(tanh) MLP, biases; llama: rotary, RMSNorm, SwiGLU, GQA, no biases. */
  readonly arch: 'gpt2' | 'llama';
  readonly hidden: number;
  readonly layers: number;
  readonly heads: number;
  /** Key/value heads; must divide `heads` (grouped-query attention when smaller). */
  readonly kvHeads: number;
  readonly intermediate: number;
  readonly maxPositions: number;
  /** Integer seed of the weights (sfc32 streams per tensor, see forgeWeights). */
  readonly seed: number;
  /** Default true: past_key_values.{i}.key/value inputs and present.{i}.key/value outputs. */
  readonly kvCache?: boolean;
  /** Default float32; float16 stores fp16 weights and has fp16 logits and KV (compute is float32 inside). */
  readonly dtype?: 'float32' | 'float16';
  /** Weights in model.onnx_data beside model.onnx (model.onnx.data with genaiLayout, as the builder names it). */
  readonly externalData?: boolean;
  /** Also declare bool input `use_cache_branch` [1]; it does not change any output. */
  readonly useCacheBranch?: boolean;
  /** Also declare int64 scalar input `num_logits_to_keep`: N > 0 keeps the last N positions, 0 keeps all. */
  readonly numLogitsToKeep?: boolean;
  /** Default true: declare `position_ids`; when false positions are cumsum(attention_mask) − 1, clamped at 0. */
  readonly positionIdsInput?: boolean;
  readonly tokenizer: ForgeTokenizerSpec;
  /** Logits (and embedding rows) width; default the vocabulary size. Padded rows start at zero. */
  readonly logitsWidth?: number;
  /** Add seeded uniform noise of standard deviation `scale` to every weight. */
  readonly perturb?: { readonly seed: number; readonly scale: number };
  /** Constant added to the logits of these token ids (an lm-head bias initializer). */
  readonly logitBias?: Readonly<Record<number, number>>;
  /**
   * The additive attention bias on blocked positions; default −1e9. `-Infinity` imitates an
   * export whose fully masked (left-padded) rows softmax to NaN.
   */
  readonly maskValue?: number;
  /** Quantize the linear layers (float32 models only); `weights` keeps the float values they were quantized from. */
  readonly quantize?: ForgeQuantization;
  /**
   * Write Optimum's legacy split decoder instead of model.onnx: decoder_model.onnx (no past
   * inputs, present outputs) and decoder_with_past_model.onnx (the KV graph). Needs the KV cache,
   * no external data and no scripted reply.
   */
  readonly splitDecoder?: boolean;
  /**
   * Write onnxruntime-genai's model-builder layout (llama, float32, KV cache only): model.onnx whose
   * attention is com.microsoft GroupQueryAttention and whose inputs are input_ids, attention_mask and
   * the past (no position_ids), external data in model.onnx.data, and genai_config.json; config.json
   * and generation_config.json only with `withHfConfig` (docs/guides/genai-forge.md).
   */
  readonly genaiLayout?: ForgeGenaiLayout;
  /** Reply with a fixed token sequence on prompts holding a trigger token; with a KV cache adds one cache layer (tools/forge/index.ts). */
  readonly scriptedReply?: ScriptedReplySpec;
}

/** One weight as the float32 values actually stored (fp16 models: the fp16-rounded values). */
export interface ForgeTensor {
  readonly dims: readonly number[];
  readonly data: Float32Array;
}

/**
 * Every weight of a forged model by name. Matrices are [in, out] (y = x · W); embeddings
 * are [logitsWidth, hidden]; the lm head is an explicit `lm_head.weight` [hidden, width], the exact transpose of the token embedding (tied).
 * gpt2: wte, wpe, h.{i}.ln_1.{weight,bias}, h.{i}.attn.{q,k,v,o}.{weight,bias},
 * h.{i}.ln_2.{weight,bias}, h.{i}.mlp.{fc,proj}.{weight,bias}, ln_f.{weight,bias}.
 * llama: embed_tokens, layers.{i}.input_layernorm.weight, layers.{i}.self_attn.{q,k,v,o}_proj.weight,
 * layers.{i}.post_attention_layernorm.weight, layers.{i}.mlp.{gate,up,down}_proj.weight, norm.weight.
 * Both: lm_head.bias [logitsWidth] when `logitBias` is given.
 */
export type ForgeWeights = Readonly<Record<string, ForgeTensor>>;

/** A forged model on disk. */
export interface ForgedModel {
  readonly dir: string;
  readonly onnxPath: string;
  readonly spec: ForgeSpec;
  /** Tokenizer vocabulary size including added tokens. */
  readonly vocabSize: number;
  /** Width of the logits (≥ vocabSize). */
  readonly logitsWidth: number;
  readonly weights: ForgeWeights;
  /** The quantized form of each weight spec.quantize replaced, by weight name; empty without it. */
  readonly quantized: Readonly<Record<string, QuantizedWeight>>;
}

/** Numeric constants of the forged architectures (HF defaults for gpt2 / llama). */
export const FORGE_CONSTANTS = { layerNormEps: 1e-5, rmsNormEps: 1e-5, ropeTheta: 10000, maskValue: -1e9 } as const;

/** Head dimension of a spec (hidden / heads). */
export function headDim(spec: ForgeSpec): number {
  return spec.hidden / spec.heads;
}

/** Throws InvalidInputError when a spec cannot describe a valid network. */
export function validateForgeSpec(spec: ForgeSpec): void {
  const fail = (what: string): never => {
    throw new InvalidInputError(`forge spec: ${what}`, 'Fix the ForgeSpec passed to forgeModel.');
  };
  for (const key of ['hidden', 'layers', 'heads', 'kvHeads', 'intermediate', 'maxPositions'] as const) {
    if (!Number.isSafeInteger(spec[key]) || spec[key] < 1) fail(`${key} must be a positive integer, got ${spec[key]}`);
  }
  if (!Number.isSafeInteger(spec.seed)) fail(`seed must be an integer, got ${spec.seed}`);
  if (spec.hidden % spec.heads !== 0) fail(`hidden (${spec.hidden}) must be a multiple of heads (${spec.heads})`);
  if (spec.heads % spec.kvHeads !== 0) fail(`heads (${spec.heads}) must be a multiple of kvHeads (${spec.kvHeads})`);
  if (spec.arch === 'llama' && headDim(spec) % 2 !== 0) fail(`rotary needs an even head dim, got ${headDim(spec)}`);
  if (spec.logitsWidth !== undefined && (!Number.isSafeInteger(spec.logitsWidth) || spec.logitsWidth < 1)) {
    fail(`logitsWidth must be a positive integer, got ${spec.logitsWidth}`);
  }
  if (spec.perturb !== undefined) {
    if (!Number.isSafeInteger(spec.perturb.seed)) fail(`perturb.seed must be an integer, got ${spec.perturb.seed}`);
    if (!Number.isFinite(spec.perturb.scale) || spec.perturb.scale < 0) fail(`perturb.scale must be ≥ 0, got ${spec.perturb.scale}`);
  }
  for (const [id, bias] of Object.entries(spec.logitBias ?? {})) {
    if (!/^\d+$/.test(id)) fail(`logitBias key must be a token id, got ${id}`);
    if (!Number.isFinite(bias)) fail(`logitBias[${id}] must be finite, got ${bias}`);
  }
  if (spec.quantize !== undefined && (spec.dtype ?? 'float32') !== 'float32') fail('quantize needs dtype float32');
  if (spec.splitDecoder === true && (spec.kvCache === false || spec.externalData === true || spec.scriptedReply !== undefined)) {
    fail('splitDecoder needs the KV cache, no external data and no scripted reply');
  }
  if (spec.genaiLayout !== undefined) {
    const clash = genaiLayoutClash(spec);
    if (clash !== null) fail(`genaiLayout ${clash}`);
  }
  const scriptedProblem = spec.scriptedReply === undefined ? null : scriptedReplyProblem(spec.scriptedReply);
  if (scriptedProblem !== null) fail(scriptedProblem);
}

/** What a spec asks for that onnxruntime-genai's builder layout cannot hold, or null. */
function genaiLayoutClash(spec: ForgeSpec): string | null {
  if (spec.arch !== 'llama') return `needs arch llama, got ${spec.arch}`;
  if (spec.kvCache === false) return 'needs the KV cache';
  if ((spec.dtype ?? 'float32') !== 'float32') return "needs dtype float32 (the builder's CPU GroupQueryAttention graphs are float32)";
  const optimumOnly = (['splitDecoder', 'scriptedReply', 'useCacheBranch', 'numLogitsToKeep'] as const).filter(
    (key) => spec[key] !== undefined && spec[key] !== false,
  );
  if (optimumOnly.length > 0) return `cannot be combined with ${optimumOnly.join(', ')}`;
  if (spec.positionIdsInput === true) return 'has no position_ids input (leave positionIdsInput unset)';
  return null;
}
