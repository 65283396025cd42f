/** Write a release line's trend.json, trend.md and trend.html into one folder. */
import { join } from 'node:path';
import { makeDirs, outputTarget, writeFileAtomic, type TrendResult } from '../results/index.js';
import { visibleControls } from '../format/index.js';
import { renderTrendHtml } from './renderTrendHtml.js';
import { renderTrendMarkdown } from './renderTrendMarkdown.js';

/** The files `tunegate trend` writes, by kind. */
export const TREND_FILES = { json: 'trend.json', markdown: 'trend.md', html: 'trend.html' } as const;

/** Paths written. */
export interface WriteTrendResult {
  readonly json: string;
  readonly markdown: string;
  readonly html: string;
}

/** Create `outDir` if needed and write the three files, each atomically. Throws RuntimeFailureError naming a path that cannot be written. */
export async function writeTrendFiles(outDir: string, trend: TrendResult): Promise<WriteTrendResult> {
  await makeDirs(outDir, '--out');
  const paths = { json: join(outDir, TREND_FILES.json), markdown: join(outDir, TREND_FILES.markdown), html: join(outDir, TREND_FILES.html) };
  for (const path of Object.values(paths)) outputTarget(path);
  await writeFileAtomic(paths.json, `${JSON.stringify(trend, null, 2)}\n`);
  // Run folder names are the user's text: a NUL or a bidi control in one is shown as its escape.
  await writeFileAtomic(paths.markdown, visibleControls(renderTrendMarkdown(trend)));
  await writeFileAtomic(paths.html, visibleControls(await renderTrendHtml(trend, outDir)));
  return paths;
}
