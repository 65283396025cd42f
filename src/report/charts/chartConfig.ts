/** Shared Vega-Lite look of every report chart: system fonts only, quiet axes, white ground. */
import type { Config, TopLevelSpec } from 'vega-lite';
import { VERDICT_ORDER, VERDICT_STYLE } from '../style/verdictStyle.js';

/** System font stack: the report loads no web fonts. */
export const CHART_FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** Vega-Lite config applied to every chart. */
export const CHART_CONFIG: Config = {
  font: CHART_FONT,
  background: '#ffffff',
  padding: 6,
  view: { stroke: null },
  axis: {
    labelColor: '#24292f',
    titleColor: '#24292f',
    titleFontWeight: 500,
    labelFontSize: 11,
    titleFontSize: 11,
    gridColor: '#eaeef2',
    domainColor: '#8c959f',
    tickColor: '#8c959f',
  },
  title: { fontSize: 12, fontWeight: 600, anchor: 'start', color: '#24292f' },
  legend: { labelFontSize: 11, titleFontSize: 11 },
  concat: { spacing: 14 },
};

/** Colour encoding of a verdict field with a fixed domain, so colours never depend on the data. */
export function verdictColor(field: string): Record<string, unknown> {
  return {
    field,
    type: 'nominal',
    title: 'verdict',
    scale: { domain: VERDICT_ORDER.map((v) => VERDICT_STYLE[v].label), range: VERDICT_ORDER.map((v) => VERDICT_STYLE[v].color) },
    legend: null,
  };
}

/** Shape encoding of a verdict field (readable without colour). */
export function verdictShape(field: string): Record<string, unknown> {
  return {
    field,
    type: 'nominal',
    title: 'verdict',
    scale: { domain: VERDICT_ORDER.map((v) => VERDICT_STYLE[v].label), range: VERDICT_ORDER.map((v) => VERDICT_STYLE[v].shape) },
    legend: null,
  };
}

/**
 * The one cast of the chart code: Vega-Lite's nested spec types do not compose from the plain
 * objects the builders return, so a finished spec is typed here; compile() validates it.
 */
export function asTopLevelSpec(spec: Record<string, unknown>): TopLevelSpec {
  return spec as unknown as TopLevelSpec;
}
