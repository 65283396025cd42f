/**
 * The heavy-tail rule of ratio scores (docs/concepts/statistics.md, "Ratio and perplexity scores
 * with skewed changes"): a shown difference, or a shown equivalence, that the unseen part of the
 * changes' long tail could overturn is inconclusive (exit 2 when gated) when that tail is too heavy
 * for the sample to bound. Policy claims read the same rule (claimTest.ts, tailReason here).
 */
import { tailCouldOverturn, TAIL_INDEX_FLOOR, type SkewedTail } from '../stats/index.js';
import type { EquivalenceTest, Interval } from '../results/types.js';
import type { MetricVerdictResult } from './verdict.js';

/**
 * Why `tail` withholds what an interval showed, as a clause: "the tail of the largest decreases is
 * too heavy to bound the mean (Hill tail index 0.62 over the 5 largest, below 1): decreases the
 * sample missed could overturn it; more documents may settle it."
 */
export function tailReason(tail: SkewedTail): string {
  const way = tail.side === 'lower' ? 'decreases' : 'increases';
  const heavy = Number.isNaN(tail.index)
    ? `too few large ${way} to estimate how heavy their tail is (${tail.k + 1} needed)`
    : `the tail of the largest ${way} is too heavy to bound the mean (Hill tail index ${tail.index.toFixed(2)} over the ${tail.k} largest, below ${TAIL_INDEX_FLOOR})`;
  return `${heavy}: ${way} the sample missed could overturn it; more documents may settle it.`;
}

/**
 * `result` unchanged unless `tail` is given and either the verdict is improved, regressed or
 * changed and tailCouldOverturn(tail, ci), or it is equivalent and the tail could pull Δ out of
 * ±margin (either end rests on a bound: tailCouldOverturn(tail, equivalence.ci, [−m, m])); then
 * inconclusive, its reason the old one plus why, and a withheld equivalence no longer shown.
 */
export function tailGuard(
  result: MetricVerdictResult,
  tail: SkewedTail | undefined,
  ci: Interval,
  equivalence?: EquivalenceTest,
): MetricVerdictResult & { readonly equivalence?: EquivalenceTest } {
  const kept = equivalence === undefined ? result : { ...result, equivalence };
  if (tail === undefined) return kept;
  const withheld = (reason: string) => ({ verdict: 'inconclusive' as const, reason: `${reason.replace(/\.$/, '')}, but ${tailReason(tail)}` });
  const m = equivalence?.margin;
  if (equivalence !== undefined && m !== undefined && equivalence.shown && tailCouldOverturn(tail, equivalence.ci, [-m, m])) {
    const unshown = { ...equivalence, shown: false };
    if (result.verdict !== 'equivalent') {
      // The directional reason says its interval "also lies inside the equivalence margin": say why that is not equivalence.
      const guarded = tailGuard(result, tail, ci);
      const reason = guarded.verdict === result.verdict ? `${guarded.reason} Not shown equivalent: ${tailReason(tail)}` : guarded.reason;
      return { ...guarded, reason, equivalence: unshown };
    }
    return { ...withheld(`Not shown equivalent: ${result.reason}`), equivalence: unshown };
  }
  const shown = result.verdict === 'improved' || result.verdict === 'regressed' || result.verdict === 'changed';
  if (!shown || !tailCouldOverturn(tail, ci)) return kept;
  return { ...withheld(result.reason), ...(equivalence === undefined ? {} : { equivalence }) };
}
