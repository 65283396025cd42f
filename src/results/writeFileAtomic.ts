/** Atomic file writes: a temp file in the same directory, then rename over the target (a new path or a regular file only). */
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { RuntimeFailureError } from '../errors/index.js';
import { outputTarget } from './outputTarget.js';

/**
 * Write `text` (UTF-8; one string, or its pieces in order, so a large file need not be one
 * string) to `path` so a reader sees the old file or the whole new one, never a half-written
 * one: same-directory temp file + rename. A symlink is followed and its target replaced, never
 * the link; a device, FIFO, socket or folder is refused (InvalidInputError, see outputTarget).
 * Throws RuntimeFailureError naming the path when the write fails.
 */
export async function writeFileAtomic(name: string, text: string | Iterable<string>): Promise<void> {
  const path = outputTarget(name);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new RuntimeFailureError(`${path}: cannot be written (${reason})`, 'Check that the directory exists, is writable and has free space.');
  }
}
