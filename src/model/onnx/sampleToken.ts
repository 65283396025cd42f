/**
 * Choosing the next token from one logits row by temperature, top-k and top-p, driven by one
 * uniform number the caller supplies. With the same `u`, two models whose rows are identical
 * pick the same token, and two models whose distributions are close pick the same token unless
 * `u` falls where their cumulative distributions differ (common random numbers: inverse-CDF
 * sampling in token-id order, so a small change in one probability moves only the boundary next
 * to that token, not the order of every token after it).
 */
import { float16Table } from './float16ToFloat32.js';

/** How the next token is drawn. `temperature` > 0; `topK` ≥ 1 or 0 for no limit; `topP` in (0, 1]. */
export interface SamplingOptions {
  readonly temperature: number;
  readonly topK: number;
  readonly topP: number;
}

/** Working memory reused across calls: one float64 weight, one index and one keep flag per logit. */
export interface SamplingScratch {
  weights: Float64Array;
  order: Uint32Array;
  keep: Uint8Array;
}

/** Scratch buffers for rows of `width` logits. */
export function samplingScratch(width: number): SamplingScratch {
  return { weights: new Float64Array(width), order: new Uint32Array(width), keep: new Uint8Array(width) };
}

/**
 * The token drawn from `data[offset … offset+width)` with uniform `u` in [0, 1), or −1 when the
 * row holds a NaN or ±Inf. Weights are exp((x − max) / T) in float64; top-k keeps the k largest
 * (ties broken by lower id), top-p then keeps the smallest set of largest weights whose share
 * reaches p; the token is the first id, in id order among the kept ones, whose cumulative
 * weight exceeds u · Σ kept weights.
 */
export function sampleToken(
  data: Float32Array | Uint16Array,
  offset: number,
  width: number,
  options: SamplingOptions,
  u: number,
  scratch: SamplingScratch,
): number {
  const half = data instanceof Uint16Array ? float16Table() : null;
  const weights = scratch.weights;
  let max = -Infinity;
  for (let v = 0; v < width; v++) {
    const x = half === null ? (data as Float32Array)[offset + v]! : half[(data as Uint16Array)[offset + v]!]!;
    if (!Number.isFinite(x)) return -1;
    weights[v] = x;
    if (x > max) max = x;
  }
  const inverseT = 1 / options.temperature;
  let total = 0;
  for (let v = 0; v < width; v++) {
    const w = Math.exp((weights[v]! - max) * inverseT);
    weights[v] = w;
    total += w;
  }
  const limitK = options.topK > 0 && options.topK < width;
  if (limitK || options.topP < 1) total = keepNucleus(weights, width, total, limitK ? options.topK : width, options.topP, scratch);
  const target = u * total;
  let cumulative = 0;
  let last = -1;
  for (let v = 0; v < width; v++) {
    const w = weights[v]!;
    if (w === 0) continue;
    cumulative += w;
    last = v;
    if (cumulative > target) return v;
  }
  // u · total rounds up to total only when u is within an ulp of 1: take the last kept token.
  return last;
}

/**
 * Zero every weight outside the top-k / top-p set; returns the kept weights' sum. Top-k is applied
 * first and top-p then works on the renormalised top-k weights, as transformers' warpers do. Only
 * candidates are sorted: with top-k the k largest (a bounded heap), otherwise every weight of at
 * least (1 − p)·total / width — the rest sum to less than (1 − p)·total, so the nucleus lies
 * among the candidates.
 */
function keepNucleus(weights: Float64Array, width: number, total: number, k: number, p: number, scratch: SamplingScratch): number {
  const { order, keep } = scratch;
  let count: number;
  if (k < width) {
    count = largestK(weights, width, k, order);
    keep.fill(0, 0, width);
    for (let i = 0; i < count; i++) keep[order[i]!] = 1;
    total = 0;
    for (let v = 0; v < width; v++) {
      if (keep[v] === 1) total += weights[v]!;
      else weights[v] = 0;
    }
  } else {
    const threshold = ((1 - p) * total) / width;
    count = 0;
    for (let v = 0; v < width; v++) if (weights[v]! >= threshold) order[count++] = v;
  }
  if (p >= 1) return total;
  const candidates = order.subarray(0, count).sort((a, b) => weights[b]! - weights[a]! || a - b);
  let kept = 0;
  let sum = 0;
  while (kept < count) {
    sum += weights[candidates[kept]!]!;
    kept += 1;
    if (sum >= p * total) break;
  }
  keep.fill(0, 0, width);
  for (let i = 0; i < kept; i++) keep[candidates[i]!] = 1;
  for (let v = 0; v < width; v++) if (keep[v] === 0) weights[v] = 0;
  return sum;
}

/** Indices of the k largest weights (ties: lower id first) into order[0 … k); returns k. */
function largestK(weights: Float64Array, width: number, k: number, order: Uint32Array): number {
  // A min-heap of the best k so far: its root is the weakest kept index.
  const heap = order;
  const weaker = (a: number, b: number): boolean => weights[a]! < weights[b]! || (weights[a] === weights[b] && a > b);
  let size = 0;
  const siftDown = (start: number): void => {
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && weaker(heap[l]!, heap[m]!)) m = l;
      if (r < size && weaker(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      const t = heap[i]!;
      heap[i] = heap[m]!;
      heap[m] = t;
      i = m;
    }
  };
  for (let v = 0; v < width; v++) {
    if (size < k) {
      heap[size] = v;
      size += 1;
      for (let i = size - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!weaker(heap[i]!, heap[parent]!)) break;
        const t = heap[i]!;
        heap[i] = heap[parent]!;
        heap[parent] = t;
        i = parent;
      }
    } else if (weaker(heap[0]!, v)) {
      heap[0] = v;
      siftDown(0);
    }
  }
  return size;
}
