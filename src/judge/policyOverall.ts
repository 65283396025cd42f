/**
 * The gate under a release policy (docs/concepts/policy.md): exit codes keep their meaning. A
 * critical or supporting claim shown false → regressed, exit 1; otherwise one not shown or not
 * measured, a required task absent or skipped, a partial run, or no gating claim at all →
 * inconclusive, exit 2; otherwise pass, 0. Advisory claims never move it.
 */
import type { ClaimResult, OverallVerdict } from '../results/types.js';

/** What the policy's gate reads of each metric. */
export interface PolicyGateMetric {
  readonly id: string;
  readonly family: string;
  readonly verdict: string;
  readonly claim?: Pick<ClaimResult, 'verdict' | 'tier' | 'reason'>;
}

/** The run's verdict under a policy, with its one-sentence reason. */
export function policyOverall(
  metrics: readonly PolicyGateMetric[],
  required: readonly string[],
  partial: boolean | string,
): { readonly verdict: OverallVerdict; readonly exitCode: 0 | 1 | 2; readonly reason: string } {
  const gating = metrics.filter((metric) => metric.claim !== undefined && metric.claim.tier !== 'advisory');
  const failing = gating.filter((metric) => metric.claim!.verdict === 'fail');
  if (failing.length > 0) {
    const list = failing.map((metric) => `${metric.id} (${metric.claim!.tier}): ${firstClause(metric.claim!.reason)}`).join('; ');
    return { verdict: 'regressed', exitCode: 1, reason: `${count(failing.length, 'policy claim')} failed: ${list}.` };
  }
  const parts: string[] = [];
  const open = gating.filter((metric) => metric.claim!.verdict === 'not-shown' || metric.claim!.verdict === 'skipped');
  if (gating.length === 0) parts.push('the policy has no critical or supporting claim this run measured');
  for (const metric of open) parts.push(`${metric.id}: ${firstClause(metric.claim!.reason)}`);
  for (const name of required) if (!present(name, metrics)) parts.push(`required ${name} was not measured or was skipped`);
  if (partial === true) parts.push('the run was interrupted before every item was scored');
  else if (partial !== false) parts.push(partial);
  if (parts.length > 0) return { verdict: 'inconclusive', exitCode: 2, reason: `Inconclusive: ${parts.join('; ')}.` };
  return { verdict: 'pass', exitCode: 0, reason: `Every critical and supporting claim holds (${count(gating.length, 'claim')}).` };
}

/** Whether a required task, family or metric has a measured (not skipped) metric: `mmlu` matches task.mmlu.*, `refusal` the family, an id itself. */
export function present(name: string, metrics: readonly PolicyGateMetric[]): boolean {
  return metrics.some(
    (metric) =>
      metric.verdict !== 'skipped' && (metric.id === name || metric.id === `score.${name}` || metric.id.startsWith(`task.${name}.`) || metric.family === name),
  );
}

function firstClause(reason: string): string {
  return reason.replace(/\.$/, '').split(': ')[0]!;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
