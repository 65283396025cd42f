/** trend.html: one self-contained page for a release line, rendered from trend.json. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { formatLevel } from '../format/format.js';
import { TOOL_VERSION, type TrendResult } from '../results/index.js';
import { renderSvg } from './charts/renderSvg.js';
import { trendSpec } from './charts/trendSpec.js';
import { OVERALL_STYLE } from './style/verdictStyle.js';
import { commonFolder, driftBanner, driftRows, reportLink, shortTime, trendCell } from './trendView.js';

/** No script at all: the page is tables and inline SVG. */
const TREND_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

let template: Handlebars.TemplateDelegate | undefined;

/** trend.hbs with the report's styles, compiled once per process. Throws if a template file is missing. */
function trendTemplate(): Handlebars.TemplateDelegate {
  if (template !== undefined) return template;
  const read = (name: string) => readFileSync(fileURLToPath(new URL(`./templates/${name}`, import.meta.url)), 'utf8');
  // An isolated instance, as for the report: nothing registered elsewhere leaks in.
  const hbs = Handlebars.create();
  hbs.registerPartial('styles', read('styles.css'));
  template = hbs.compile(read('trend.hbs'), { strict: true });
  return template;
}

/**
 * Render the trend page; links to run reports are relative to `outDir`, where the page is
 * written. Deterministic (no clock), offline (no request of any kind: CSP without sources),
 * every text escaped by Handlebars; the charts carry run numbers, never run names.
 * Throws if Vega rejects a chart (a bug).
 */
export async function renderTrendHtml(trend: TrendResult, outDir: string): Promise<string> {
  const charts = [];
  for (const [index, metric] of trend.metrics.entries()) {
    const spec = trendSpec(metric, trend.runs);
    if (spec !== null) charts.push({ id: metric.id, label: metric.label, svg: await renderSvg(spec, `trend${index}`, `${metric.label} across runs`) });
  }
  const newest = trend.runs[trend.runs.length - 1];
  const folder = commonFolder([...trend.runs, ...trend.apart].map((run) => run.name));
  const shown = (name: string) => (name.startsWith(folder) ? name.slice(folder.length) : name);
  const banner = driftBanner(trend, shown);
  return trendTemplate()({
    csp: TREND_CSP,
    toolVersion: TOOL_VERSION,
    title: `tunegate trend: ${banner.label} — ${trend.runs.length} runs`,
    banner,
    summary: summaryLine(trend),
    folder,
    newest:
      newest === undefined ? null : { name: shown(newest.name), report: reportLink(newest, outDir), whereChanged: reportLink(newest, outDir, '#where-h') },
    drift: 'skipped' in trend.drift ? null : driftRows(trend.drift),
    charts,
    metricHeads: trend.metrics.map((metric) => ({ id: metric.id, label: metric.label })),
    rows: trend.runs.map((run, index) => {
      const overall = OVERALL_STYLE[run.verdict];
      return {
        number: index + 1,
        name: shown(run.name),
        report: reportLink(run, outDir),
        started: shortTime(run.startedAt),
        baseSha: run.base.sha256,
        baseShort: run.base.sha256.slice(0, 10),
        tunedSha: run.tuned.sha256,
        tunedShort: run.tuned.sha256.slice(0, 10),
        newBase: run.newBase,
        overall: { label: overall.label, icon: overall.icon, className: overall.className },
        partial: run.partial,
        cells: trend.metrics.map((metric) =>
          trendCell(
            metric,
            run.points.find((point) => point.id === metric.id),
          ),
        ),
      };
    }),
    apart: trend.apart.map((run) => ({
      name: shown(run.name),
      started: shortTime(run.startedAt),
      differences: run.differences,
      report: reportLink(run, outDir),
    })),
    note: noteLine(trend),
  });
}

/** How many runs, bases and runs set apart, and the order. */
export function summaryLine(trend: TrendResult): string {
  const bases = new Set(trend.runs.map((run) => run.base.sha256)).size;
  const order = trend.order === 'time' ? 'ordered by start time' : 'in the order given';
  return `${trend.runs.length} run${trend.runs.length === 1 ? '' : 's'} on the line against ${bases} base${bases === 1 ? '' : 's'}, ${order}; ${trend.apart.length} measured differently and listed apart.`;
}

function noteLine(trend: TrendResult): string {
  const level =
    'skipped' in trend.drift
      ? ''
      : ` Drift intervals are paired bootstrap intervals over the items both runs scored, Holm-adjusted over the gated metrics (${formatLevel(trend.drift.metrics[0]?.ciUnadjustedLevel ?? 0.95)} family-wise).`;
  return `Δ per run = tuned − that run's base, as its own report shows it. Drift Δ = newest tuned − oldest tuned of the newest run's base.${level}`;
}
