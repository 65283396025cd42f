/** Writes report.html, summary.md and items.csv of one run, each atomically. */
import { join } from 'node:path';
import type { AnyRunResults, ItemRecord } from '../results/types.js';
import { itemsCsvLines } from './renderItemsCsv.js';
import { renderReportHtml } from './renderReportHtml.js';
import { renderSummaryMarkdown } from './renderSummaryMarkdown.js';
import { parseResults, reparsedItems } from '../results/runFolder.js';
import { checkRecordOfFamily } from '../families/presentations.js';
import { textChunks } from '../results/textChunks.js';
import { writeFileAtomic } from '../results/writeFileAtomic.js';
import { outputTarget } from '../results/outputTarget.js';
import { visibleControls } from '../format/index.js';

/** Where the rendered files go. */
export interface WriteReportOptions {
  /** Path of the HTML report; default `<dir>/report.html`. */
  readonly htmlPath?: string;
}

/** Paths of the files written. */
export interface WriteReportResult {
  readonly html: string;
  readonly summary: string;
  readonly csv: string;
}

/**
 * Render and write `dir`/report.html, summary.md and items.csv (temp file + rename each).
 * The inputs are first passed through JSON and the results.json validator, exactly as
 * `tunegate report` reads them back, so a re-render from disk is byte-identical.
 * Throws RuntimeFailureError when a file cannot be written, InvalidInputError on malformed input.
 */
export async function writeReportFiles(
  dir: string,
  results: AnyRunResults,
  items: readonly ItemRecord[],
  options: WriteReportOptions = {},
): Promise<WriteReportResult> {
  const cleanResults = parseResults(JSON.stringify(results), 'results');
  const cleanItems = reparsedItems(items, 'items', checkRecordOfFamily);
  const paths = { html: options.htmlPath ?? join(dir, 'report.html'), summary: join(dir, 'summary.md'), csv: join(dir, 'items.csv') };
  // All three names checked before any is written: `--out /dev/full` must not leave summary.md in /dev.
  for (const path of Object.values(paths)) outputTarget(path);
  // Ids and replies are the user's text: a NUL or a bidi control in one is shown as its escape, never written raw.
  const html = visibleControls(await renderReportHtml(cleanResults, cleanItems));
  await writeFileAtomic(paths.html, html);
  await writeFileAtomic(paths.summary, visibleControls(renderSummaryMarkdown(cleanResults)));
  await writeFileAtomic(paths.csv, textChunks(visibleLines(itemsCsvLines(cleanItems))));
  return paths;
}

function* visibleLines(lines: Iterable<string>): Generator<string> {
  for (const line of lines) yield visibleControls(line);
}
