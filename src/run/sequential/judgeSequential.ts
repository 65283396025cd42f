/** The judge of a `--sequential` run: each look, and the verdict at the look each family stopped at (docs/concepts/statistics.md#sequential). */
import { familyIn, familyMetrics, type FamilyRun, type FamilyTable } from '../../families/index.js';
import { overallVerdict, policyOverall, type FamilyOutcome, type MetricCorrection, type MetricSettings, type RunMetricsResult } from '../../judge/index.js';
import { sequentialReasonNote } from '../../format/index.js';
import type { FamilyId, MetricResult, SequentialFamily } from '../../results/types.js';
import type { Look } from './lookPlan.js';
import { judgeLook } from './judgeLook.js';
import { checkPolicyMetrics, claimsSettled, familyPolicySettings } from './familyPolicy.js';

/** Verdicts that a look shows: "within-noise" is only the absence of a shown change, settled at the last look alone. */
const SHOWN: ReadonlySet<string> = new Set(['improved', 'changed', 'equivalent']);

/**
 * Whether a look settles its family's gate: the existing judge over the records so far, at the
 * look's boundary level instead of 1 − α, says regressed (the run fails whatever the rest shows),
 * or every gated metric has a shown verdict (improved, changed, or equivalent when equivalence is
 * tested). A within-noise or inconclusive gated metric keeps scoring to the next look. Under a
 * policy the family's claims decide instead (familyPolicy.ts claimsSettled). A look is
 * judged by judgeLook (more resamples where its level needs them), as judgeSequential judges it.
 */
export function lookSettled(table: FamilyTable, settings: MetricSettings): (family: FamilyId, run: FamilyRun, look: Look) => boolean {
  return (family, run, look) =>
    outcomeSettled(
      { family, metrics: familyMetrics(familyIn(table, family), run.records), outcome: { ...run, interrupted: false } },
      settings,
      look.confidence,
    );
}

/** lookSettled over a family's outcome so far, judged at the look's `confidence`. */
export function outcomeSettled(outcome: FamilyOutcome, settings: MetricSettings, confidence: number): boolean {
  const scoped = familyPolicySettings(settings, ids(outcome));
  const judged = judgeLook(outcome, scoped, confidence).run;
  if (scoped.policy !== undefined) return claimsSettled(judged.metrics);
  if (judged.overall.exitCode === 1) return true;
  const gated = judged.metrics.filter((metric) => metric.gated);
  return gated.length > 0 && gated.every((metric) => SHOWN.has(metric.verdict));
}

/**
 * Judge each family at the confidence of the look it stopped at, with that look's resamples (so its intervals are the
 * boundary-adjusted ones, Holm-adjusted within the family, families sharing α by Bonferroni), then
 * the gate over all of them; the reason says where each family stopped, and each metric of a
 * family that stopped before its last look says in its own reason that it is measured so far. `partial`, as in
 * computeRunMetrics, is why a run left items unscored (Ctrl-C, a time budget), never a sequential stop.
 * Under a policy each family's claims are judged the same way (their Holm family is the family's
 * critical and supporting claims at its look's level), and the gate is the policy's
 * (docs/concepts/policy.md#sequential-looks).
 */
export function judgeSequential(
  outcomes: readonly FamilyOutcome[],
  sequential: Partial<Record<FamilyId, SequentialFamily>>,
  settings: MetricSettings,
  partial?: string,
  corrections?: ReadonlyMap<string, MetricCorrection>,
): RunMetricsResult {
  checkPolicyMetrics(outcomes, settings);
  const judged = outcomes.map((outcome) => {
    const s = sequential[outcome.family as FamilyId];
    const scoped = familyPolicySettings(settings, ids(outcome));
    const { run, resamples } = judgeLook(outcome, scoped, s?.confidence ?? settings.confidence, partial, corrections);
    if (s === undefined || s.stoppedAt === s.looks) return run;
    // Stopped before its last look: every metric of the family rests on the items scored until then, and says so.
    const note = sequentialReasonNote(s, resamples === settings.resamples ? undefined : resamples);
    const noted = (metric: MetricResult): MetricResult => ({
      ...metric,
      reason: `${metric.reason} ${note}`,
      ...(metric.claim === undefined ? {} : { claim: { ...metric.claim, reason: `${metric.claim.reason} ${note}` } }),
    });
    return { ...run, metrics: run.metrics.map(noted) };
  });
  const metrics = judged.flatMap((run) => run.metrics);
  const interrupted = outcomes.some(({ outcome }) => 'records' in outcome && outcome.interrupted);
  const policy = settings.policy?.resolved;
  const overall =
    policy === undefined
      ? overallVerdict(metrics, settings.failOn, partial ?? interrupted, settings.require)
      : policyOverall(metrics, policy.required, partial ?? interrupted);
  return { metrics, unscored: judged.flatMap((run) => run.unscored), overall: { ...overall, reason: `${overall.reason} ${sequentialNote(sequential)}` } };
}

/** One sentence: where each family's sequential test stopped. */
export function sequentialNote(sequential: Partial<Record<FamilyId, SequentialFamily>>): string {
  const parts = Object.entries(sequential).flatMap(([family, s]) =>
    s === undefined
      ? []
      : [
          s.stoppedAt < s.looks
            ? `${family} stopped at look ${s.stoppedAt} of ${s.looks} (${s.itemsUsed} items)`
            : `${family} ran all ${s.looks} looks (${s.itemsUsed} items)`,
        ],
  );
  return `Sequential test (Hwang–Shih–DeCani boundaries, γ = −1): ${parts.join('; ')}.`;
}

/** The ids of the metrics that judge a family. */
function ids(outcome: FamilyOutcome): string[] {
  return outcome.metrics.map((metric) => metric.id);
}
