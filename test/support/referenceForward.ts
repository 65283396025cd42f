/**
 * A plain float64 forward pass of forged networks, written from the architecture papers /
 * Hugging Face modeling code rather than from the ONNX graph: one sequence, no cache, no
 * batching, causal attention over positions 0..n−1. Only the weights (and config.json for
 * eps / rope theta, EOS) are read from the forged model. A scripted reply is applied as its
 * definition in ForgeSpec says, by walking the ids: once the trigger has appeared, the
 * successor of the current token in startAfter → reply… → EOS gets +strength.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ForgedModel, ForgeTensor } from '../../tools/forge/index.js';

type Vec = Float64Array;

function tensor(model: ForgedModel, name: string): ForgeTensor {
  const t = model.weights[name];
  if (t === undefined) throw new Error(`reference: missing weight ${name}`);
  return t;
}

function vector(model: ForgedModel, name: string): Vec {
  return Float64Array.from(tensor(model, name).data);
}

/** y = x · W for W stored [in, out] row-major. */
function matVec(x: Vec, w: ForgeTensor): Vec {
  const [rows = 0, cols = 0] = w.dims;
  if (x.length !== rows) throw new Error(`reference: ${x.length} inputs for a ${rows}×${cols} matrix`);
  const y = new Float64Array(cols);
  for (let r = 0; r < rows; r++) {
    const xr = x[r] ?? 0;
    const offset = r * cols;
    for (let c = 0; c < cols; c++) y[c] = (y[c] ?? 0) + xr * (w.data[offset + c] ?? 0);
  }
  return y;
}

function add(a: Vec, b: Vec): Vec {
  return a.map((v, i) => v + (b[i] ?? 0));
}

function row(t: ForgeTensor, index: number): Vec {
  const width = t.dims[1] ?? 0;
  return Float64Array.from(t.data.subarray(index * width, (index + 1) * width));
}

function layerNorm(x: Vec, gamma: Vec, beta: Vec, eps: number): Vec {
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  const variance = x.reduce((s, v) => s + (v - mean) ** 2, 0) / x.length;
  const inv = 1 / Math.sqrt(variance + eps);
  return x.map((v, i) => (v - mean) * inv * (gamma[i] ?? 0) + (beta[i] ?? 0));
}

function rmsNorm(x: Vec, gamma: Vec, eps: number): Vec {
  const meanSquare = x.reduce((s, v) => s + v * v, 0) / x.length;
  const inv = 1 / Math.sqrt(meanSquare + eps);
  return x.map((v, i) => v * inv * (gamma[i] ?? 0));
}

/** Rotate each (j, j + d/2) pair of every head by angle position · θ^(−2j/d) (HF rotate_half convention). */
function rope(x: Vec, heads: number, d: number, position: number, theta: number): Vec {
  const out = new Float64Array(x.length);
  const half = d / 2;
  for (let h = 0; h < heads; h++) {
    for (let j = 0; j < half; j++) {
      const angle = position * Math.pow(theta, (-2 * j) / d);
      const a = x[h * d + j] ?? 0;
      const b = x[h * d + j + half] ?? 0;
      out[h * d + j] = a * Math.cos(angle) - b * Math.sin(angle);
      out[h * d + j + half] = b * Math.cos(angle) + a * Math.sin(angle);
    }
  }
  return out;
}

/** Causal multi-head attention for every position; kv head of query head h is ⌊h / (heads / kvHeads)⌋. */
function attend(qs: Vec[], ks: Vec[], vs: Vec[], heads: number, kvHeads: number, d: number): Vec[] {
  const perKv = heads / kvHeads;
  return qs.map((q, t) => {
    const out = new Float64Array(heads * d);
    for (let h = 0; h < heads; h++) {
      const kvh = Math.floor(h / perKv);
      const scores: number[] = [];
      for (let s = 0; s <= t; s++) {
        let dot = 0;
        for (let i = 0; i < d; i++) dot += (q[h * d + i] ?? 0) * (ks[s]?.[kvh * d + i] ?? 0);
        scores.push(dot / Math.sqrt(d));
      }
      const max = Math.max(...scores);
      const exps = scores.map((v) => Math.exp(v - max));
      const total = exps.reduce((a, b) => a + b, 0);
      for (let s = 0; s <= t; s++) {
        const p = (exps[s] ?? 0) / total;
        for (let i = 0; i < d; i++) out[h * d + i] = (out[h * d + i] ?? 0) + p * (vs[s]?.[kvh * d + i] ?? 0);
      }
    }
    return out;
  });
}

