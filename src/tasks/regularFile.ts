/**
 * Task inputs (a YAML, its includes, its data files) are read whole, so each must be a regular
 * file of bounded size: `include: /dev/zero` once read 16 GB before an abort, and a FIFO blocks
 * the read forever (docs/reference/hostile-inputs.md, "Issue 50's cases"). stat() follows links
 * and never opens the file, so it cannot block on a FIFO.
 */
import { statSync, type Stats } from 'node:fs';
import { UsageError } from '../errors/index.js';

/** A task YAML or an included one: lm-eval's are a few kB. */
export const TASK_YAML_MAX_BYTES = 1024 * 1024;
/** A data file of a task (JSONL, JSON, gzip, parquet), and a gzip file's inflated text. */
export const TASK_DATA_MAX_BYTES = 512 * 1024 * 1024;

function kind(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Throw UsageError naming `what` and `path` unless it is a regular file of at most `maxBytes`.
 * A missing file is left to the read, whose message each caller words.
 */
export function checkRegularFile(path: string, what: string, maxBytes: number, hint: string): void {
  let info: Stats | undefined;
  try {
    info = statSync(path, { throwIfNoEntry: false });
  } catch {
    return;
  }
  if (info === undefined) return;
  if (!info.isFile()) throw new UsageError(`${what} ${path}: is ${kind(info)}, not a regular file`, hint);
  if (info.size > maxBytes) throw new UsageError(`${what} ${path}: is ${info.size} bytes, more than the ${maxBytes} a ${what} may have`, hint);
}
