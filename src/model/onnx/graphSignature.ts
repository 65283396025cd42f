/** Reads what a decoder graph expects and returns from onnxruntime's I/O metadata and config.json. */
import type { InferenceSession } from 'onnxruntime-node';
import { ModelLoadError } from '../../errors/index.js';

/** Integer dtype a graph declares for ids, masks and positions. */
export type IntDtype = 'int64' | 'int32';
/** Float dtype of logits and KV cache. */
export type FloatDtype = 'float32' | 'float16';

/** One declared input or output, as shown by `tunegate inspect`. */
export interface ValueSpec {
  readonly name: string;
  readonly type: string;
  readonly shape: readonly (number | string)[];
}

/** The KV-cache layout: `past_key_values.{i}.key|value` of shape [batch, kvHeads, past, headDim]. */
export interface KvLayout {
  readonly layers: number;
  readonly kvHeads: number;
  readonly headDim: number;
  readonly dtype: FloatDtype;
}

/** Everything the runtime needs to know to feed a decoder graph. */
export interface GraphSignature {
  readonly inputs: readonly ValueSpec[];
  readonly outputs: readonly ValueSpec[];
  readonly idsDtype: IntDtype;
  readonly maskDtype: IntDtype;
  /** Dtype of `position_ids`, or null when the graph derives positions itself. */
  readonly positionsDtype: IntDtype | null;
  readonly useCacheBranch: boolean;
  /** `num_logits_to_keep` (or `logits_to_keep`) input, or null when absent. */
  readonly logitsToKeep: { readonly name: string; readonly dtype: IntDtype } | null;
  /** null: no KV inputs, every step recomputes the whole sequence. */
  readonly kv: KvLayout | null;
  readonly logitsDtype: FloatDtype;
  /**
   * The graph attends through com.microsoft GroupQueryAttention (onnxruntime-genai's builder):
   * a row's tokens sit from position 0 and its length is its attention mask's sum, so rows are
   * never left-padded, and a pass of several new tokens after a past takes one row at a time
   * (docs/guides/model-formats.md, "The onnxruntime-genai layout").
   */
  readonly packedRows: boolean;
  /** Declared logits width, or null when symbolic (then measured by a probe forward). */
  readonly declaredWidth: number | null;
  readonly maxContext: number;
}

const PAST = /^past_key_values\.(\d+)\.(key|value)$/;
const PRESENT = /^present\.(\d+)\.(key|value)$/;
const KNOWN_INPUTS = 'input_ids, attention_mask, position_ids, past_key_values.{i}.key|value, use_cache_branch, num_logits_to_keep';

/**
 * Interpret the session's I/O metadata plus config.json; `opTypes` are the graph's node op types
 * (graphOpTypes). Throws ModelLoadError naming `onnxFile`
 * and the offending input/output for anything not understood (unknown input, no logits output,
 * unsupported dtype, KV inputs without matching presents, unknown KV layout, unknown context length).
 */
export function readGraphSignature(
  onnxFile: string,
  session: Pick<InferenceSession, 'inputMetadata' | 'outputMetadata'>,
  config: Record<string, unknown>,
  opTypes: ReadonlySet<string> = new Set(),
): GraphSignature {
  const fail = (reason: string, hint: string): never => {
    throw new ModelLoadError(onnxFile, reason, hint);
  };
  const inputs = session.inputMetadata.map((m) => toSpec(m, onnxFile, 'input'));
  const outputs = session.outputMetadata.map((m) => toSpec(m, onnxFile, 'output'));
  const byName = new Map(inputs.map((s) => [s.name, s]));
  const intDtype = (spec: ValueSpec): IntDtype =>
    spec.type === 'int64' || spec.type === 'int32'
      ? spec.type
      : fail(`input '${spec.name}' has type ${spec.type}, expected int64 or int32`, 'Re-export the model with integer ids.');

  const pastLayers = new Map<number, ValueSpec[]>();
  let logitsToKeep: GraphSignature['logitsToKeep'] = null;
  for (const spec of inputs) {
    const past = PAST.exec(spec.name);
    if (past !== null) {
      const list = pastLayers.get(Number(past[1])) ?? [];
      list.push(spec);
      pastLayers.set(Number(past[1]), list);
    } else if (spec.name === 'num_logits_to_keep' || spec.name === 'logits_to_keep') {
      logitsToKeep = { name: spec.name, dtype: intDtype(spec) };
    } else if (spec.name === 'use_cache_branch') {
      if (spec.type !== 'bool') fail(`input 'use_cache_branch' has type ${spec.type}, expected bool`, 'Re-export the merged decoder with Optimum.');
    } else if (!['input_ids', 'attention_mask', 'position_ids'].includes(spec.name)) {
      fail(
        `input '${spec.name}' (${spec.type} [${spec.shape.join(', ')}]) is not one tunegate can feed (it knows ${KNOWN_INPUTS})`,
        'Export a plain causal-LM decoder (Optimum task text-generation or text-generation-with-past).',
      );
    }
  }
  const ids = byName.get('input_ids') ?? fail("has no 'input_ids' input", 'Export a causal-LM decoder graph.');
  const mask =
    byName.get('attention_mask') ??
    fail("has no 'attention_mask' input, so padded batches cannot be masked", 'Re-export the model with an attention_mask input (Optimum does by default).');
  const positions = byName.get('position_ids');

  const logits =
    outputs.find((s) => s.name === 'logits') ??
    fail(
      `has no 'logits' output (outputs: ${outputs.map((s) => s.name).join(', ') || 'none'})`,
      'Export the language-model head (task text-generation), not the bare decoder.',
    );
  if (logits.type !== 'float32' && logits.type !== 'float16')
    fail(`output 'logits' has type ${logits.type}, expected float32 or float16`, 'Re-export with float32 or float16 logits.');
  if (logits.shape.length !== 3) fail(`output 'logits' has rank ${logits.shape.length}, expected [batch, sequence, vocab]`, 'Export a causal-LM head.');
  const width = logits.shape[2];

  return {
    inputs,
    outputs,
    idsDtype: intDtype(ids),
    maskDtype: intDtype(mask),
    positionsDtype: positions === undefined ? null : intDtype(positions),
    useCacheBranch: byName.has('use_cache_branch'),
    logitsToKeep,
    kv: readKvLayout(pastLayers, outputs, config, fail),
    logitsDtype: logits.type as FloatDtype,
    packedRows: opTypes.has('GroupQueryAttention'),
    declaredWidth: typeof width === 'number' && width > 0 ? width : null,
    maxContext: readMaxContext(config, fail),
  };
}

