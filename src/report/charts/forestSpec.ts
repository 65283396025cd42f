/** Forest plot of every metric's Δ with its CI: one row per metric, each on its own scale. */
import type { TopLevelSpec } from 'vega-lite';
import type { MetricResult } from '../../results/types.js';
import { metricFormat } from '../style/metricScale.js';
import { VERDICT_STYLE } from '../style/verdictStyle.js';
import { asTopLevelSpec, CHART_CONFIG, verdictColor, verdictShape } from './chartConfig.js';

/** Width of the plotting area and of the label column, px. */
const PLOT_WIDTH = 600;
const LABEL_WIDTH = 230;

/**
 * Vega-Lite spec of the Δ forest plot of the non-skipped `metrics` (chart units: pp for
 * rates). Each row shows Δ, its (adjusted) CI, the zero line and the metric's threshold
 * lines: ±`minEffect` for directional metrics, the tolerance for non-directional ones.
 * Returns null when no metric has numbers to plot.
 */
export function forestSpec(metrics: readonly MetricResult[], minEffect: number): TopLevelSpec | null {
  const rows = metrics.filter((m) => m.delta !== null && m.ci !== null);
  if (rows.length === 0) return null;
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    vconcat: rows.map((m) => forestRow(m, minEffect)),
    spacing: 6,
  });
}

/** Threshold lines of one metric in chart units. */
export function thresholdLines(metric: MetricResult, minEffect: number): number[] {
  const factor = metricFormat(metric).chartFactor;
  if (metric.direction === 'none') {
    if (metric.tolerance === undefined || metric.tolerance <= 0) return [];
    return [(metric.delta !== null && metric.delta < 0 ? -1 : 1) * metric.tolerance * factor];
  }
  return minEffect > 0 ? [-minEffect * factor, minEffect * factor] : [];
}

function forestRow(metric: MetricResult, minEffect: number): Record<string, unknown> {
  const format = metricFormat(metric);
  const f = format.chartFactor;
  const [lo, hi] = metric.ci ?? [0, 0];
  const label = metric.gated ? metric.label : `${metric.label} (exploratory)`;
  const datum = {
    label,
    delta: (metric.delta ?? 0) * f,
    lo: lo * f,
    hi: hi * f,
    verdict: VERDICT_STYLE[metric.verdict].label,
  };
  const thresholds = thresholdLines(metric, minEffect);
  const y = {
    field: 'label',
    type: 'nominal',
    title: null,
    axis: { minExtent: LABEL_WIDTH, maxExtent: LABEL_WIDTH, labelLimit: 0, labelFontSize: 12, ticks: false, domain: false },
  };
  const x = {
    type: 'quantitative',
    title: format.deltaAxis,
    scale: { domain: paddedDomain([0, datum.lo, datum.hi, datum.delta, ...thresholds]), nice: false },
    axis: { tickCount: 6, titleFontWeight: 400, titleColor: '#57606a' },
  };
  return {
    width: PLOT_WIDTH,
    height: 22,
    data: { values: [datum] },
    layer: [
      { mark: { type: 'rule', color: '#57606a', strokeWidth: 1 }, encoding: { x: { ...x, datum: 0 } } },
      {
        data: { values: thresholds.map((t) => ({ t })) },
        mark: { type: 'rule', color: '#9a6700', strokeDash: [4, 3], strokeWidth: 1 },
        encoding: { x: { ...x, field: 't' } },
      },
      {
        mark: { type: 'rule', strokeWidth: 2.5, strokeCap: 'round' },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' }, y, color: verdictColor('verdict') },
      },
      {
        mark: { type: 'point', filled: true, size: 110, stroke: '#ffffff', strokeWidth: 1 },
        encoding: { x: { ...x, field: 'delta' }, y, color: verdictColor('verdict'), shape: verdictShape('verdict') },
      },
    ],
  };
}

/** [min, max] of `values` widened by 8 % each side so marks never sit on the frame. */
export function paddedDomain(values: readonly number[]): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = hi > lo ? (hi - lo) * 0.08 : Math.max(Math.abs(hi), 1) * 0.1;
  return [lo - pad, hi + pad];
}
