/** The view model of trend.html and the cells trend.md shares with it: every number formatted here. */
import { relative, sep } from 'node:path';
import { formatLevel } from '../format/format.js';
import type { DriftCheck, MetricResult, TrendMetric, TrendPoint, TrendResult, TrendRun } from '../results/index.js';
import { metricFormat } from './style/metricScale.js';
import { OVERALL_STYLE, verdictChip, type VerdictChip } from './style/verdictStyle.js';
import { ciText, largestAbs } from './view/metricRows.js';

/** Δ of one point as a short cell: its verdict chip, the Δ and its interval. */
export interface TrendCellView {
  readonly present: boolean;
  readonly chip?: VerdictChip;
  readonly delta: string;
  readonly ci: string | null;
}

/** One row of a drift table. */
export interface DriftRowView {
  readonly label: string;
  readonly id: string;
  readonly oldest: string;
  readonly newest: string;
  readonly delta: string;
  readonly ci: string | null;
  readonly ciLevel: string | null;
  readonly chip: VerdictChip;
}

/** A link from the trend's folder to a run's report, or null when the run folder has none. */
export function reportLink(run: Pick<TrendRun, 'dir' | 'hasReport'>, outDir: string, anchor = ''): string | null {
  if (!run.hasReport) return null;
  return `${relative(outDir, `${run.dir}${sep}report.html`).split(sep).map(encodeURIComponent).join('/')}${anchor}`;
}

/** The cell of `metric` in `run`. */
export function trendCell(metric: TrendMetric, point: TrendPoint | undefined): TrendCellView {
  if (point === undefined) return { present: false, delta: '—', ci: null };
  const format = metricFormat(metric);
  const scale = largestAbs([point.delta, ...(point.ci ?? [])]);
  return {
    present: true,
    chip: verdictChip(point.verdict),
    delta: point.delta === null ? '—' : `${format.delta(point.delta, scale)}${format.deltaSuffix}`,
    ci: point.ci === null ? null : ciText(point.ci, format, scale),
  };
}

/** One row per drift metric: the oldest and newest tuned values, Δ and its interval. */
export function driftRows(drift: DriftCheck): DriftRowView[] {
  return drift.metrics.map((metric: MetricResult) => {
    const format = metricFormat(metric);
    const scale = largestAbs([metric.delta, ...(metric.ci ?? [])]);
    return {
      label: metric.label,
      id: metric.id,
      oldest: metric.base === null ? '—' : format.value(metric.base),
      newest: metric.tuned === null ? '—' : format.value(metric.tuned),
      delta: metric.delta === null ? '—' : `${format.delta(metric.delta, scale)}${format.deltaSuffix}`,
      ci: metric.ci === null ? null : ciText(metric.ci, format, scale),
      ciLevel: metric.ci === null ? null : formatLevel(metric.ciLevel),
      chip: verdictChip(metric.verdict),
    };
  });
}

/** The drift banner: its verdict's style, or a neutral note when there is no drift check; `shown` shortens run names. */
export function driftBanner(
  trend: TrendResult,
  shown: (name: string) => string = (name) => name,
): { label: string; icon: string; className: string; reason: string } {
  if ('skipped' in trend.drift) return { label: 'No drift check', icon: '·', className: 'o-inconclusive', reason: trend.drift.skipped };
  const style = OVERALL_STYLE[trend.drift.verdict];
  const label = trend.drift.verdict === 'pass' ? 'No drift' : trend.drift.verdict === 'regressed' ? 'Drifting down' : 'Drift inconclusive';
  return {
    label,
    icon: style.icon,
    className: style.className,
    reason: `${trend.drift.reason} ${shown(trend.drift.from)} → ${shown(trend.drift.to)}, ${trend.drift.pairedItems} paired items.`,
  };
}

/**
 * The folder every run name starts with (up to a `/`), so long absolute paths are shown once
 * and each row keeps only what tells its runs apart; '' when they share none or there is one run.
 */
export function commonFolder(names: readonly string[]): string {
  if (names.length < 2) return '';
  let prefix = names[0] ?? '';
  for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const cut = prefix.lastIndexOf('/');
  return cut < 0 ? '' : prefix.slice(0, cut + 1);
}

/** The date and minute of an ISO instant, UTC. */
export function shortTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
