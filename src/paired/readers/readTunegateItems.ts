/** tunegate's own items.jsonl (from `compare` or `paired`): both sides of every item in one file. */
import { ScoreFileError } from '../../errors/index.js';
import { checkItemRecord, ShapeProblem, withoutRunId, type ItemRecord } from '../../results/index.js';
import { jsonLines } from './jsonLines.js';

/** The records of a tunegate items.jsonl, each with its line. */
export interface TunegateItems {
  readonly path: string;
  readonly records: readonly ItemRecord[];
  readonly lines: readonly number[];
}

/**
 * Read and validate every line as an item record of its family; an id repeated within a
 * family is an error naming both lines. Throws ScoreFileError naming `file`:line.
 */
export function readTunegateItems(text: string, file: string): TunegateItems {
  const records: ItemRecord[] = [];
  const lines: number[] = [];
  const seen = new Map<string, number>();
  for (const { line, value } of jsonLines(text, file)) {
    let record: ItemRecord;
    try {
      record = withoutRunId(checkItemRecord(value));
    } catch (error) {
      if (error instanceof ShapeProblem) throw new ScoreFileError(file, line, error.message, 'Pass an items.jsonl written by `tunegate compare` or `tunegate paired`, unchanged.');
      throw error;
    }
    const key = `${record.family}\u0000${record.id}`;
    const first = seen.get(key);
    if (first !== undefined) throw new ScoreFileError(file, line, `${record.family} id ${JSON.stringify(record.id)} appears twice (the first is at line ${first})`, 'Each item appears once per family; pass the file as tunegate wrote it.');
    seen.set(key, line);
    records.push(record);
    lines.push(line);
  }
  return { path: file, records, lines };
}
