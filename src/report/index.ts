/** report/: renders a run's results.json + items.jsonl as HTML, Markdown and CSV. */
export { renderReportHtml } from './renderReportHtml.js';
export { renderSummaryMarkdown } from './renderSummaryMarkdown.js';
export { renderItemsCsv, ITEMS_CSV_COLUMNS } from './renderItemsCsv.js';
export { writeReportFiles, type WriteReportOptions, type WriteReportResult } from './writeReportFiles.js';
export { renderJunitXml } from './renderJunitXml.js';
export { renderJsonSummary, jsonSummary, type JsonSummary, type JsonMetricSummary, type SummaryPaths } from './renderJsonSummary.js';
