/**
 * A release policy in a `--sequential` run (docs/concepts/policy.md#sequential-looks): each family
 * is judged on its own, at its own look's level, so each family's judge reads the policy cut down
 * to the claims on its metrics; the run's `required` list is the whole run's, read once at the end.
 */
import { judgePolicyClaims, type FamilyOutcome, type MetricSettings } from '../../judge/index.js';
import type { ClaimResult, MetricResult, ResolvedPolicy } from '../../results/types.js';

/** `settings` with its policy (if any) holding only the claims on `metricIds`, and no required list. */
export function familyPolicySettings(settings: MetricSettings, metricIds: readonly string[]): MetricSettings {
  const policy = settings.policy;
  if (policy === undefined) return settings;
  const ids = new Set(metricIds);
  const metrics = policy.resolved.metrics.filter((metric) => ids.has(metric.id));
  return { ...settings, policy: { ...policy, resolved: { ...policy.resolved, required: [], metrics } } };
}

/** The critical and supporting claims of `policy` on `metricIds`: the hypotheses a family's looks split α among (lookPlan's m). */
export function gatedClaims(policy: ResolvedPolicy, metricIds: readonly string[]): number {
  const ids = new Set(metricIds);
  return policy.metrics.filter((metric) => ids.has(metric.id) && metric.claim !== null && metric.tier !== 'advisory').length;
}

/**
 * Throws what a fixed-length run throws (judgePolicyClaims' UsageError) when the policy names a
 * metric none of `outcomes` measures, or puts a non-inferiority claim on a metric without a
 * direction: cutting the policy down per family must not let such a claim drop out silently.
 */
export function checkPolicyMetrics(outcomes: readonly FamilyOutcome[], settings: MetricSettings): void {
  const policy = settings.policy?.resolved;
  if (policy === undefined) return;
  judgePolicyClaims([outcomes.flatMap((outcome) => outcome.metrics.map((definition) => ({ definition, sample: null })))], policy, settings);
}

/**
 * Whether a family's look settles its policy claims: every critical or supporting claim on its
 * metrics is shown (`pass` of a margin claim) or shown false (`fail`). A `no-significant-change`
 * pass is only the absence of a shown change, so, like a within-noise verdict, it settles at the
 * last look alone. A family with no gated claim never settles early.
 */
export function claimsSettled(metrics: readonly MetricResult[]): boolean {
  const claims = metrics.flatMap((metric): ClaimResult[] => (metric.claim !== undefined && metric.claim.tier !== 'advisory' ? [metric.claim] : []));
  if (claims.some((claim) => claim.verdict === 'fail')) return true;
  return claims.length > 0 && claims.every((claim) => claim.verdict === 'pass' && claim.kind !== 'no-significant-change');
}
