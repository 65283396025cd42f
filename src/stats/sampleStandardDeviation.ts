import { sampleStandardDeviation as twoPassSampleSd } from 'simple-statistics';
import { assertFinite, assertFloat64Array } from './assertions.js';
import { asNumbers } from './quantileSorted.js';

/**
 * Sample standard deviation with the n − 1 denominator, two-pass (simple-statistics: the
 * compensated mean first, then Σ(x − x̄)²; Chan, Golub & LeVeque 1983, Am. Stat. 37(3)) so
 * nearly-equal values do not cancel. For bootstrap replicates this is the bootstrap
 * standard error (Efron & Tibshirani 1993, eq. 6.6), used as is. Throws RangeError with
 * fewer than 2 values or a non-finite one.
 */
export function sampleStandardDeviation(values: Float64Array): number {
  assertFloat64Array(values, 'values');
  if (values.length < 2) throw new RangeError(`values has ${values.length} element(s), expected at least 2`);
  assertFinite(values, 'values');
  return twoPassSampleSd(asNumbers(values));
}
