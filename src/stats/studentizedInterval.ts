import { assertFinite, assertFloat64Array, assertNonEmpty, assertOpenUnit } from './assertions.js';
import { ascending, quantileSorted } from './quantileSorted.js';

/**
 * Equal-tailed studentized (bootstrap-t) interval of Δ (Efron & Tibshirani 1993, "An
 * Introduction to the Bootstrap", §12.5; Davison & Hinkley 1997, §5.2.1): with α = 1 − level
 * and t* = (Δ* − Δ)/SE* of each resample, [Δ − Q(1 − α/2)·se, Δ − Q(α/2)·se], type-7
 * quantiles of `t` (sorted or not; left untouched). `se` is the full sample's standard error
 * in the same form as SE*. Unlike the percentile interval it corrects for skew and for a
 * spread that moves with Δ, which is what a ratio of sums over a few long-tailed documents
 * has. Throws RangeError on a non-finite Δ, se ≤ 0 or not finite, empty or non-finite `t`,
 * or level outside (0, 1).
 */
export function studentizedInterval(delta: number, se: number, t: Float64Array, level: number): [number, number] {
  assertStudentized(delta, se, t);
  assertOpenUnit(level, 'level');
  const sorted = ascending(t);
  const tail = (1 - level) / 2;
  return [delta - quantileSorted(sorted, 1 - tail) * se, delta - quantileSorted(sorted, tail) * se];
}

/** Shared checks of the studentized interval and p-value. */
export function assertStudentized(delta: number, se: number, t: Float64Array): void {
  if (!Number.isFinite(delta)) throw new RangeError(`delta is ${delta}, expected a finite number`);
  if (!(Number.isFinite(se) && se > 0)) throw new RangeError(`se is ${se}, expected a finite number > 0`);
  assertFloat64Array(t, 't');
  assertNonEmpty(t, 't');
  assertFinite(t, 't');
}
