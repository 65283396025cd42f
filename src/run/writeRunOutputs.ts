/** Writes one run's folder: items.jsonl, the rendered report files, then results.json. */
import { RuntimeFailureError, TunegateError } from '../errors/index.js';
import { writeReportFiles } from '../report/index.js';
import { writeItemsFile, writeResultsFile, type OutputFolder } from '../results/index.js';
import type { ItemRecord, RunResults } from '../results/index.js';

/**
 * Write every output file into the staging folder of `output`, results.json last, so its
 * presence means a complete run; items.jsonl carries the run id of results.json. A failed write
 * (a full disk) is a RuntimeFailureError naming the file under the target folder, whose
 * staging folder the caller then discards.
 */
export async function writeRunOutputs(output: Pick<OutputFolder, 'staging' | 'target'>, results: RunResults, records: readonly ItemRecord[]): Promise<void> {
  const dir = output.staging;
  try {
    await writeItemsFile(dir, records, results.runId);
    await writeReportFiles(dir, results, records);
    await writeResultsFile(dir, results);
  } catch (error) {
    if (!(error instanceof TunegateError)) throw error;
    // The staging folder is an implementation detail; the user knows the --out folder.
    throw new RuntimeFailureError(`${error.message.replaceAll(dir, output.target)}; nothing was written to ${output.target}`, error.hint);
  }
}
