/** Read the run folders of a trend: results.json and items.jsonl of each, validated as `report` reads them. */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkRecordOfFamily } from '../families/presentations.js';
import { readRunDir, type PairedResults, type RunResults } from '../results/index.js';
import type { FoundRunDir } from './findRunDirs.js';
import type { LoadedRun } from './loadedRun.js';

/** A `paired` run read among the others: it has no models, so it cannot be on a model's release line. */
export interface PairedRunRead {
  readonly dir: string;
  readonly name: string;
  readonly results: PairedResults;
  readonly hasReport: boolean;
}

/** The compare runs, and the paired runs that are listed apart. */
export interface TrendRunsRead {
  readonly runs: LoadedRun[];
  readonly paired: PairedRunRead[];
}

/** Read every folder (one after the other: items files can be large). Throws what readRunDir throws, naming the file. */
export async function readTrendRuns(found: readonly FoundRunDir[]): Promise<TrendRunsRead> {
  const runs: LoadedRun[] = [];
  const paired: PairedRunRead[] = [];
  for (const { dir, name } of found) {
    const { results, items } = await readRunDir(dir, checkRecordOfFamily);
    const report = await stat(join(dir, 'report.html')).catch(() => null);
    const hasReport = report !== null && report.isFile();
    if ('models' in results) runs.push({ dir, name, results: results as RunResults, items, hasReport });
    else paired.push({ dir, name, results, hasReport });
  }
  return { runs, paired };
}
