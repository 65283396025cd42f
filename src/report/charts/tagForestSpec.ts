/** Per-tag forest plot of one family: exploratory Δ with CI for each tag, one panel per metric. */
import type { TopLevelSpec } from 'vega-lite';
import type { MetricResult } from '../../results/types.js';
import { metricFormat } from '../style/metricScale.js';
import { VERDICT_STYLE } from '../style/verdictStyle.js';
import { asTopLevelSpec, CHART_CONFIG, verdictColor, verdictShape } from './chartConfig.js';
import { paddedDomain } from './forestSpec.js';

/** Row height per tag, px. */
const ROW_HEIGHT = 20;

/**
 * Vega-Lite spec of the per-tag Δ of every non-skipped metric of one family that has tag
 * results (chart units: pp for rates); tags without a CI (n < 2) show the point only.
 * Returns null when no metric has tag results.
 */
export function tagForestSpec(metrics: readonly MetricResult[]): TopLevelSpec | null {
  const panels = metrics.filter((m) => m.verdict !== 'skipped' && m.byTag.length > 0);
  if (panels.length === 0) return null;
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    vconcat: panels.map(panel),
    spacing: 18,
  });
}

function panel(metric: MetricResult): Record<string, unknown> {
  const format = metricFormat(metric.id);
  const f = format.chartFactor;
  const rows = metric.byTag.map((t) => ({
    tag: `${t.tag} (n=${t.n})`,
    delta: t.delta * f,
    lo: (t.ci?.[0] ?? t.delta) * f,
    hi: (t.ci?.[1] ?? t.delta) * f,
    verdict: VERDICT_STYLE[t.verdict].label,
  }));
  const domain = paddedDomain([0, ...rows.flatMap((r) => [r.lo, r.hi, r.delta])]);
  const x = { type: 'quantitative', title: format.deltaAxis, scale: { domain, nice: false }, axis: { tickCount: 6, titleFontWeight: 400, titleColor: '#57606a' } };
  const y = {
    field: 'tag',
    type: 'nominal',
    title: null,
    sort: null,
    axis: { minExtent: 180, maxExtent: 180, labelLimit: 0, ticks: false, domain: false, grid: true, gridColor: '#f6f8fa' },
  };
  return {
    title: { text: `${metric.label}: by tag (exploratory, not gated)`, fontSize: 12 },
    width: 560,
    height: { step: ROW_HEIGHT },
    data: { values: rows },
    layer: [
      { mark: { type: 'rule', color: '#57606a' }, encoding: { x: { ...x, datum: 0 } } },
      { mark: { type: 'rule', strokeWidth: 2, strokeCap: 'round' }, encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' }, y, color: verdictColor('verdict') } },
      {
        mark: { type: 'point', filled: true, size: 70, stroke: '#ffffff', strokeWidth: 1 },
        encoding: { x: { ...x, field: 'delta' }, y, color: verdictColor('verdict'), shape: verdictShape('verdict') },
      },
    ],
  };
}
