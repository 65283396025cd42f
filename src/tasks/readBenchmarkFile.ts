/** Reads one shipped benchmark file (gzip JSONL, one record per line) into plain objects. */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { SuiteFormatError, UsageError } from '../errors/index.js';
import { checkRegularFile, TASK_DATA_MAX_BYTES } from './regularFile.js';

/** One record and where it came from, for file:line errors. */
export interface BenchmarkLine {
  readonly record: Readonly<Record<string, unknown>>;
  readonly file: string;
  readonly line: number;
}

const DATA_HINT = 'Give the split as a regular JSONL, JSON or parquet file of at most 512 MiB (docs/reference/tasks.md).';

const cache = new Map<string, readonly BenchmarkLine[]>();

/**
 * The records of `file` (`.jsonl.gz` or `.jsonl`), in file order; read once per process.
 * Throws UsageError when the file is missing, SuiteFormatError (file:line) for a line that is
 * not a JSON object.
 */
export function readBenchmarkFile(file: string): readonly BenchmarkLine[] {
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  checkRegularFile(file, 'data file', TASK_DATA_MAX_BYTES, DATA_HINT);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new UsageError(
      `benchmark data not found: ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      'Leave the data folder at its default (the package ships suites/benchmarks), or point it at a folder laid out the same way (docs/reference/tasks.md).',
    );
  }
  let inflated = bytes;
  try {
    if (file.endsWith('.gz')) inflated = gunzipSync(bytes, { maxOutputLength: TASK_DATA_MAX_BYTES });
  } catch (error) {
    throw new UsageError(
      `data file ${file}: cannot be inflated within ${TASK_DATA_MAX_BYTES} bytes (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      DATA_HINT,
    );
  }
  const text = inflated.toString('utf8');
  const lines: BenchmarkLine[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(raw);
    } catch (error) {
      throw new SuiteFormatError(file, index + 1, `not JSON: ${(error as Error).message}`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new SuiteFormatError(file, index + 1, 'a line must be a JSON object');
    lines.push({ record: record as Record<string, unknown>, file, line: index + 1 });
  }
  cache.set(file, lines);
  return lines;
}

/** Field `path` (dot-separated) of a record as a string; SuiteFormatError naming the field otherwise. */
export function stringField(at: BenchmarkLine, path: string): string {
  const value = fieldAt(at, path);
  if (typeof value !== 'string') throw new SuiteFormatError(at.file, at.line, `field ${path} must be a string, got ${JSON.stringify(value)}`);
  return value;
}

/** Field `path` of a record as an array of strings. */
export function stringsField(at: BenchmarkLine, path: string): readonly string[] {
  const value = fieldAt(at, path);
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) {
    throw new SuiteFormatError(at.file, at.line, `field ${path} must be a non-empty array of strings, got ${JSON.stringify(value)}`);
  }
  return value as string[];
}

/** Field `path` of a record as an array of integers. */
export function integersField(at: BenchmarkLine, path: string): readonly number[] {
  const value = fieldAt(at, path);
  if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item)))
    throw new SuiteFormatError(at.file, at.line, `field ${path} must be an array of integers, got ${JSON.stringify(value)}`);
  return value as number[];
}

/** Field `path` of a record as an integer in [0, below). */
export function indexField(at: BenchmarkLine, path: string, below: number): number {
  const value = fieldAt(at, path);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= below) {
    throw new SuiteFormatError(at.file, at.line, `field ${path} must be an integer in [0, ${below}), got ${JSON.stringify(value)}`);
  }
  return value;
}

function fieldAt(at: BenchmarkLine, path: string): unknown {
  let value: unknown = at.record;
  for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
