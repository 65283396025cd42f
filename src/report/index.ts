/** report/: renders a run's results.json + items.jsonl as HTML, Markdown and CSV. Reads only results types. */
export { renderReportHtml } from './renderReportHtml.js';
export { renderSummaryMarkdown } from './renderSummaryMarkdown.js';
export { renderItemsCsv, ITEMS_CSV_COLUMNS } from './renderItemsCsv.js';
export { writeReportFiles, type WriteReportOptions, type WriteReportResult } from './io/writeReportFiles.js';
export { readRunDir, type RunDirContents } from './io/readRunDir.js';
export { writeFileAtomic } from './io/writeFileAtomic.js';
export { wordDiff, type WordDiffResult, type WordRange } from './wordDiff.js';
