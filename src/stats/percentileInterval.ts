import { assertFinite, assertFloat64Array, assertNonEmpty, assertOpenUnit } from './assertions.js';
import { ascending, quantileSorted } from './quantileSorted.js';

/**
 * Equal-tailed percentile bootstrap interval (Efron & Tibshirani 1993, "An Introduction to
 * the Bootstrap", §13.3) of `replicates` (sorted or not; left untouched) at `level`: with
 * α = 1 − level, [Q(α/2), Q(1 − α/2)] using the type-7 quantile (Hyndman & Fan 1996).
 * The ends are replicate values or interpolations between neighbours, so a discrete
 * distribution can put an end exactly on 0; callers treat such an end as not excluding 0.
 * Throws RangeError on empty or non-finite replicates or `level` outside (0, 1).
 */
export function percentileInterval(replicates: Float64Array, level: number): [number, number] {
  assertFloat64Array(replicates, 'replicates');
  assertNonEmpty(replicates, 'replicates');
  assertOpenUnit(level, 'level');
  assertFinite(replicates, 'replicates');
  const sorted = ascending(replicates);
  const tail = (1 - level) / 2;
  return [quantileSorted(sorted, tail), quantileSorted(sorted, 1 - tail)];
}
