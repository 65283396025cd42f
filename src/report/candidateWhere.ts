/** The one "where it changed" line of a candidate in the index (index.html, index.json, summary.md). */
import type { MetricResult, TagResult, Verdict } from '../results/types.js';
import { clearsNoChange } from '../results/clearsNoChange.js';
import { failsGate } from '../results/failsGate.js';
import { largestAbs } from './view/metricRows.js';
import { metricFormat } from './style/metricScale.js';

/** Tags named on the line; the rest are counted. */
export const CANDIDATE_WHERE_TAGS = 3;

/**
 * The gated metric that decided most (the first failing `failOn`, else the first with a tag whose
 * interval clears no change) and its largest tags by |Δ|: "Over-refusal (benign prompts refused):
 * legal +80.6 pp, fiction +80.0 pp, history +79.1 pp, +5 more". Null when no gated tag moved.
 */
export function candidateWhere(metrics: readonly MetricResult[], failOn: readonly Verdict[]): string | null {
  const gated = metrics.filter((m) => m.gated && m.verdict !== 'skipped' && m.byTag.some((t) => clearsNoChange(m, t.ci)));
  const metric = gated.find((m) => failsGate(m, failOn)) ?? gated[0];
  if (metric === undefined) return null;
  const tags = metric.byTag
    .filter((t) => clearsNoChange(metric, t.ci))
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || b.n - a.n || (a.tag < b.tag ? -1 : 1));
  const format = metricFormat(metric);
  const named = tags
    .slice(0, CANDIDATE_WHERE_TAGS)
    .map((t) => `${t.tag} ${format.delta(t.delta, largestAbs([t.delta, ...(t.ci ?? [])]))}${format.deltaSuffix}`);
  const more = tags.length - named.length;
  return `${metric.label}: ${named.join(', ')}${more > 0 ? `, +${more} more` : ''}`;
}
