/** Per-tag forest plot of one family: the unfolded rows of its tag table, one panel per metric. */
import type { TopLevelSpec } from 'vega-lite';
import type { TagSectionView } from '../view/tagSections.js';
import { VERDICT_STYLE } from '../style/verdictStyle.js';
import { asTopLevelSpec, CHART_CONFIG, verdictColor, verdictShape } from './chartConfig.js';
import { paddedDomain } from './forestSpec.js';

/** Row height per tag, px. */
const ROW_HEIGHT = 17;
/** Width of the tag labels, and of all panels together, px. */
const LABEL_WIDTH = 230;
const PANELS_WIDTH = 800;
const PANEL_SPACING = 16;

/**
 * Vega-Lite spec of the Δ with CI of each of `section`'s chart rows (the table's unfolded
 * rows, in its order), side by side for every metric of the family; the panels share the
 * rows, and a tag a metric has no result for is left empty. Tags without a CI (n < 2)
 * show the point only. Returns null when no row is unfolded.
 */
export function tagForestSpec(section: TagSectionView): TopLevelSpec | null {
  if (section.chartRows.length === 0 || section.metrics.length === 0) return null;
  const labels = section.chartRows.map((r) => r.label);
  const count = section.metrics.length;
  const width = Math.min(560, Math.floor((PANELS_WIDTH - PANEL_SPACING * (count - 1)) / count));
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    hconcat: section.metrics.map((metric, j) => panel(section, j, labels, width, metric.label, metric.deltaAxis)),
    spacing: PANEL_SPACING,
  });
}

function panel(section: TagSectionView, index: number, labels: readonly string[], width: number, title: string, axisTitle: string): Record<string, unknown> {
  const rows = section.chartRows.flatMap((r) => {
    const p = r.points[index];
    return p ? [{ tag: r.label, delta: p.delta, lo: p.lo, hi: p.hi, verdict: VERDICT_STYLE[p.verdict].label }] : [];
  });
  const domain = paddedDomain([0, ...rows.flatMap((r) => [r.lo, r.hi, r.delta])]);
  const x = { type: 'quantitative', title: axisTitle, scale: { domain, nice: false }, axis: { tickCount: 5, titleFontWeight: 400, titleColor: '#57606a' } };
  const first = index === 0;
  const y = {
    field: 'tag',
    type: 'nominal',
    title: null,
    sort: null,
    // Every panel lists every row, so rows line up across panels even where one is empty.
    scale: { domain: labels },
    axis: first
      ? { minExtent: LABEL_WIDTH, maxExtent: LABEL_WIDTH, labelLimit: LABEL_WIDTH, ticks: false, domain: false, grid: true, gridColor: '#f6f8fa' }
      : { labels: false, ticks: false, domain: false, grid: true, gridColor: '#f6f8fa' },
  };
  return {
    title: { text: title, fontSize: 12 },
    width,
    height: { step: ROW_HEIGHT },
    data: { values: rows },
    layer: [
      { mark: { type: 'rule', color: '#57606a' }, encoding: { x: { ...x, datum: 0 } } },
      {
        mark: { type: 'rule', strokeWidth: 2, strokeCap: 'round' },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' }, y, color: verdictColor('verdict') },
      },
      {
        mark: { type: 'point', filled: true, size: 70, stroke: '#ffffff', strokeWidth: 1 },
        encoding: { x: { ...x, field: 'delta' }, y, color: verdictColor('verdict'), shape: verdictShape('verdict') },
      },
    ],
  };
}
