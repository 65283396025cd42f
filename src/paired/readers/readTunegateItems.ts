/** tunegate's own items.jsonl (from `compare` or `paired`): both sides of every item in one file. */
import { ScoreFileError } from '../../errors/index.js';
import { checkItemRecord, ShapeProblem, withoutRunId, type ItemRecord } from '../../results/index.js';
import { jsonLines } from './jsonLines.js';

/** The records of a tunegate items.jsonl, each with its line. */
export interface TunegateItems {
  readonly path: string;
  readonly records: readonly ItemRecord[];
  readonly lines: readonly number[];
  /** The run id the lines carry (the first line's), to match the results.json beside them. */
  readonly runId?: string;
}

/**
 * Read and validate every line as an item record of its family; an id repeated within a
 * family is an error naming both lines. Throws ScoreFileError naming `file`:line.
 */
export function readTunegateItems(text: string, file: string): TunegateItems {
  const collector = new TunegateItemsCollector(file);
  for (const { line, value } of jsonLines(text, file)) collector.add(value, line);
  return collector.items();
}

/** Collects item records line by line (the streaming reader feeds it). */
export class TunegateItemsCollector {
  private readonly records: ItemRecord[] = [];
  private readonly lines: number[] = [];
  private readonly seen = new Map<string, number>();
  private readonly file: string;
  private runId: string | undefined;

  constructor(file: string) {
    this.file = file;
  }

  /** Validate and keep one line's record. Throws ScoreFileError naming the file and line. */
  add(value: Record<string, unknown>, line: number): void {
    let record: ItemRecord;
    try {
      record = withoutRunId(checkItemRecord(value));
    } catch (error) {
      if (error instanceof ShapeProblem)
        throw new ScoreFileError(this.file, line, error.message, 'Pass an items.jsonl written by `tunegate compare` or `tunegate paired`, unchanged.');
      throw error;
    }
    const key = `${record.family}\u0000${record.id}`;
    const first = this.seen.get(key);
    if (first !== undefined)
      throw new ScoreFileError(
        this.file,
        line,
        `${record.family} id ${JSON.stringify(record.id)} appears twice (the first is at line ${first})`,
        'Each item appears once per family; pass the file as tunegate wrote it.',
      );
    this.seen.set(key, line);
    if (this.runId === undefined && typeof value['runId'] === 'string') this.runId = value['runId'];
    this.records.push(record);
    this.lines.push(line);
  }

  /** The records read so far. */
  items(): TunegateItems {
    return { path: this.file, records: this.records, lines: this.lines, ...(this.runId === undefined ? {} : { runId: this.runId }) };
  }
}
