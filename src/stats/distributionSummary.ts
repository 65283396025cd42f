import { sum } from 'simple-statistics';
import { assertFinite, assertFloat64Array, assertNonEmpty } from './assertions.js';
import { ascending, asNumbers, quantileSorted } from './quantileSorted.js';

/** Mean and upper quantiles of a distribution, in the units of its values. */
export interface DistributionSummaryResult {
  readonly mean: number;
  readonly median: number;
  readonly p90: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

/**
 * Summary of a per-token distribution (the KL statistics llama.cpp prints): the mean by
 * simple-statistics' Neumaier-compensated sum (Neumaier 1974, ZAMM 54; token-weighted when
 * the values are per token) and type-7 quantiles (Hyndman & Fan 1996) at 0.5, 0.9, 0.99,
 * 0.999 and the maximum. O(N log N). Throws RangeError on empty or non-finite values.
 */
export function distributionSummary(values: Float64Array): DistributionSummaryResult {
  assertFloat64Array(values, 'values');
  assertNonEmpty(values, 'values');
  assertFinite(values, 'values');
  const sorted = ascending(values);
  return {
    mean: sum(asNumbers(values)) / values.length,
    median: quantileSorted(sorted, 0.5),
    p90: quantileSorted(sorted, 0.9),
    p99: quantileSorted(sorted, 0.99),
    p999: quantileSorted(sorted, 0.999),
    max: sorted[sorted.length - 1]!,
  };
}
