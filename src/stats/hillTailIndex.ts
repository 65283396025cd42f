import { assertFinite, assertFloat64Array, assertInteger } from './assertions.js';

/**
 * Hill's estimator of a tail index (Hill 1975, Ann. Stat. 3(5)) from the k largest of the
 * positive `values`: α̂ = k / Σⱼ₌₁..ₖ ln(x₍ⱼ₎ / x₍ₖ₊₁₎), x₍₁₎ ≥ x₍₂₎ ≥ … the positive values in
 * decreasing order. A tail P(X > x) ~ x^−α has a finite mean only for α > 1, so α̂ near 1 says
 * the sample cannot bound the mean (docs/concepts/statistics.md, "Ratio and perplexity scores
 * with skewed changes"). Values ≤ 0 are ignored; Infinity when the k + 1 largest are equal.
 * Throws TypeError for a non-Float64Array and RangeError for a non-finite value, k not an
 * integer ≥ 1, or fewer than k + 1 positive values.
 */
export function hillTailIndex(values: Float64Array, k: number): number {
  assertFloat64Array(values, 'values');
  assertFinite(values, 'values');
  assertInteger(k, 'k', 1);
  const positive = values.filter((value) => value > 0).sort((x, y) => y - x);
  if (positive.length < k + 1) throw new RangeError(`values has ${positive.length} positive value(s), expected at least k + 1 = ${k + 1}`);
  const threshold = positive[k]!;
  let logs = 0;
  for (let j = 0; j < k; j++) logs += Math.log(positive[j]! / threshold);
  return logs === 0 ? Infinity : k / logs;
}
