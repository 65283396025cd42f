import { assertFinite, assertFloat64Array, assertInteger, assertNonEmpty } from './assertions.js';

/** Equal-width bins: `edges` has bins + 1 ascending values, `counts[i]` counts edges[i] ≤ x < edges[i + 1] (last bin closed). */
export interface HistogramResult {
  readonly edges: number[];
  readonly counts: number[];
}

/**
 * Equal-width histogram of `values` (e.g. bootstrap replicates of Δ) over [min, max] in
 * `bins` bins; the last bin includes max. When every value is equal (the A/A case, all
 * replicates 0) the bins span [v − ½, v + ½] so a chart still has a width. O(N).
 * Throws RangeError on empty or non-finite values or bins not an integer ≥ 1.
 */
export function histogram(values: Float64Array, bins: number): HistogramResult {
  assertFloat64Array(values, 'values');
  assertNonEmpty(values, 'values');
  assertFinite(values, 'values');
  assertInteger(bins, 'bins', 1);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min === max) {
    min -= 0.5;
    max += 0.5;
  }
  const width = (max - min) / bins;
  const edges: number[] = [];
  for (let i = 0; i < bins; i++) edges.push(min + i * width);
  edges.push(max);
  const counts: number[] = new Array<number>(bins).fill(0);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // Rounding in (v − min)/width can land a value one bin off its edges; nudge it back.
    let bin = Math.min(bins - 1, Math.floor((v - min) / width));
    while (bin > 0 && v < edges[bin]!) bin--;
    while (bin < bins - 1 && v >= edges[bin + 1]!) bin++;
    counts[bin]!++;
  }
  return { edges, counts };
}
