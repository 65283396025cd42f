/** Writes one run's folder: items.jsonl, the rendered report files, then results.json. */
import { writeReportFiles } from '../report/index.js';
import { writeItemsFile, writeResultsFile } from '../results/index.js';
import type { ItemRecord, RunResults } from '../results/index.js';

/** Write every output file atomically; results.json last, so its presence means a complete run. */
export async function writeRunOutputs(dir: string, results: RunResults, records: readonly ItemRecord[]): Promise<void> {
  await writeItemsFile(dir, records);
  await writeReportFiles(dir, results, records);
  await writeResultsFile(dir, results);
}
