import { assertFloat64Array, assertNonEmpty } from './assertions.js';

/**
 * Holm (1979, "A simple sequentially rejective multiple test procedure", Scand. J. Stat.
 * 6(2)) step-down adjusted p-values, returned in input order: with p sorted ascending,
 * p̃₍ₖ₎ = max_{j ≤ k} min(1, (m − j + 1)·p₍ⱼ₎), so adjusted values are monotone in the raw
 * order and capped at 1; rejecting p̃ < α controls the family-wise error at α. Ties keep
 * input order. O(m log m). Throws RangeError on empty input or a value outside [0, 1].
 */
export function holmAdjust(pValues: Float64Array): Float64Array {
  assertFloat64Array(pValues, 'pValues');
  assertNonEmpty(pValues, 'pValues');
  const m = pValues.length;
  for (let i = 0; i < m; i++) {
    const p = pValues[i]!;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`pValues[${i}] is ${p}, expected a p-value in [0, 1]`);
  }
  const order = holmOrder(pValues);
  const adjusted = new Float64Array(m);
  let running = 0;
  for (let k = 0; k < m; k++) {
    const i = order[k]!;
    running = Math.max(running, Math.min(1, (m - k) * pValues[i]!));
    adjusted[i] = running;
  }
  return adjusted;
}

/** Indices of `pValues` by ascending p (ties in input order): the Holm ranks. Does not validate. */
export function holmOrder(pValues: Float64Array): Uint32Array {
  const order = Uint32Array.from({ length: pValues.length }, (_, i) => i);
  // Ties broken by index, so the order never depends on sort stability.
  return order.sort((a, b) => pValues[a]! - pValues[b]! || a - b);
}
