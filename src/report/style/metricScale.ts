/** How each metric's numbers are displayed: its unit, chart axis factor and formatters. */
import { presentationFor } from '../../families/presentations.js';
import type { MetricResult, MetricUnit } from '../../results/types.js';
import { formatFixed, formatSignedFixed, formatSignedValue, formatSignificant, formatSignedSignificant } from '../../format/format.js';
import { formatPercent } from '../../format/formatPercent.js';

export type { MetricUnit } from '../../results/types.js';

/** Formatters and chart scaling for one unit. */
export interface UnitFormat {
  /** Multiplier from stored values to chart values (100 for rates: charts are in %/pp). */
  readonly chartFactor: number;
  /** Unit suffix of a Δ, e.g. " pp". */
  readonly deltaSuffix: string;
  /** Axis title of a Δ chart. */
  readonly deltaAxis: string;
  /** A value of one model, e.g. "71.2 %". */
  value(v: number): string;
  /** A signed Δ; `scale` is the largest |number| shown beside it, to pick shared decimals. */
  delta(v: number, scale: number): string;
}

/** Decimals for percentage points: finer when every number in the row is under 1 pp. */
function ppDecimals(scalePp: number): number {
  return Math.abs(scalePp) < 1 ? 2 : 1;
}

/** Formatting of each unit. */
export const UNIT_FORMAT: Readonly<Record<MetricUnit, UnitFormat>> = {
  rate: {
    chartFactor: 100,
    deltaSuffix: ' pp',
    deltaAxis: 'Δ (percentage points)',
    value: (v) => formatPercent(v),
    delta: (v, scale) => formatSignedFixed(v * 100, ppDecimals(scale * 100)),
  },
  nats: {
    chartFactor: 1,
    deltaSuffix: ' nats',
    deltaAxis: 'Δ (nats)',
    value: (v) => formatSignificant(v, 3),
    delta: (v) => formatSignedSignificant(v, 3),
  },
  ratio: {
    chartFactor: 1,
    deltaSuffix: '',
    deltaAxis: 'Δ (ratio)',
    value: (v) => formatFixed(v, 3),
    // The judge's reason prints a ratio's Δ and CI with formatValue: the table uses the same rounding, so its cells match the sentence beside them.
    delta: (v) => formatSignedValue(v),
  },
  bits: {
    chartFactor: 1,
    deltaSuffix: ' bits',
    deltaAxis: 'Δ (bits)',
    value: (v) => formatSignificant(v, 4),
    delta: (v) => formatSignedSignificant(v, 3),
  },
  // Scores from other harnesses have no known scale (F1 in [0, 1], BLEU in [0, 100]): significant digits fit both.
  score: {
    chartFactor: 1,
    deltaSuffix: '',
    deltaAxis: 'Δ (score)',
    value: (v) => formatSignificant(v, 4),
    delta: (v) => formatSignedSignificant(v, 3),
  },
};

/**
 * A metric's unit: the one results.json records (score metrics, registered families'), else the
 * one its family's presentation fixes for its id (the `<family>.` prefix), else `score`.
 */
export function metricUnit(metric: Pick<MetricResult, 'id' | 'unit'>): MetricUnit {
  if (metric.unit !== undefined) return metric.unit;
  const family = metric.id.slice(0, Math.max(metric.id.indexOf('.'), 0));
  return presentationFor(family as MetricResult['family'])?.units?.[metric.id] ?? 'score';
}

/** The format of a metric's unit (see metricUnit). */
export function metricFormat(metric: Pick<MetricResult, 'id' | 'unit'>): UnitFormat {
  return UNIT_FORMAT[metricUnit(metric)];
}
