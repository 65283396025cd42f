/**
 * Graph pieces of causal self-attention: the additive mask (causal over absolute positions
 * and the attention_mask), rotary position embedding, and one attention block with an
 * optional KV cache and grouped-query key/value heads.
 */
import { FORGE_CONSTANTS, headDim, type ForgeSpec } from './forgeSpec.js';
import type { GraphBuilder } from './graphBuilder.js';

/** Largest safe int64 end for Slice (Slice clamps it to the axis length). */
export const SLICE_TO_END = Number.MAX_SAFE_INTEGER;

/**
 * Additive attention bias [batch, 1, seq, past + seq]: 0 where key j may be seen by the
 * query at absolute position past + i (j ≤ past + i and attention_mask[j] = 1), else
 * `maskValue` (−1e9). A fully masked row then stays finite, so softmax gives a uniform row, never
 * NaN; a `maskValue` of −Infinity makes it NaN, as some exports do.
 */
export function attentionBias(g: GraphBuilder, inputIds: string, attentionMask: string, maskValue: number = FORGE_CONSTANTS.maskValue): string {
  const axis0 = g.int64([0]);
  const seqLen = g.op('Squeeze', [g.op('Shape', [inputIds], { start: 1, end: 2 }), axis0]);
  const totalLen = g.op('Squeeze', [g.op('Shape', [attentionMask], { start: 1, end: 2 }), axis0]);
  const pastLen = g.op('Sub', [totalLen, seqLen]);
  const zero = g.int64([0], []);
  const one = g.int64([1], []);
  const keyPos = g.op('Range', [zero, totalLen, one]);
  const queryPos = g.op('Unsqueeze', [g.op('Range', [pastLen, totalLen, one]), g.int64([1])]);
  const future = g.op('Greater', [keyPos, queryPos]);
  const padded = g.op('Unsqueeze', [g.op('Equal', [attentionMask, zero]), g.int64([1, 2])]);
  const blocked = g.op('Or', [future, padded]);
  return g.op('Where', [blocked, g.float32([maskValue]), g.float32([0])]);
}

/** Rotary tables cos, sin [batch, 1, seq, headDim] for int64 positions [batch, seq] (HF Llama layout). */
export function rotaryTables(g: GraphBuilder, spec: ForgeSpec, positionIds: string): { cos: string; sin: string } {
  const d = headDim(spec);
  const invFreq: number[] = [];
  for (let j = 0; j < d / 2; j++) invFreq.push(FORGE_CONSTANTS.ropeTheta ** (-(2 * j) / d));
  const positions = g.op('Unsqueeze', [g.op('Cast', [positionIds], { to: 1 }), g.int64([2])]);
  const freqs = g.op('Mul', [positions, g.float32(invFreq, [d / 2])]);
  const angles = g.op('Unsqueeze', [g.op('Concat', [freqs, freqs], { axis: -1 }), g.int64([1])]);
  return { cos: g.op('Cos', [angles]), sin: g.op('Sin', [angles]) };
}

function applyRotary(g: GraphBuilder, x: string, d: number, rotary: { cos: string; sin: string }): string {
  const lastAxis = g.int64([-1]);
  const first = g.op('Slice', [x, g.int64([0]), g.int64([d / 2]), lastAxis]);
  const second = g.op('Slice', [x, g.int64([d / 2]), g.int64([d]), lastAxis]);
  const rotated = g.op('Concat', [g.op('Neg', [second]), first], { axis: -1 });
  return g.op('Add', [g.op('Mul', [x, rotary.cos]), g.op('Mul', [rotated, rotary.sin])]);
}

/** Names of one attention block's weights; biases are absent for llama. */
export interface AttentionWeights {
  readonly q: string;
  readonly k: string;
  readonly v: string;
  readonly o: string;
  readonly qBias?: string;
  readonly kBias?: string;
  readonly vBias?: string;
  readonly oBias?: string;
}

/** Inputs of one attention block besides its weights. */
export interface AttentionContext {
  readonly bias: string;
  readonly rotary?: { cos: string; sin: string };
  /** float32 past key/value [batch, kvHeads, past, headDim] when the model has a KV cache. */
  readonly past?: { key: string; value: string };
}

/** x · W (+ b). */
export function linear(g: GraphBuilder, x: string, weight: string, bias?: string): string {
  const y = g.op('MatMul', [x, weight]);
  return bias === undefined ? y : g.op('Add', [y, bias]);
}

/** One attention block on normalised hidden states [batch, seq, hidden]; returns its output and the float32 present key/value. */
export function attentionBlock(
  g: GraphBuilder,
  spec: ForgeSpec,
  h: string,
  w: AttentionWeights,
  ctx: AttentionContext,
): { out: string; key: string; value: string } {
  const d = headDim(spec);
  const groups = spec.heads / spec.kvHeads;
  const toHeads = (x: string, heads: number): string => g.op('Transpose', [g.op('Reshape', [x, g.int64([0, 0, heads, d])])], { perm: [0, 2, 1, 3] });
  let q = toHeads(linear(g, h, w.q, w.qBias), spec.heads);
  let k = toHeads(linear(g, h, w.k, w.kBias), spec.kvHeads);
  let v = toHeads(linear(g, h, w.v, w.vBias), spec.kvHeads);
  if (ctx.rotary !== undefined) {
    q = applyRotary(g, q, d, ctx.rotary);
    k = applyRotary(g, k, d, ctx.rotary);
  }
  if (ctx.past !== undefined) {
    k = g.op('Concat', [ctx.past.key, k], { axis: 2 });
    v = g.op('Concat', [ctx.past.value, v], { axis: 2 });
  }
  // Grouped-query attention: kv head j serves query heads j·groups … j·groups + groups − 1 (HF repeat_kv).
  const repeat = (x: string): string =>
    groups === 1
      ? x
      : g.op('Reshape', [g.op('Expand', [g.op('Unsqueeze', [x, g.int64([2])]), g.int64([1, 1, groups, 1, 1])]), g.int64([0, spec.heads, -1, d])]);
  const keyT = g.op('Transpose', [repeat(k)], { perm: [0, 1, 3, 2] });
  const scores = g.op('Mul', [g.op('MatMul', [q, keyT]), g.float32([1 / Math.sqrt(d)])]);
  const probs = g.op('Softmax', [g.op('Add', [scores, ctx.bias])], { axis: -1 });
  const heads = g.op('Transpose', [g.op('MatMul', [probs, repeat(v)])], { perm: [0, 2, 1, 3] });
  const merged = g.op('Reshape', [heads, g.int64([0, 0, spec.heads * d])]);
  return { out: linear(g, merged, w.o, w.oBias), key: k, value: v };
}
