/** One family judged at a sequential look (docs/concepts/statistics.md#sequential). */
import { computeRunMetrics, type FamilyOutcome, type MetricCorrection, type MetricSettings, type RunMetricsResult } from '../../judge/index.js';
import { lookResamples } from './lookResamples.js';
import { gatedClaims } from './familyPolicy.js';

/**
 * The judge over `outcome` at a look's `confidence`: first with the run's resamples, and again with
 * the look's raised count (lookResamples) only when some gated metric's bootstrap p sits at its
 * floor 2/(B + 1) — no resample crossed the null, so only more resamples can tell whether it clears
 * the look's level. Any other metric's p is at least twice the floor, far above an early look's
 * level, so the extra bootstrap would change nothing and is skipped. Under a policy the claims'
 * p-values are read instead: inverted from the interval's ends, whose extremes are the outermost
 * resamples, so a claim p at that floor is equally unresolved (docs/concepts/policy.md#sequential-looks). A pure function of the
 * records and settings: lookSettled and judgeSequential call it alike and reach the same verdict.
 */
export function judgeLook(
  outcome: FamilyOutcome,
  settings: MetricSettings,
  confidence: number,
  partial?: string,
  corrections?: ReadonlyMap<string, MetricCorrection>,
): { readonly run: RunMetricsResult; readonly resamples: number } {
  const at = { ...settings, confidence };
  const run = computeRunMetrics([outcome], at, partial, corrections);
  // Under a policy the claims are the gated hypotheses, and a claim's own p is what must clear α_k.
  const policy = settings.policy?.resolved;
  const gated =
    policy === undefined
      ? outcome.metrics.filter((metric) => metric.gated).length
      : gatedClaims(
          policy,
          outcome.metrics.map((metric) => metric.id),
        );
  const raised = lookResamples(settings.resamples, confidence, gated);
  // A hair above the floor: p is computed as 2(c + 1)/(B + 1) in floating point.
  const floor = (2 / (settings.resamples + 1)) * (1 + 1e-9);
  if (
    raised === settings.resamples ||
    !run.metrics.some((metric) => {
      const p = policy === undefined ? metric.p : (metric.claim?.p ?? null);
      return metric.gated && p !== null && p <= floor;
    })
  ) {
    return { run, resamples: settings.resamples };
  }
  return { run: computeRunMetrics([outcome], { ...at, resamples: raised }, partial, corrections), resamples: raised };
}
