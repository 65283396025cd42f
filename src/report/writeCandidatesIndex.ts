/** Writes the index files of a run of several candidates: index.json, index.html, summary.md. */
import { join } from 'node:path';
import { CANDIDATES_INDEX_FILE } from '../results/outputFolder.js';
import { writeFileAtomic } from '../results/writeFileAtomic.js';
import type { CandidatesIndex } from './candidatesIndex.js';
import { renderCandidatesIndexHtml, renderCandidatesSummaryMarkdown } from './renderCandidatesIndex.js';

/** The file names of a candidates folder's index, beside the candidates' folders. */
export const CANDIDATES_INDEX_FILES = { json: CANDIDATES_INDEX_FILE, html: 'index.html', summary: 'summary.md' } as const;

/** Write `dir`/index.json (two-space JSON), index.html and summary.md, each atomically; returns their paths. */
export async function writeCandidatesIndex(dir: string, index: CandidatesIndex): Promise<{ json: string; html: string; summary: string }> {
  const paths = {
    json: join(dir, CANDIDATES_INDEX_FILES.json),
    html: join(dir, CANDIDATES_INDEX_FILES.html),
    summary: join(dir, CANDIDATES_INDEX_FILES.summary),
  };
  await writeFileAtomic(paths.html, renderCandidatesIndexHtml(index));
  await writeFileAtomic(paths.summary, renderCandidatesSummaryMarkdown(index));
  await writeFileAtomic(paths.json, `${JSON.stringify(index, null, 2)}\n`);
  return paths;
}
