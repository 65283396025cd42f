/** Reads a dataset split's parquet files (hyparquet, a maintained pure-JS reader) into the records the document formats read. */
import { decompress } from 'fzstd';
import { asyncBufferFromFile, parquetReadObjects, type Compressors } from 'hyparquet';
import { UsageError } from '../errors/index.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';
import { checkRegularFile } from './regularFile.js';

/** hyparquet reads snappy itself; zstd, which some dataset writers choose, goes through fzstd (already a dependency). */
const COMPRESSORS: Compressors = { ZSTD: (input) => decompress(input) };

/**
 * The rows of `files`, in file then row order, as plain records: structs as objects, lists as
 * arrays, 64-bit integers as numbers (a label or answer index; JSON would give a number too).
 * `line` is the 1-based row within its file. Throws UsageError for a file hyparquet cannot read.
 */
export async function readParquetRecords(files: readonly string[]): Promise<BenchmarkLine[]> {
  const lines: BenchmarkLine[] = [];
  for (const file of files) {
    checkRegularFile(file, 'parquet file', Number.MAX_SAFE_INTEGER, 'Give the split as a regular parquet file (docs/reference/tasks.md).');
    let rows: Record<string, unknown>[];
    try {
      rows = await parquetReadObjects({ file: await asyncBufferFromFile(file), compressors: COMPRESSORS });
    } catch (error) {
      throw new UsageError(
        `cannot read the parquet file ${file}: ${(error as Error).message}`,
        'Re-download the dataset into the cache (a partial download leaves a truncated file), or give the split as JSONL in a task YAML (docs/reference/tasks.md).',
      );
    }
    rows.forEach((row, index) => lines.push({ record: plain(row) as Record<string, unknown>, file, line: index + 1 }));
  }
  return lines;
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