function toSpec(meta: InferenceSession.ValueMetadata, onnxFile: string, kind: 'input' | 'output'): ValueSpec {
  if (!meta.isTensor) {
    throw new ModelLoadError(onnxFile, `${kind} '${meta.name}' is not a tensor`, 'Export a graph whose inputs and outputs are plain tensors.');
  }
  return { name: meta.name, type: meta.type, shape: [...meta.shape] };
}

function readKvLayout(
  pastLayers: ReadonlyMap<number, ValueSpec[]>,
  outputs: readonly ValueSpec[],
  config: Record<string, unknown>,
  fail: (reason: string, hint: string) => never,
): KvLayout | null {
  if (pastLayers.size === 0) return null;
  const layers = pastLayers.size;
  const presentNames = new Set(outputs.filter((s) => PRESENT.test(s.name)).map((s) => s.name));
  let dtype: FloatDtype | null = null;
  let kvHeads = positiveInt(config['num_key_value_heads']) ?? positiveInt(config['num_attention_heads']) ?? positiveInt(config['n_head']);
  const heads = positiveInt(config['num_attention_heads']) ?? positiveInt(config['n_head']);
  const hidden = positiveInt(config['hidden_size']) ?? positiveInt(config['n_embd']);
  let headDim = positiveInt(config['head_dim']) ?? (heads !== null && hidden !== null ? hidden / heads : null);
  for (let i = 0; i < layers; i++) {
    const specs =
      pastLayers.get(i) ??
      fail(
        `has KV inputs for ${layers} layers but none for layer ${i} (past_key_values.${i}.key)`,
        'Re-export the model; the KV inputs must be numbered 0…layers−1.',
      );
    for (const part of ['key', 'value']) {
      const name = `past_key_values.${i}.${part}`;
      const spec = specs.find((s) => s.name === name) ?? fail(`has no input '${name}'`, 'Re-export the model; every layer needs a key and a value input.');
      if (!presentNames.has(`present.${i}.${part}`))
        fail(`has input '${name}' but no output 'present.${i}.${part}'`, 'Re-export with past-key-value outputs (text-generation-with-past).');
      if (spec.type !== 'float32' && spec.type !== 'float16')
        fail(`input '${name}' has type ${spec.type}, expected float32 or float16`, 'Re-export with a float32 or float16 KV cache.');
      if (dtype !== null && spec.type !== dtype) fail(`input '${name}' is ${spec.type} but other KV inputs are ${dtype}`, 'Re-export with one KV dtype.');
      dtype = spec.type as FloatDtype;
      if (spec.shape.length !== 4)
        fail(
          `input '${name}' has shape [${spec.shape.join(', ')}], expected [batch, kv_heads, past_sequence, head_dim]`,
          'This KV layout (e.g. fused or multi-query) is not supported; export without past, or with the standard layout.',
        );
      // Numeric dimensions in the graph are what it will check; they win over config.json.
      const [, h, , d] = spec.shape;
      if (typeof h === 'number' && h > 0) kvHeads = h;
      if (typeof d === 'number' && d > 0) headDim = d;
    }
  }
  if (kvHeads === null || headDim === null || !Number.isInteger(headDim)) {
    fail(
      'has KV inputs but neither the graph nor config.json gives the KV heads and head dimension',
      "Put the model's config.json (num_key_value_heads, head_dim or hidden_size/num_attention_heads) beside the .onnx.",
    );
  }
  return { layers, kvHeads: kvHeads!, headDim: headDim!, dtype: dtype! };
}

function readMaxContext(config: Record<string, unknown>, fail: (reason: string, hint: string) => never): number {
  return (
    positiveInt(config['max_position_embeddings']) ??
    positiveInt(config['n_positions']) ??
    positiveInt(config['n_ctx']) ??
    fail(
      'config.json gives no context length (max_position_embeddings, n_positions or n_ctx)',
      "Put the model's config.json beside the .onnx or in its parent (or onnxruntime-genai's genai_config.json beside the .onnx).",
    )
  );
}

function positiveInt(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) > 0 ? (value as number) : null;
}
