/** Reads a dataset split's parquet files (hyparquet, a maintained pure-JS reader) into the records the document formats read. */
import { decompress } from 'fzstd';
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects, type AsyncBuffer, type Compressors, type FileMetaData } from 'hyparquet';
import { UsageError } from '../errors/index.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';
import { checkRegularFile } from './regularFile.js';
import { usedCount } from './taskDocs.js';

/** hyparquet reads snappy itself; zstd, which some dataset writers choose, goes through fzstd (already a dependency). */
const COMPRESSORS: Compressors = { ZSTD: (input) => decompress(input) };

const HINT =
  'Re-download the dataset into the cache (a partial download leaves a truncated file), or give the split as JSONL in a task YAML (docs/reference/tasks.md).';

/** The rows read and the split's row count (every file's, from the parquet footers). */
export interface ParquetRecords {
  readonly lines: BenchmarkLine[];
  readonly rowCount: number;
}

interface OpenedFile {
  readonly file: string;
  readonly buffer: AsyncBuffer;
  readonly metadata: FileMetaData;
}

/**
 * The rows of `files`, in file then row order, as plain records: structs as objects, lists as
 * arrays, 64-bit integers as numbers (a label or answer index; JSON would give a number too).
 * `line` is the 1-based row within its file. With `limit` (lm-eval's `--limit`: a count, or a
 * fraction below 1 of the split) only the first rows it keeps are decoded: the row count comes
 * from each file's footer, so `--limit 3` on a million-row split reads three rows
 * (docs/reference/hostile-inputs.md, "Issue 50's cases"). Throws UsageError for a file
 * hyparquet cannot read.
 */
export async function readParquetRecords(files: readonly string[], limit?: number): Promise<ParquetRecords> {
  const opened: OpenedFile[] = [];
  for (const file of files) {
    checkRegularFile(file, 'parquet file', Number.MAX_SAFE_INTEGER, 'Give the split as a regular parquet file (docs/reference/tasks.md).');
    opened.push(
      await guarded(file, async () => {
        const buffer = await asyncBufferFromFile(file);
        return { file, buffer, metadata: await parquetMetadataAsync(buffer) };
      }),
    );
  }
  const rowCount = opened.reduce((sum, one) => sum + Number(one.metadata.num_rows), 0);
  let wanted = usedCount(rowCount, limit);
  const lines: BenchmarkLine[] = [];
  for (const { file, buffer, metadata } of opened) {
    const rowEnd = Math.min(wanted, Number(metadata.num_rows));
    if (rowEnd <= 0) break;
    wanted -= rowEnd;
    const rows = await guarded(file, () => parquetReadObjects({ file: buffer, metadata, rowStart: 0, rowEnd, compressors: COMPRESSORS }));
    rows.forEach((row, index) => lines.push({ record: plain(row) as Record<string, unknown>, file, line: index + 1 }));
  }
  return { lines, rowCount };
}

async function guarded<T>(file: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new UsageError(`cannot read the parquet file ${file}: ${(error as Error).message}`, HINT);
  }
}

/** A row with every bigint made a number, recursively; parquet's int64 columns read as bigint. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}
