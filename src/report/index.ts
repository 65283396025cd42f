/** report/: renders a run's results.json + items.jsonl as HTML, Markdown and CSV. Reads only results types. */
export { renderReportHtml } from './renderReportHtml.js';
export { renderSummaryMarkdown } from './renderSummaryMarkdown.js';
export { renderItemsCsv, ITEMS_CSV_COLUMNS } from './renderItemsCsv.js';
export { writeReportFiles, type WriteReportOptions, type WriteReportResult } from './writeReportFiles.js';
export { readRunDir, type RunDirContents } from '../results/readRunDir.js';
export { writeFileAtomic } from '../results/writeFileAtomic.js';
export { wordDiff, type WordDiffResult, type WordRange } from '../format/wordDiff.js';
