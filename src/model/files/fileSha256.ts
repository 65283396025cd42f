/** Streaming sha256 of a file, so multi-gigabyte models never sit in memory; remembered per (path, size, mtime). */
import { createReadStream, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { ModelLoadError } from '../../errors/index.js';

/** Digests already computed in this process, by path, size and modification time. */
const known = new Map<string, Promise<string>>();

/**
 * Lowercase hex sha256 of `file`'s bytes. A file whose path, size and mtime match an earlier call
 * in this process is not read again (an A/A run, or a model loaded twice, hashes it once).
 * Throws ModelLoadError naming the file when it cannot be read.
 */
export function fileSha256(file: string): Promise<string> {
  let key: string;
  try {
    const stat = statSync(file);
    key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  } catch (error) {
    return Promise.reject(unreadable(file, error));
  }
  let digest = known.get(key);
  if (digest === undefined) {
    digest = hashFile(file);
    known.set(key, digest);
    // A failed read is not remembered: the next call tries again.
    digest.catch(() => known.delete(key));
  }
  return digest;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 22 })) hash.update(chunk as Buffer);
  } catch (error) {
    throw unreadable(file, error);
  }
  return hash.digest('hex');
}

function unreadable(file: string, error: unknown): ModelLoadError {
  return new ModelLoadError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'Check the file exists and is readable.');
}
