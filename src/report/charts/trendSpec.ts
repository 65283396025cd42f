/** One small chart per gated metric of a release line: the tuned value per run, its interval, the base and the releases. */
import type { TopLevelSpec } from 'vega-lite';
import type { TrendMetric, TrendRun } from '../../results/index.js';
import { metricFormat } from '../style/metricScale.js';
import { VERDICT_STYLE } from '../style/verdictStyle.js';
import { asTopLevelSpec, CHART_CONFIG, verdictColor, verdictShape } from './chartConfig.js';
import { paddedDomain } from './forestSpec.js';

/** Plot size of each chart, px: two fit side by side in the report's column. */
const PLOT_WIDTH = 470;
const PLOT_HEIGHT = 110;

/**
 * Vega-Lite spec of `metric` across `runs` (x: run number, as the runs table numbers them;
 * names stay out of the SVG). Per run: the tuned value with the interval of its Δ moved onto
 * the base (base + CI), the base value as a step line, the "no change" band of a metric with a
 * tolerance, and a dashed rule where the base model changed. Null when no run has a value.
 */
export function trendSpec(metric: TrendMetric, runs: readonly TrendRun[]): TopLevelSpec | null {
  const f = metricFormat(metric).chartFactor;
  const rows = runs.flatMap((run, index) => {
    const point = run.points.find((candidate) => candidate.id === metric.id);
    if (point === undefined || point.base === null || point.tuned === null) return [];
    const base = point.base * f;
    const ci = point.ci;
    const band = metric.tolerance === undefined ? {} : { bandLo: base - metric.tolerance * f, bandHi: base + metric.tolerance * f };
    return [
      {
        run: index + 1,
        base,
        tuned: point.tuned * f,
        ...(ci === null ? {} : { lo: base + ci[0] * f, hi: base + ci[1] * f }),
        ...band,
        verdict: VERDICT_STYLE[point.verdict].label,
      },
    ];
  });
  if (rows.length === 0) return null;
  const releases = runs.flatMap((run, index) => (run.newBase ? [{ run: index + 0.5 }] : []));
  const values = rows.flatMap((row) => [row.base, row.tuned, row.lo, row.hi, row.bandLo, row.bandHi].filter((v): v is number => v !== undefined));
  const x = {
    type: 'quantitative',
    title: 'run',
    scale: { domain: [0.5, runs.length + 0.5], nice: false },
    axis: { tickMinStep: 1, format: 'd', grid: false },
  };
  const y = { type: 'quantitative', title: null, scale: { domain: paddedDomain(values), nice: false, zero: false }, axis: { tickCount: 4 } };
  return asTopLevelSpec({
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CHART_CONFIG,
    width: PLOT_WIDTH,
    height: PLOT_HEIGHT,
    data: { values: rows },
    layer: [
      ...(metric.tolerance === undefined
        ? []
        : [
            {
              mark: { type: 'area', color: '#eaeef2', interpolate: 'step' },
              encoding: { x: { ...x, field: 'run' }, y: { ...y, field: 'bandLo' }, y2: { field: 'bandHi' } },
            },
          ]),
      {
        mark: { type: 'line', color: '#57606a', strokeDash: [4, 3], interpolate: 'step' },
        encoding: { x: { ...x, field: 'run' }, y: { ...y, field: 'base' } },
      },
      ...(releases.length === 0
        ? []
        : [
            {
              data: { values: releases },
              mark: { type: 'rule', color: '#9a6700', strokeWidth: 1.5, strokeDash: [2, 2] },
              encoding: { x: { ...x, field: 'run' } },
            },
          ]),
      {
        mark: { type: 'rule', strokeWidth: 2 },
        encoding: { x: { ...x, field: 'run' }, y: { ...y, field: 'lo' }, y2: { field: 'hi' }, color: verdictColor('verdict') },
      },
      {
        mark: { type: 'point', filled: true, size: 60, stroke: '#ffffff', strokeWidth: 1 },
        encoding: { x: { ...x, field: 'run' }, y: { ...y, field: 'tuned' }, color: verdictColor('verdict'), shape: verdictShape('verdict') },
      },
    ],
  });
}
