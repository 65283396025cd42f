/** report.html: one self-contained, deterministic page rendered from results.json + items.jsonl. */
import type { AnyRunResults, ItemRecord } from '../results/types.js';
import { reportCharts } from './charts/reportCharts.js';
import { reportTemplates } from './templates.js';
import { reportView } from './view/reportView.js';
import { tagSections } from './view/tagSections.js';

/**
 * Render the HTML report. Deterministic: the same input gives byte-identical output (no
 * clock, stable ordering, stable SVG ids). Offline: no external resource of any kind; the
 * CSP allows inline styles, data: images and only the page's own hashed script.
 * Throws if a template file is missing or Vega rejects a chart (both are bugs).
 */
export async function renderReportHtml(results: AnyRunResults, items: readonly ItemRecord[]): Promise<string> {
  const templates = reportTemplates();
  const csp = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src ${templates.scriptHash}; base-uri 'none'; form-action 'none'`;
  // One tag view feeds both the per-tag charts and the per-tag tables, so they show the same rows.
  const tags = tagSections(results);
  const charts = await reportCharts(results, items, tags);
  return templates.page(reportView(results, items, { charts, tags, csp }));
}
