/**
 * A second implementation of llama2.c for the tests, written from llama2.c's run.c and not from
 * the converter: it reads the checkpoint and tokenizer bytes itself, runs run.c's `forward`
 * (one token at a time, its own KV cache, interleaved-pair rotary, grouped-query attention) in
 * float64, and encodes text with run.c's `encode` (dummy prefix, code-point lookup with byte
 * fallback, then merging the adjacent pair whose merged token scores highest, leftmost first).
 */

/** run.c's forward pass over a v0 checkpoint with a shared classifier, in float64. */
export class Llama2cReference {
  readonly dim: number;
  readonly vocabSize: number;
  private readonly hiddenDim: number;
  private readonly layers: number;
  private readonly heads: number;
  private readonly kvHeads: number;
  private readonly w: Record<'emb' | 'rmsAtt' | 'wq' | 'wk' | 'wv' | 'wo' | 'rmsFfn' | 'w1' | 'w2' | 'w3' | 'rmsFinal', Float64Array>;
  private readonly keyCache: Float64Array[] = [];
  private readonly valueCache: Float64Array[] = [];

  constructor(checkpoint: Uint8Array) {
    const view = new DataView(checkpoint.buffer, checkpoint.byteOffset, checkpoint.byteLength);
    const int = (i: number): number => view.getInt32(4 * i, true);
    [this.dim, this.hiddenDim, this.layers, this.heads, this.kvHeads, this.vocabSize] = [int(0), int(1), int(2), int(3), int(4), int(5)];
    if (this.vocabSize <= 0) throw new Error('reference: only shared classifiers');
    const kvDim = (this.dim * this.kvHeads) / this.heads;
    const { dim, hiddenDim: h, layers: n } = this;
    let offset = 28;
    const take = (count: number): Float64Array => {
      const out = new Float64Array(count);
      for (let i = 0; i < count; i++) out[i] = view.getFloat32(offset + 4 * i, true);
      offset += 4 * count;
      return out;
    };
    // run.c's memory_map_weights order.
    this.w = {
      emb: take(this.vocabSize * dim),
      rmsAtt: take(n * dim),
      wq: take(n * dim * dim),
      wk: take(n * dim * kvDim),
      wv: take(n * dim * kvDim),
      wo: take(n * dim * dim),
      rmsFfn: take(n * dim),
      w1: take(n * dim * h),
      w2: take(n * h * dim),
      w3: take(n * dim * h),
      rmsFinal: take(dim),
    };
    for (let l = 0; l < n; l++) {
      this.keyCache.push(new Float64Array(0));
      this.valueCache.push(new Float64Array(0));
    }
  }

  /** Logits after `token` at position `pos` (positions fed in order from 0, as run.c's generate does). */
  forward(token: number, pos: number): Float64Array {
    const { dim, heads, kvHeads } = this;
    const headSize = dim / heads;
    const kvDim = kvHeads * headSize;
    const kvMul = heads / kvHeads;
    const x = this.w.emb.slice(token * dim, (token + 1) * dim);
    for (let l = 0; l < this.layers; l++) {
      const xb = rmsnorm(x, this.w.rmsAtt.subarray(l * dim, (l + 1) * dim));
      const q = matmul(xb, this.w.wq.subarray(l * dim * dim), dim, dim);
      const k = matmul(xb, this.w.wk.subarray(l * dim * kvDim), dim, kvDim);
      const v = matmul(xb, this.w.wv.subarray(l * dim * kvDim), dim, kvDim);
      for (let i = 0; i < dim; i += 2) {
        const headDim = i % headSize;
        const val = pos * (1 / 10000 ** (headDim / headSize));
        const [cos, sin] = [Math.cos(val), Math.sin(val)];
        for (const vec of i < kvDim ? [q, k] : [q]) {
          const [v0, v1] = [vec[i]!, vec[i + 1]!];
          vec[i] = v0 * cos - v1 * sin;
          vec[i + 1] = v0 * sin + v1 * cos;
        }
      }
      const keys = grow(this.keyCache, l, k, pos, kvDim);
      const values = grow(this.valueCache, l, v, pos, kvDim);
      const attended = new Float64Array(dim);
      for (let hd = 0; hd < heads; hd++) {
        const kvHead = Math.floor(hd / kvMul);
        const scores = new Float64Array(pos + 1);
        for (let t = 0; t <= pos; t++) {
          let s = 0;
          for (let i = 0; i < headSize; i++) s += q[hd * headSize + i]! * keys[t * kvDim + kvHead * headSize + i]!;
          scores[t] = s / Math.sqrt(headSize);
        }
        softmaxInPlace(scores);
        for (let t = 0; t <= pos; t++) {
          for (let i = 0; i < headSize; i++)
            attended[hd * headSize + i] = attended[hd * headSize + i]! + scores[t]! * values[t * kvDim + kvHead * headSize + i]!;
        }
      }
      const out = matmul(attended, this.w.wo.subarray(l * dim * dim), dim, dim);
      for (let i = 0; i < dim; i++) x[i] = x[i]! + out[i]!;
      const xf = rmsnorm(x, this.w.rmsFfn.subarray(l * dim, (l + 1) * dim));
      const h = this.hiddenDim;
      const gate = matmul(xf, this.w.w1.subarray(l * dim * h), dim, h);
      const up = matmul(xf, this.w.w3.subarray(l * dim * h), dim, h);
      for (let i = 0; i < h; i++) gate[i] = (gate[i]! / (1 + Math.exp(-gate[i]!))) * up[i]!;
      const down = matmul(gate, this.w.w2.subarray(l * h * dim), h, dim);
      for (let i = 0; i < dim; i++) x[i] = x[i]! + down[i]!;
    }
    return matmul(rmsnorm(x, this.w.rmsFinal), this.w.emb, dim, this.vocabSize);
  }
}

