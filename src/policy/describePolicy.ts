/** What a policy means, in words (`tunegate policy check FILE`; docs/concepts/policy.md). */
import { formatMargin } from '../format/index.js';
import type { PolicyMetric, PolicyRecord } from '../results/index.js';
import { rateMetricId } from './metricKinds.js';

/** The lines `policy check` prints. */
export function describePolicy(record: PolicyRecord): string[] {
  const { resolved } = record;
  const lines = [`Policy ${record.source} (sha256 ${record.sha256.slice(0, 12)}) is valid.`];
  if (resolved.tasks) lines.push(`Runs the tasks ${resolved.tasks.join(', ')}.`);
  const settings = Object.entries(resolved.settings);
  if (settings.length)
    lines.push(`Settings (flags on the command line override them): ${settings.map(([key, value]) => `--${key} ${String(value)}`).join(' ')}.`);
  if (resolved.required.length)
    lines.push(`Required: ${resolved.required.join(', ')}; if any is not measured or is skipped, the run is inconclusive (exit 2).`);
  const gating = resolved.metrics.filter((metric) => metric.tier !== 'advisory');
  const advisory = resolved.metrics.filter((metric) => metric.tier === 'advisory');
  if (gating.length) {
    lines.push(`Gated claims (${gating.length}; they share one error budget, the run's α, by Holm's step-down):`);
    for (const metric of gating) lines.push(`  ${metric.id} (${metric.tier}): ${claimText(metric)}.`);
  } else lines.push('No critical or supporting claim: every run under this policy is inconclusive (exit 2).');
  if (advisory.length) {
    lines.push('Advisory (reported, never gate):');
    for (const metric of advisory) lines.push(`  ${metric.id}${metric.claim ? `: ${claimText(metric)}` : ''}.`);
  }
  lines.push('Exit 1 when a gated claim is shown false, 2 when one is not shown (with the items needed), 0 when all hold.');
  return lines;
}

/** One claim as a sentence fragment: "must be shown no worse than −1 pt". */
export function claimText(metric: PolicyMetric): string {
  const claim = metric.claim;
  if (claim === null) return 'reported only';
  if (claim.kind === 'no-significant-change') return 'must show no significant change for the worse';
  const margin = claim.margin!;
  const rate = rateMetricId(metric.id);
  const amount = margin.relative ? `${Number((margin.value * 100).toPrecision(4))} % of the base's value` : formatMargin(margin.value, rate);
  switch (claim.kind) {
    case 'not-worse-than':
      return `must be shown at most ${amount} worse than the base (one-sided test: its worst bound inside the margin)`;
    case 'equivalent-within':
      return `must be shown within ±${amount} of the base (two one-sided tests)`;
    case 'flips-within':
      return `right/wrong flips beyond numerical noise must be shown below ${amount} of items`;
    case 'changed-within':
      return `changed answers beyond numerical noise must be shown below ${amount} of items`;
  }
}
