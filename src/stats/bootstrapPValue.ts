import { assertFinite, assertFloat64Array, assertNonEmpty } from './assertions.js';

/**
 * Two-sided bootstrap p-value for Δ = `nullValue` (default 0) from replicates of Δ:
 * p = min(1, 2·min(c₋ + 1, c₊ + 1)/(B + 1)) with c₋ = #{Δ* ≤ null}, c₊ = #{Δ* ≥ null}.
 * The +1 terms are the Monte Carlo correction of Davison & Hinkley (1997, "Bootstrap Methods
 * and their Application", eq. 4.11; sacrebleu's paired bootstrap uses the same (c + 1)/(B + 1)),
 * so p ≥ 2/(B + 1) and never reads as 0; doubling the smaller tail makes it the p-value that
 * inverts the equal-tailed percentile interval. Replicates all at the null give 1.
 * Throws RangeError on empty or non-finite replicates.
 */
export function bootstrapPValue(replicates: Float64Array, nullValue = 0): number {
  assertFloat64Array(replicates, 'replicates');
  assertNonEmpty(replicates, 'replicates');
  assertFinite(replicates, 'replicates');
  if (!Number.isFinite(nullValue)) throw new RangeError(`nullValue is ${nullValue}, expected a finite number`);
  let atOrBelow = 0;
  let atOrAbove = 0;
  for (let i = 0; i < replicates.length; i++) {
    const r = replicates[i]!;
    if (r <= nullValue) atOrBelow++;
    if (r >= nullValue) atOrAbove++;
  }
  return Math.min(1, (2 * (Math.min(atOrBelow, atOrAbove) + 1)) / (replicates.length + 1));
}
