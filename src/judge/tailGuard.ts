/**
 * The heavy-tail rule of ratio scores (docs/concepts/statistics.md, "Ratio and perplexity scores
 * with skewed changes"): a shown difference that the unseen part of the changes' long tail could
 * overturn is inconclusive (exit 2 when gated) when that tail is too heavy for the sample to bound.
 */
import { tailCouldOverturn, TAIL_INDEX_FLOOR, type SkewedTail } from '../stats/index.js';
import type { Interval } from '../results/types.js';
import type { MetricVerdictResult } from './verdict.js';

/**
 * `result` unchanged unless it is improved, regressed or changed, `tail` is given and
 * tailCouldOverturn(tail, ci); then inconclusive, its reason the old one plus why.
 */
export function tailGuard(result: MetricVerdictResult, tail: SkewedTail | undefined, ci: Interval): MetricVerdictResult {
  const shown = result.verdict === 'improved' || result.verdict === 'regressed' || result.verdict === 'changed';
  if (!shown || tail === undefined || !tailCouldOverturn(tail, ci)) return result;
  const way = tail.side === 'lower' ? 'decreases' : 'increases';
  const heavy = Number.isNaN(tail.index)
    ? `too few large ${way} to estimate how heavy their tail is (${tail.k + 1} needed)`
    : `the tail of the largest ${way} is too heavy to bound the mean (Hill tail index ${tail.index.toFixed(2)} over the ${tail.k} largest, below ${TAIL_INDEX_FLOOR})`;
  return {
    verdict: 'inconclusive',
    reason: `${result.reason.replace(/\.$/, '')}, but ${heavy}: ${way} the sample missed could overturn it; more documents may settle it.`,
  };
}
