/** One batch cache built from rows of several caches, for continuous batching (docs/ARCHITECTURE.md §3). */
import { onnxruntime } from './onnxruntime.js';
import type { KvCache } from './sessionRunner.js';

/** Where a row's positions sit in a batch cache: after its padding, or from position 0. */
export type RowLayout = 'left-padded' | 'packed';

/**
 * Row `row` of `cache`, of which `filled` positions hold its tokens: the last ones when its rows
 * are left-padded, the first ones when they are packed from position 0; the rest is padding.
 */
export interface AlignedRow {
  readonly cache: KvCache;
  readonly row: number;
  readonly filled: number;
}

/**
 * A cache of `length` positions whose row q holds the `picks[q].filled` positions of its source
 * row and zeros elsewhere. `layout` says where a row's positions sit, in the sources and in the
 * result: `left-padded` rows are right-aligned, their padding on the left, which the caller masks
 * (attention_mask 0) and skips in the row's positions; `packed` rows start at position 0, their
 * padding on the right (GroupQueryAttention reads a row's length from its mask's sum).
 * Zeros rather than the source's padded entries, so a masked score is the mask alone whatever the
 * source held there. Each `filled` must be at most `length` and the source's length. Fresh arrays:
 * the batch keeps the result across steps. O(rows × length × layers × kvHeads × headDim).
 */
export function alignCacheRows(picks: readonly AlignedRow[], length: number, layout: RowLayout = 'left-padded'): KvCache {
  const first = picks[0]!.cache.tensors;
  const tensors = first.map((t, j) => {
    // [batch, kvHeads, length, headDim] per tensor; heads and head size are the same in every cache.
    const heads = t.dims[1]!;
    const headDim = t.dims[3]!;
    const Data = t.type === 'float16' ? Uint16Array : Float32Array;
    const out = new Data(picks.length * heads * length * headDim);
    picks.forEach(({ cache, row, filled }, q) => {
      const src = cache.tensors[j]!.data as Float32Array | Uint16Array;
      const skipFrom = layout === 'packed' ? 0 : cache.length - filled;
      const skipTo = layout === 'packed' ? 0 : length - filled;
      for (let h = 0; h < heads; h++) {
        const from = ((row * heads + h) * cache.length + skipFrom) * headDim;
        const to = ((q * heads + h) * length + skipTo) * headDim;
        out.set(src.subarray(from, from + filled * headDim), to);
      }
    });
    return new (onnxruntime().Tensor)(t.type as 'float32', out as Float32Array, [picks.length, heads, length, headDim]);
  });
  return { batch: picks.length, length, tensors };
}