/** run.c's matmul: W is [out][in], out[i] = Σ_j W[i·in + j] · x[j]. */
function matmul(x: Float64Array, w: Float64Array, inDim: number, outDim: number): Float64Array {
  const out = new Float64Array(outDim);
  for (let i = 0; i < outDim; i++) {
    let s = 0;
    for (let j = 0; j < inDim; j++) s += w[i * inDim + j]! * x[j]!;
    out[i] = s;
  }
  return out;
}

function rmsnorm(x: Float64Array, weight: Float64Array): Float64Array {
  let ss = 0;
  for (const v of x) ss += v * v;
  const scale = 1 / Math.sqrt(ss / x.length + 1e-5);
  return x.map((v, i) => weight[i]! * scale * v);
}

function softmaxInPlace(x: Float64Array): void {
  const max = Math.max(...x);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i] = Math.exp(x[i]! - max);
  for (let i = 0; i < x.length; i++) x[i]! /= sum;
}

/** The layer's cache with `row` written at position `pos` (and everything after it dropped). */
function grow(cache: Float64Array[], layer: number, row: Float64Array, pos: number, width: number): Float64Array {
  const next = new Float64Array((pos + 1) * width);
  next.set(cache[layer]!.subarray(0, pos * width));
  next.set(row, pos * width);
  cache[layer] = next;
  return next;
}

/** The tokens of a llama2.c tokenizer file: text (spaces as spaces) and score, in id order. */
export function readTokenizerBin(bytes: Uint8Array): { text: string; score: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tokens: { text: string; score: number }[] = [];
  for (let offset = 4; offset < bytes.byteLength;) {
    const length = view.getInt32(offset + 4, true);
    tokens.push({ score: view.getFloat32(offset, true), text: new TextDecoder().decode(bytes.subarray(offset + 8, offset + 8 + length)) });
    offset += 8 + length;
  }
  return tokens;
}

/** run.c's encode(text, bos = 1, eos = 0). */
export function llama2cEncode(tokens: readonly { text: string; score: number }[], text: string): number[] {
  const lookup = new Map(tokens.map((token, id) => [token.text, id]));
  const ids = [1];
  if (text !== '') ids.push(lookup.get(' ')!);
  for (const char of text) {
    const id = lookup.get(char);
    if (id !== undefined) ids.push(id);
    // Byte fallback: the first 3 ids are <unk>, <s>, </s>.
    else for (const byte of new TextEncoder().encode(char)) ids.push(byte + 3);
  }
  for (;;) {
    let best = -1e10;
    let bestId = -1;
    let bestAt = -1;
    for (let i = 0; i + 1 < ids.length; i++) {
      const id = lookup.get(tokens[ids[i]!]!.text + tokens[ids[i + 1]!]!.text);
      if (id !== undefined && tokens[id]!.score > best) [best, bestId, bestAt] = [tokens[id]!.score, id, i];
    }
    if (bestAt < 0) return ids;
    ids.splice(bestAt, 2, bestId);
  }
}
