/** Small multiples of each metric's bootstrap distribution of Δ (from its histogram). */
import type { TopLevelSpec } from 'vega-lite';
import type { MetricResult } from '../../results/types.js';
import { metricFormat } from '../style/metricScale.js';
import { VERDICT_STYLE } from '../style/verdictStyle.js';
import { asTopLevelSpec, CHART_CONFIG } from './chartConfig.js';
import { paddedDomain } from './forestSpec.js';

/**
 * Vega-Lite spec with one histogram panel per metric that has a `histogram`, two panels a
 * row: bars of the bootstrap replicates of Δ (chart units: pp for rates), the CI shaded, the
 * zero line dashed and the observed Δ as a solid line. Returns null when no metric has one.
 */
export function bootstrapSpec(metrics: readonly MetricResult[]): TopLevelSpec | null {
  const panels = metrics.filter((m) => m.histogram !== undefined && m.histogram.counts.length > 0 && m.delta !== null);
  if (panels.length === 0) return null;
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    columns: 2,
    concat: panels.map(panel),
    spacing: 24,
  });
}

function panel(metric: MetricResult): Record<string, unknown> {
  const format = metricFormat(metric);
  const f = format.chartFactor;
  const edges = metric.histogram?.edges ?? [];
  const bins = (metric.histogram?.counts ?? []).map((count, i) => ({ x0: (edges[i] ?? 0) * f, x1: (edges[i + 1] ?? 0) * f, count }));
  const delta = (metric.delta ?? 0) * f;
  const ci = metric.ci ?? [metric.delta ?? 0, metric.delta ?? 0];
  const domain = paddedDomain([0, delta, ...bins.map((b) => b.x0), ...bins.map((b) => b.x1)]);
  const x = {
    type: 'quantitative',
    title: format.deltaAxis,
    scale: { domain, nice: false },
    axis: { tickCount: 5, titleFontWeight: 400, titleColor: '#57606a' },
  };
  const color = VERDICT_STYLE[metric.verdict].color;
  return {
    title: { text: metric.gated ? metric.label : `${metric.label} (exploratory)`, fontSize: 12 },
    width: 400,
    height: 110,
    layer: [
      {
        data: { values: [{ lo: ci[0] * f, hi: ci[1] * f }] },
        mark: { type: 'rect', color, opacity: 0.1 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' } },
      },
      {
        data: { values: bins },
        mark: { type: 'rect', color: '#8c959f', stroke: '#ffffff', strokeWidth: 0.5 },
        encoding: {
          x: { ...x, field: 'x0' },
          x2: { field: 'x1' },
          y: { field: 'count', type: 'quantitative', title: 'replicates', axis: { tickCount: 3, titleFontWeight: 400, titleColor: '#57606a' } },
        },
      },
      {
        data: { values: [{ v: 0 }] },
        mark: { type: 'rule', color: '#24292f', strokeDash: [4, 3] },
        encoding: { x: { ...x, field: 'v' } },
      },
      {
        data: { values: [{ v: delta }] },
        mark: { type: 'rule', color, strokeWidth: 2 },
        encoding: { x: { ...x, field: 'v' } },
      },
    ],
  };
}
