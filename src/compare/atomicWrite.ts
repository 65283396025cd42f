/** Atomic file writes: a crash never leaves a half-written output. */
import { randomBytes } from 'node:crypto';
import { rename, writeFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Write `content` to `path` through a temporary file in the same directory and a rename. */
export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, content, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
