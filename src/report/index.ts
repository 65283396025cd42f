/** report/: renders a run's results.json + items.jsonl as HTML, Markdown and CSV. */
export { renderReportHtml } from './renderReportHtml.js';
export { renderLabelPage, type LabelPageInput } from './renderLabelPage.js';
export { renderSummaryMarkdown } from './renderSummaryMarkdown.js';
export { renderItemsCsv, ITEMS_CSV_COLUMNS } from './renderItemsCsv.js';
export { writeReportFiles, type WriteReportOptions, type WriteReportResult } from './writeReportFiles.js';
export { renderJunitXml, renderJunitXmlSuites } from './renderJunitXml.js';
export { renderJsonSummary, jsonSummary, type JsonSummary, type JsonMetricSummary, type SummaryPaths } from './renderJsonSummary.js';
export {
  candidatesIndex,
  worstExitCode,
  EXIT_SEVERITY,
  type CandidatesIndex,
  type CandidateIndexEntry,
  type CandidateMetricEntry,
  type CandidateOutcome,
} from './candidatesIndex.js';
export { renderCandidatesIndexHtml, renderCandidatesSummaryMarkdown } from './renderCandidatesIndex.js';
export { writeCandidatesIndex, CANDIDATES_INDEX_FILES } from './writeCandidatesIndex.js';
export { renderTrendHtml } from './renderTrendHtml.js';
export { renderTrendMarkdown } from './renderTrendMarkdown.js';
export { writeTrendFiles, TREND_FILES, type WriteTrendResult } from './writeTrendFiles.js';
/** The families' own record checks, for commands that read a run folder to render it. */
export { checkRecordOfFamily } from '../families/presentations.js';
export { CLASSIFIER_TRUST, classifierTrustWarning } from './classifierTrust.js';
