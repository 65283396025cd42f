/** A run's metrics judged under a release policy (docs/concepts/policy.md): claims attached, gated by tier, the gate from the claims. */
import type { MetricResult, ResolvedPolicy } from '../results/types.js';
import type { MetricSample } from './bootstrapMetrics.js';
import type { MetricDefinition } from './metricDefinition.js';
import { judgePolicyClaims } from './policyClaims.js';
import { policyOverall } from './policyOverall.js';

/** What the claims read of one drafted metric. */
export interface DraftLike {
  readonly definition: MetricDefinition;
  readonly sample: MetricSample | null;
  readonly skipped?: string;
  readonly tolerance: number | undefined;
}

/** The families' outcomes with no metric gated: a policy's claims decide the gate instead. */
export function ungated<O extends { readonly metrics: readonly MetricDefinition[] }>(outcomes: readonly O[]): O[] {
  return outcomes.map((outcome) => ({ ...outcome, metrics: outcome.metrics.map((definition) => ({ ...definition, gated: false })) }));
}

/** Each candidate's metrics with their policy claims, gated by tier, and the gate under the policy (judge/policyOverall.ts). */
export function withClaims<R extends { readonly metrics: readonly MetricResult[] }>(
  runs: readonly R[],
  drafted: readonly { readonly drafts: readonly DraftLike[] }[],
  policy: ResolvedPolicy,
  settings: { readonly confidence: number; readonly minItems: number },
  partial: (candidate: number) => boolean | string,
): { readonly runs: (R & { metrics: MetricResult[]; overall: ReturnType<typeof policyOverall> })[]; readonly holmFamilySize: number } {
  const claims = judgePolicyClaims(
    drafted.map(({ drafts }) =>
      drafts.map(({ definition, sample, skipped, tolerance }) => ({
        definition,
        sample,
        ...(skipped === undefined ? {} : { skipped }),
        ...(tolerance === undefined ? {} : { tolerance }),
      })),
    ),
    policy,
    settings,
  );
  const tiers = new Map(policy.metrics.map((metric) => [metric.id, metric.tier]));
  const withTiers = runs.map((run, c) => {
    const metrics = run.metrics.map((metric, i) => {
      const claim = claims[c]![i];
      const tier = tiers.get(metric.id);
      return { ...metric, gated: tier !== undefined && tier !== 'advisory', ...(claim === undefined ? {} : { claim }) };
    });
    return { ...run, metrics, overall: policyOverall(metrics, policy.required, partial(c)) };
  });
  const size = claims.flat().filter((claim) => claim !== undefined && claim.tier !== 'advisory' && claim.p !== null).length;
  return { runs: withTiers, holmFamilySize: size };
}
