import { assertFinite, assertFloat64Array, assertNonEmpty } from './assertions.js';
import { ascending, quantileSorted } from './quantileSorted.js';

/**
 * Type-7 sample quantiles (Hyndman & Fan 1996; R/numpy default linear interpolation) of
 * `values` at each probability in `probs`, e.g. [0.5, 0.9, 0.99, 0.999, 1] for the per-token
 * KL distribution; O(N log N) for one sort. Throws RangeError on empty or non-finite values
 * or a probability outside [0, 1]; TypeError unless `values` is a Float64Array.
 */
export function quantiles(values: Float64Array, probs: ArrayLike<number>): Float64Array {
  assertFloat64Array(values, 'values');
  assertNonEmpty(values, 'values');
  assertFinite(values, 'values');
  const out = new Float64Array(probs.length);
  for (let i = 0; i < probs.length; i++) {
    const p = probs[i]!;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`probs[${i}] is ${p}, expected a probability in [0, 1]`);
  }
  const sorted = ascending(values);
  for (let i = 0; i < probs.length; i++) out[i] = quantileSorted(sorted, probs[i]!);
  return out;
}
