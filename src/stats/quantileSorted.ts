/**
 * Type-7 sample quantile of ascending values (Hyndman & Fan 1996, "Sample quantiles in
 * statistical packages", Am. Stat. 50(4); the default of R and numpy): with h = (N − 1)·p,
 * Q(p) = x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋]), so Q(0) = min and Q(1) = max.
 */

/** Type-7 quantile at `p` ∈ [0, 1] of non-empty ascending `sorted`; O(1). Does not validate (callers do). */
export function quantileSorted(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const below = sorted[lo]!;
  if (lo >= sorted.length - 1) return sorted[sorted.length - 1]!;
  const above = sorted[lo + 1]!;
  // Equal neighbours return exactly that value (no 0·∞-style rounding drift).
  return below === above ? below : below + (h - lo) * (above - below);
}

/** An ascending copy of `values` (input left untouched), or `values` itself when already ascending. */
export function ascending(values: Float64Array): Float64Array {
  for (let i = 1; i < values.length; i++) {
    if (values[i]! < values[i - 1]!) return values.slice().sort();
  }
  return values;
}