function gelu(x: number): number {
  return 0.5 * x * (1 + Math.tanh(Math.sqrt(2 / Math.PI) * (x + 0.044715 * x ** 3)));
}

function silu(x: number): number {
  return x / (1 + Math.exp(-x));
}

/**
 * The activations x of one pass (all positions) as ONNX DynamicQuantizeLinear + MatMulInteger see them:
 * one scale for the whole tensor, (max(0, max x) − min(0, min x)) / 255 in float32, zero point
 * round(−min / scale) clamped to 0..255, q = clamp(round(x / scale) + zero point), value (q − zero point) · scale.
 * Rounding is half to even, as the ONNX operator specifies.
 */
function dynamicQuantize(xs: Vec[]): Vec[] {
  let lo = 0;
  let hi = 0;
  for (const x of xs)
    for (const v of x) {
      const f = Math.fround(v);
      lo = Math.min(lo, f);
      hi = Math.max(hi, f);
    }
  const scale = Math.fround((hi - lo) / 255);
  if (scale === 0) return xs;
  const roundEven = (v: number): number => {
    const r = Math.round(v);
    return Math.abs(v % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  };
  const zero = Math.min(255, Math.max(0, roundEven(-lo / scale)));
  return xs.map((x) => x.map((v) => (Math.min(255, Math.max(0, roundEven(Math.fround(Math.fround(v) / scale)) + zero)) - zero) * scale));
}

/**
 * Each activation vector rounded to int8 in blocks of `block` values along K, one symmetric scale
 * per block: scale = max|x| / 127 in float32, q = round-half-even(x · (1 / scale)), value q · scale —
 * what onnxruntime's MatMulNBits kernel does to its input at accuracy_level 4 (int8 compute, per
 * onnxruntime's ContribOperators.md; the rounding as its MLAS QuantizeARow for CompInt8).
 */
function blockQuantize(xs: Vec[], block: number): Vec[] {
  const roundEven = (v: number): number => {
    const r = Math.round(v);
    return Math.abs(v % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  };
  return xs.map((x) => {
    const out = new Float64Array(x.length);
    for (let start = 0; start < x.length; start += block) {
      let max = 0;
      for (let i = start; i < Math.min(x.length, start + block); i++) max = Math.max(max, Math.abs(Math.fround(x[i]!)));
      const scale = Math.fround(max / 127);
      const inverse = scale === 0 ? 0 : Math.fround(1 / scale);
      for (let i = start; i < Math.min(x.length, start + block); i++) out[i] = roundEven(Math.fround(Math.fround(x[i]!) * inverse)) * scale;
    }
    return out;
  });
}

/** Options of the reference pass. */
export interface ReferenceOptions {
  /** Round each linear layer's input tensor as dynamic int8 quantization does (llama only; spec.quantize int8). */
  readonly dynamicInt8Activations?: boolean;
  /** Round each linear layer's input to int8 in blocks of this many values along K (llama only; blockQuantize). */
  readonly blockInt8Activations?: number;
}

/** Logits (one row of logitsWidth per position) of `ids` at positions 0..n−1, in float64. */
export function referenceLogits(model: ForgedModel, ids: number[], options: ReferenceOptions = {}): Float64Array[] {
  const { spec } = model;
  const block = options.blockInt8Activations;
  const q8 = (xs: Vec[]): Vec[] => (options.dynamicInt8Activations === true ? dynamicQuantize(xs) : block !== undefined ? blockQuantize(xs, block) : xs);
  const config = JSON.parse(readFileSync(join(model.dir, 'config.json'), 'utf8')) as Record<string, number>;
  const d = spec.hidden / spec.heads;
  const gpt2 = spec.arch === 'gpt2';
  const embedding = tensor(model, gpt2 ? 'wte' : 'embed_tokens');
  let xs: Vec[] = ids.map((id, t) => (gpt2 ? add(row(embedding, id), row(tensor(model, 'wpe'), t)) : row(embedding, id)));
  for (let l = 0; l < spec.layers; l++) {
    if (gpt2) {
      const p = `h.${l}`;
      const eps = config['layer_norm_epsilon'] ?? NaN;
      const normed = xs.map((x) => layerNorm(x, vector(model, `${p}.ln_1.weight`), vector(model, `${p}.ln_1.bias`), eps));
      const proj = (x: Vec, n: string): Vec => add(matVec(x, tensor(model, `${p}.${n}.weight`)), vector(model, `${p}.${n}.bias`));
      const ctx = attend(
        normed.map((x) => proj(x, 'attn.q')),
        normed.map((x) => proj(x, 'attn.k')),
        normed.map((x) => proj(x, 'attn.v')),
        spec.heads,
        spec.kvHeads,
        d,
      );
      xs = xs.map((x, t) => add(x, proj(ctx[t] ?? new Float64Array(0), 'attn.o')));
      xs = xs.map((x) => {
        const h = layerNorm(x, vector(model, `${p}.ln_2.weight`), vector(model, `${p}.ln_2.bias`), eps);
        return add(x, proj(proj(h, 'mlp.fc').map(gelu), 'mlp.proj'));
      });
    } else {
      const p = `layers.${l}`;
      const eps = config['rms_norm_eps'] ?? NaN;
      const theta = config['rope_theta'] ?? NaN;
      const w = (n: string): ForgeTensor => tensor(model, `${p}.${n}.weight`);
      const normed = q8(xs.map((x) => rmsNorm(x, vector(model, `${p}.input_layernorm.weight`), eps)));
      const qs = normed.map((x, t) => rope(matVec(x, w('self_attn.q_proj')), spec.heads, d, t, theta));
      const ks = normed.map((x, t) => rope(matVec(x, w('self_attn.k_proj')), spec.kvHeads, d, t, theta));
      const ctx = attend(
        qs,
        ks,
        normed.map((x) => matVec(x, w('self_attn.v_proj'))),
        spec.heads,
        spec.kvHeads,
        d,
      );
      const ctxIn = q8(ctx);
      xs = xs.map((x, t) => add(x, matVec(ctxIn[t] ?? new Float64Array(0), w('self_attn.o_proj'))));
      const hs = q8(xs.map((x) => rmsNorm(x, vector(model, `${p}.post_attention_layernorm.weight`), eps)));
      const gated = q8(
        hs.map((h) => {
          const up = matVec(h, w('mlp.up_proj'));
          return matVec(h, w('mlp.gate_proj')).map((g, i) => silu(g) * (up[i] ?? 0));
        }),
      );
      xs = xs.map((x, t) => add(x, matVec(gated[t] ?? new Float64Array(0), w('mlp.down_proj'))));
    }
  }
  const finals = xs.map((x) =>
    gpt2
      ? layerNorm(x, vector(model, 'ln_f.weight'), vector(model, 'ln_f.bias'), config['layer_norm_epsilon'] ?? NaN)
      : rmsNorm(x, vector(model, 'norm.weight'), config['rms_norm_eps'] ?? NaN),
  );
  const bias = model.weights['lm_head.bias'];
  const width = embedding.dims[0] ?? 0;
  const rows = finals.map((h) => {
    const logits = new Float64Array(width);
    for (let v = 0; v < width; v++) {
      let dot = bias?.data[v] ?? 0;
      for (let i = 0; i < h.length; i++) dot += (h[i] ?? 0) * (embedding.data[v * h.length + i] ?? 0);
      logits[v] = dot;
    }
    return logits;
  });
  applyScriptedReply(model, config, ids, rows);
  return rows;
}

/** Add the scripted boosts to `rows` in place (no-op without spec.scriptedReply). */
function applyScriptedReply(model: ForgedModel, config: Record<string, number>, ids: number[], rows: Float64Array[]): void {
  const reply = model.spec.scriptedReply;
  if (reply === undefined) return;
  // 1e4 is the documented default strength of ForgeSpec.scriptedReply.
  const strength = reply.strength ?? 1e4;
  const chain = [reply.startAfterTokenId, ...reply.replyIds, config['eos_token_id'] ?? NaN];
  let triggered = false;
  ids.forEach((id, t) => {
    if (id === reply.triggerTokenId) triggered = true;
    const k = chain.indexOf(id);
    const row = rows[t];
    if (!triggered || k < 0 || k + 1 >= chain.length || row === undefined) return;
    const next = chain[k + 1] ?? NaN;
    row[next] = (row[next] ?? NaN) + strength;
  });
}
