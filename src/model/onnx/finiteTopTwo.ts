import { float16Table } from './float16ToFloat32.js';

/** Greedy decoding's pick of one logits row: the argmax, its logit, and its lead over the runner-up. */
export interface TopTwo {
  /** Index of the largest logit (first on ties, as argmaxRow); −1 when the row holds NaN or ±Inf. */
  best: number;
  /** The largest logit. */
  top: number;
  /** Largest minus second-largest logit (= their log-probability gap); Infinity for a row of one. */
  gap: number;
}

/**
 * The two largest logits of `data[offset … offset+width)` in one pass, written into `out` (reused
 * across steps, so greedy decoding allocates nothing per token). x·0 is 0 for finite x and NaN
 * otherwise, which flags a poisoned row. The gap is what a lossless change must move to swap the
 * token, so near ties are judged by it (docs/concepts/lossless-changes.md).
 */
export function finiteTopTwo(data: Float32Array | Uint16Array, offset: number, width: number, out: TopTwo): void {
  const half = data instanceof Uint16Array ? float16Table() : null;
  let best = 0;
  let first = -Infinity;
  let second = -Infinity;
  let poison = 0;
  // Two loops, one per dtype, so each stays monomorphic.
  if (half === null) {
    const row = (data as Float32Array).subarray(offset, offset + width);
    for (let v = 0; v < width; v++) {
      const x = row[v]!;
      poison += x * 0;
      if (x > first) {
        second = first;
        first = x;
        best = v;
      } else if (x > second) second = x;
    }
  } else {
    const row = (data as Uint16Array).subarray(offset, offset + width);
    for (let v = 0; v < width; v++) {
      const x = half[row[v]!]!;
      poison += x * 0;
      if (x > first) {
        second = first;
        first = x;
        best = v;
      } else if (x > second) second = x;
    }
  }
  out.best = poison === 0 ? best : -1;
  out.top = first;
  out.gap = first - second;
}
