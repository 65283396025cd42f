/** The banner's first-screen figures: each gated metric that decided the exit code, then what else moved. */
import type { AnyRunResults, MetricResult, Verdict } from '../../results/types.js';
import { formatLevel } from '../../format/format.js';
import { metricFormat } from '../style/metricScale.js';
import { failsGate } from '../../results/failsGate.js';

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
  const failing = results.metrics.filter((m) => failsGate(m, failOn)).map(failingLine);
  const moved = results.metrics.filter((m) => !failsGate(m, failOn) && DECLARED.includes(m.verdict)).map(movedLine);
  return { failing, moved };
}

/** "Label base → tuned (Δ, level CI lo to hi)"; a metric without a CI shows what it has. */
function failingLine(metric: MetricResult): string {
  const format = metricFormat(metric);
  const scale = Math.max(...[metric.delta ?? 0, ...(metric.ci ?? [])].map(Math.abs));
  const values = metric.base !== null && metric.tuned !== null ? `${format.value(metric.base)} → ${format.value(metric.tuned)} ` : '';
  if (metric.delta === null) return `${metric.label} ${values}(${metric.verdict})`;
  const delta = `${format.delta(metric.delta, scale)}${format.deltaSuffix}`;
  const ci = metric.ci === null ? '' : `, ${formatLevel(metric.ciLevel)} CI ${format.delta(metric.ci[0], scale)} to ${format.delta(metric.ci[1], scale)}`;
  return `${metric.label} ${values}(${delta}${ci}) — ${metric.verdict}`;
}

/** "Label Δ (verdict[, exploratory])". */
function movedLine(metric: MetricResult): string {
  const format = metricFormat(metric);
  const scale = Math.max(...[metric.delta ?? 0, ...(metric.ci ?? [])].map(Math.abs));
  const delta = metric.delta === null ? '' : ` ${format.delta(metric.delta, scale)}${format.deltaSuffix}`;
  return `${metric.label}${delta} (${metric.verdict}${metric.gated ? '' : ', exploratory'})`;
}
