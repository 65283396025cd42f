/** The chart kind a family may ask for (FamilyPresentation.chart): ranked horizontal bars with a dashed reference line. */
import type { TopLevelSpec } from 'vega-lite';
import type { RankedBarsChart } from '../../families/presentation.js';
import { asTopLevelSpec, CHART_CONFIG } from './chartConfig.js';

/** Vega-Lite spec of one horizontal bar per entry of `chart.bars`, in their order, with `chart.rule` as a dashed line; null without bars. */
export function rankedBarsSpec(chart: RankedBarsChart): TopLevelSpec | null {
  if (chart.bars.length === 0) return null;
  const values = chart.bars.map((bar) => ({ label: bar.label, value: bar.value }));
  const x = { type: 'quantitative', title: chart.axisTitle, axis: { titleFontWeight: 400, titleColor: '#57606a', tickCount: 6 } };
  const bars = {
    data: { values },
    mark: { type: 'bar', color: '#bc4c00', cornerRadiusEnd: 2 },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 0, minExtent: 200, maxExtent: 200, ticks: false, domain: false } },
      x: { ...x, field: 'value' },
    },
  };
  const rule = {
    data: { values: [{ t: chart.rule }] },
    mark: { type: 'rule', color: '#9a6700', strokeDash: [4, 3], strokeWidth: 1.5 },
    encoding: { x: { ...x, field: 't' } },
  };
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    width: 560,
    height: { step: 16 },
    layer: chart.rule === null ? [bars] : [bars, rule],
  });
}
