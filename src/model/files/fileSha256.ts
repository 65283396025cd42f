/** Streaming sha256 of a file, so multi-gigabyte models never sit in memory. */
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { ModelLoadError } from '../../errors/index.js';

/** Lowercase hex sha256 of `file`'s bytes. Throws ModelLoadError naming the file when it cannot be read. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 22 })) hash.update(chunk as Buffer);
  } catch (error) {
    throw new ModelLoadError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'Check the file exists and is readable.');
  }
  return hash.digest('hex');
}
