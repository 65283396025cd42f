/** One left-padded batch cache built from rows of several caches, for continuous batching (docs/ARCHITECTURE.md §3). */
import { onnxruntime } from './onnxruntime.js';
import type { KvCache } from './sessionRunner.js';

/** Row `row` of `cache`, whose last `filled` positions hold its tokens; anything before them is padding. */
export interface AlignedRow {
  readonly cache: KvCache;
  readonly row: number;
  readonly filled: number;
}

/**
 * A cache of `length` positions whose row q ends with the last `picks[q].filled` positions of its
 * source row and holds zeros before them: every row right-aligned, its padding on the left, which
 * the caller masks (attention_mask 0) and skips in the row's positions. Zeros rather than the
 * source's padded entries, so a masked score is the mask alone whatever the source held there.
 * Each `filled` must be at most `length` and the source's length. Fresh arrays: the batch keeps
 * the result across steps. O(rows × length × layers × kvHeads × headDim).
 */
export function alignCacheRows(picks: readonly AlignedRow[], length: number): KvCache {
  const first = picks[0]!.cache.tensors;
  const tensors = first.map((t, j) => {
    // [batch, kvHeads, length, headDim] per tensor; heads and head size are the same in every cache.
    const heads = t.dims[1]!;
    const headDim = t.dims[3]!;
    const Data = t.type === 'float16' ? Uint16Array : Float32Array;
    const out = new Data(picks.length * heads * length * headDim);
    picks.forEach(({ cache, row, filled }, q) => {
      const src = cache.tensors[j]!.data as Float32Array | Uint16Array;
      for (let h = 0; h < heads; h++) {
        const from = ((row * heads + h) * cache.length + cache.length - filled) * headDim;
        const to = ((q * heads + h) * length + length - filled) * headDim;
        out.set(src.subarray(from, from + filled * headDim), to);
      }
    });
    return new (onnxruntime().Tensor)(t.type as 'float32', out as Float32Array, [picks.length, heads, length, headDim]);
  });
  return { batch: picks.length, length, tensors };
}
