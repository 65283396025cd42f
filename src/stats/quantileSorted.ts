/**
 * Sorted-sample helpers shared by the interval and summary functions. The quantile is
 * simple-statistics' type-7 rule (Hyndman & Fan 1996, "Sample quantiles in statistical
 * packages", Am. Stat. 50(4); the default of R and numpy): with h = (N − 1)·p,
 * Q(p) = x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]), so Q(0) = min and Q(1) = max, and equal
 * neighbours return exactly their value.
 */
import { quantileSorted as typeSevenQuantile } from 'simple-statistics';

/** Type-7 quantile at `p` ∈ [0, 1] of non-empty ascending `sorted`; O(1). Does not validate (callers do). */
export function quantileSorted(sorted: Float64Array, p: number): number {
  return typeSevenQuantile(asNumbers(sorted), p);
}

/** An ascending copy of `values` (input left untouched), or `values` itself when already ascending. */
export function ascending(values: Float64Array): Float64Array {
  for (let i = 1; i < values.length; i++) {
    if (values[i]! < values[i - 1]!) return values.slice().sort();
  }
  return values;
}

/** A typed array seen as the number list simple-statistics reads (it only indexes and reads length). */
export function asNumbers(values: Float64Array): readonly number[] {
  return values as unknown as readonly number[];
}
