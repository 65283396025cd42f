/** The banner's first-screen figures: each gated metric that decided the exit code, then what else moved. */
import type { AnyRunResults, MetricResult, Verdict } from '../../results/types.js';
import { formatLevel } from '../../format/format.js';
import { metricFormat } from '../style/metricScale.js';
import { failsGate, gateVerdict } from '../../results/failsGate.js';

/** What the banner lists under the verdict. */
export interface DecidingLines {
  /** One line per gated metric whose verdict is in --fail-on, e.g. "Over-refusal 14.8 % → 81.2 % (+66.4 pp, 98.75 % CI +58.1 to +74.0)". */
  readonly failing: readonly string[];
  /** The other metrics that changed (improved, regressed or changed, gated or not), shorter: "Accuracy +3.2 pp (improved)". */
  readonly moved: readonly string[];
}

const DECLARED: readonly Verdict[] = ['improved', 'regressed', 'changed'];

/**
 * The first-screen lines of `results`. Every figure uses the verdict table's formatters (style/metricScale.ts), so the
 * banner and the table print the same rounded numbers.
 */
export function decidingLines(results: AnyRunResults): DecidingLines {
  const failOn = results.settings.failOn;
  const failing = results.metrics.filter((m) => failsGate(m, failOn)).map((m) => failingLine(gateRow(m)));
  const moved = results.metrics.filter((m) => !failsGate(m, failOn) && DECLARED.includes(gateVerdict(m))).map((m) => movedLine(gateRow(m)));
  return { failing, moved };
}

/** A metric as the gate read it: with labels, its corrected numbers and verdict, named with the labels used (docs/concepts/labels-and-ppi.md). */
interface GateRow {
  readonly metric: MetricResult;
  readonly base: number | null;
  readonly tuned: number | null;
  readonly delta: number | null;
  readonly ci: readonly [number, number] | null;
  readonly ciLevel: number;
  readonly verdict: Verdict;
  readonly suffix: string;
}

function gateRow(metric: MetricResult): GateRow {
  const c = metric.corrected;
  if (c === undefined)
    return { metric, base: metric.base, tuned: metric.tuned, delta: metric.delta, ci: metric.ci, ciLevel: metric.ciLevel, verdict: metric.verdict, suffix: '' };
  const labels = c.labels.base + c.labels.tuned;
  return {
    metric,
    base: c.base,
    tuned: c.tuned,
    delta: c.delta,
    ci: c.ci,
    ciLevel: c.ciLevel,
    verdict: c.verdict,
    suffix: `, with ${labels} label${labels === 1 ? '' : 's'}`,
  };
}

/** "Label base → tuned (Δ, level CI lo to hi) — verdict[, with N labels]"; a metric without a CI shows what it has. */
function failingLine(row: GateRow): string {
  const { metric } = row;
  const format = metricFormat(metric);
  const scale = Math.max(...[row.delta ?? 0, ...(row.ci ?? [])].map(Math.abs));
  const values = row.base !== null && row.tuned !== null ? `${format.value(row.base)} → ${format.value(row.tuned)} ` : '';
  if (row.delta === null) return `${metric.label} ${values}(${row.verdict}${row.suffix})`;
  const delta = `${format.delta(row.delta, scale)}${format.deltaSuffix}`;
  const ci = row.ci === null ? '' : `, ${formatLevel(row.ciLevel)} CI ${format.delta(row.ci[0], scale)} to ${format.delta(row.ci[1], scale)}`;
  return `${metric.label} ${values}(${delta}${ci}) — ${row.verdict}${row.suffix}`;
}

/** "Label Δ (verdict[, exploratory][, with N labels])". */
function movedLine(row: GateRow): string {
  const { metric } = row;
  const format = metricFormat(metric);
  const scale = Math.max(...[row.delta ?? 0, ...(row.ci ?? [])].map(Math.abs));
  const delta = row.delta === null ? '' : ` ${format.delta(row.delta, scale)}${format.deltaSuffix}`;
  return `${metric.label}${delta} (${row.verdict}${metric.gated ? '' : ', exploratory'}${row.suffix})`;
}
