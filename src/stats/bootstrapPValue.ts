import { assertFinite, assertFloat64Array, assertNonEmpty } from './assertions.js';

/**
 * Two-sided bootstrap p-value for "Δ lies in [nullValue − halfWidth, nullValue + halfWidth]"
 * (default: Δ = 0) from replicates of Δ: p = min(1, 2·min(c₋ + 1, c₊ + 1)/(B + 1)) with
 * c₋ = #{Δ* ≤ nullValue + halfWidth} and c₊ = #{Δ* ≥ nullValue − halfWidth}. The +1 terms
 * are the Monte Carlo correction of Davison & Hinkley (1997, "Bootstrap Methods and their
 * Application", eq. 4.11), so p ≥ 2/(B + 1) and never reads as 0; doubling the smaller tail
 * makes it the p-value that inverts the equal-tailed percentile interval, whose lower end
 * clears the band's top exactly when c₋ is small (and its upper end the band's bottom when
 * c₊ is). A non-directional metric with a tolerance is tested against its band, not
 * against 0. Replicates all inside the band give 1. Throws RangeError on empty or
 * non-finite replicates, a non-finite null or a negative half-width.
 */
export function bootstrapPValue(replicates: Float64Array, nullValue = 0, halfWidth = 0): number {
  assertFloat64Array(replicates, 'replicates');
  assertNonEmpty(replicates, 'replicates');
  assertFinite(replicates, 'replicates');
  if (!Number.isFinite(nullValue)) throw new RangeError(`nullValue is ${nullValue}, expected a finite number`);
  if (!(Number.isFinite(halfWidth) && halfWidth >= 0)) throw new RangeError(`halfWidth is ${halfWidth}, expected a finite number ≥ 0`);
  const top = nullValue + halfWidth;
  const bottom = nullValue - halfWidth;
  let atOrBelow = 0;
  let atOrAbove = 0;
  for (let i = 0; i < replicates.length; i++) {
    const r = replicates[i]!;
    if (r <= top) atOrBelow++;
    if (r >= bottom) atOrAbove++;
  }
  return Math.min(1, (2 * (Math.min(atOrBelow, atOrAbove) + 1)) / (replicates.length + 1));
}
