/** Writes one run's folder (docs/ARCHITECTURE.md §7): items.jsonl, the rendered report files, then results.json. */
import { RuntimeFailureError, TunegateError } from '../errors/index.js';
import type { OutputFolder } from './outputFolder.js';
import { writeItemsFile, writeResultsFile } from './runFolder.js';
import type { AnyRunResults, ItemRecord } from './types.js';

/** Renders the report files of a run into a folder: `writeReportFiles` of report/, passed in because results/ cannot import it. */
export type ReportFilesWriter = (dir: string, results: AnyRunResults, records: readonly ItemRecord[]) => Promise<unknown>;

/**
 * Write every output file of a compare, merge, candidate or paired run into the staging folder
 * of `output`, results.json last, so its presence means a complete run; items.jsonl carries the
 * run id of results.json. A failed write (a full disk) is a RuntimeFailureError naming the file
 * under the target folder (the --out the user gave, never the hidden staging folder), whose
 * staging folder the caller then discards.
 */
export async function writeRunFolder(
  output: Pick<OutputFolder, 'staging' | 'target'>,
  results: AnyRunResults,
  records: readonly ItemRecord[],
  writeReportFiles: ReportFilesWriter,
): Promise<void> {
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
