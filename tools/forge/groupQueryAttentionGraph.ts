/**
 * The attention of onnxruntime-genai's model builder: one com.microsoft GroupQueryAttention node
 * per layer, fed the row lengths the builder derives from attention_mask (seqlens_k,
 * total_sequence_length) and cos/sin caches, so the node applies the rotary embedding itself
 * (do_rotary = 1). No position_ids input: the node numbers each row's tokens from 0, so rows are
 * packed from position 0 (docs/guides/model-formats.md, "The onnxruntime-genai layout").
 */
import { linear, type AttentionWeights } from './attentionGraph.js';
import { FORGE_CONSTANTS, headDim, type ForgeSpec } from './forgeSpec.js';
import type { GraphBuilder } from './graphBuilder.js';

/** ONNX TensorProto code of int32, the element type GroupQueryAttention's length inputs take. */
const INT32 = 6;

/** The inputs every layer's GroupQueryAttention shares: row lengths and rotary caches. */
export interface GroupQueryAttentionShared {
  /** int32 [batch]: each row's total length − 1 (ReduceSum of its attention_mask row, minus one). */
  readonly seqlensK: string;
  /** int32 scalar: the attention_mask's width (past + new tokens). */
  readonly totalSequenceLength: string;
  /** float32 [maxPositions, headDim / 2] initializers. */
  readonly cosCache: string;
  readonly sinCache: string;
}

/**
 * cos/sin caches [maxPositions, d/2] with angle p · θ^(−2j/d): the first half of the forge's own
 * rotary table (rotaryTables in attentionGraph.ts repeats the d/2 frequencies twice), which is
 * what GroupQueryAttention's non-interleaved rotary expects (HF Llama's rotate_half layout).
 */
export function rotaryCaches(spec: ForgeSpec): { cos: Float32Array; sin: Float32Array } {
  const half = headDim(spec) / 2;
  const cos = new Float32Array(spec.maxPositions * half);
  const sin = new Float32Array(spec.maxPositions * half);
  for (let p = 0; p < spec.maxPositions; p++) {
    for (let j = 0; j < half; j++) {
      const angle = p * FORGE_CONSTANTS.ropeTheta ** (-(2 * j) / headDim(spec));
      cos[p * half + j] = Math.cos(angle);
      sin[p * half + j] = Math.sin(angle);
    }
  }
  return { cos, sin };
}

/** Declare the shared inputs of the layers' GroupQueryAttention nodes, derived from int64 attention_mask [batch, total]. */
export function groupQueryAttentionShared(g: GraphBuilder, spec: ForgeSpec, attentionMask: string): GroupQueryAttentionShared {
  const rowLengths = g.op('ReduceSum', [attentionMask, g.int64([1])], { keepdims: 0 });
  const seqlensK = g.op('Cast', [g.op('Sub', [rowLengths, g.int64([1], [])])], { to: INT32 });
  const width = g.op('Gather', [g.op('Shape', [attentionMask]), g.int64([1], [])], { axis: 0 });
  const totalSequenceLength = g.op('Cast', [width], { to: INT32 });
  const caches = rotaryCaches(spec);
  const half = headDim(spec) / 2;
  return {
    seqlensK,
    totalSequenceLength,
    cosCache: g.namedFloat32('cos_cache', caches.cos, [spec.maxPositions, half]),
    sinCache: g.namedFloat32('sin_cache', caches.sin, [spec.maxPositions, half]),
  };
}

/**
 * One llama attention block on normalised hidden states [batch, seq, hidden] as the builder wires
 * it: separate q/k/v projections into GroupQueryAttention (scale 1/√d, rotary inside), then the
 * output projection. Returns the block's output and the node's present key/value
 * [batch, kvHeads, total, headDim] (rotated keys, as the forge's plain graph caches them).
 */
export function groupQueryAttentionBlock(
  g: GraphBuilder,
  spec: ForgeSpec,
  h: string,
  w: AttentionWeights,
  past: { key: string; value: string },
  shared: GroupQueryAttentionShared,
): { out: string; key: string; value: string } {
  const inputs = [
    linear(g, h, w.q),
    linear(g, h, w.k),
    linear(g, h, w.v),
    past.key,
    past.value,
    shared.seqlensK,
    shared.totalSequenceLength,
    shared.cosCache,
    shared.sinCache,
  ];
  const attributes = {
    num_heads: spec.heads,
    kv_num_heads: spec.kvHeads,
    scale: { float: 1 / Math.sqrt(headDim(spec)) },
    do_rotary: 1,
    rotary_interleaved: 0,
  };
  const [attended = '', key = '', value = ''] = g.opOutputs('GroupQueryAttention', inputs, 3, attributes, 'com.microsoft');
  return { out: linear(g, attended, w.o), key, value };
}
