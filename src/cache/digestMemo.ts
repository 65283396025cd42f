/**
 * Model file digests remembered on disk in the cache folder (docs/ARCHITECTURE.md §10), so a
 * second process does not hash a multi-gigabyte model again: one small file per (path, size,
 * mtime, ctime, inode, device), written whole and renamed into place, so two processes never
 * see half a digest. A rewritten file changes its mtime or ctime (a replaced one its inode), so
 * its old digest is never found.
 */
import { randomBytes, createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DigestMemo, FileStat } from '../model/index.js';
import { CACHE_LAYOUT } from './resultCache.js';

/** The folder of remembered digests under a cache folder. */
export const DIGESTS_FOLDER = 'digests';

/** A DigestMemo kept under `dir`; a failed write only means the file is hashed again next time. */
export class DiskDigestMemo implements DigestMemo {
  private readonly folder: string;

  constructor(dir: string) {
    this.folder = join(dir, CACHE_LAYOUT, DIGESTS_FOLDER);
  }

  get(file: string, stat: FileStat): string | undefined {
    try {
      const text = readFileSync(this.entry(file, stat), 'utf8').trim();
      return /^[0-9a-f]{64}$/.test(text) ? text : undefined;
    } catch {
      return undefined;
    }
  }

  put(file: string, stat: FileStat, sha256: string): void {
    const target = this.entry(file, stat);
    const temp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      mkdirSync(this.folder, { recursive: true });
      writeFileSync(temp, `${sha256}\n`);
      renameSync(temp, target);
    } catch {
      // Remembering is an optimisation: the digest is simply computed again next time. A full
      // disk may have left the temp file empty: it goes too.
      try {
        rmSync(temp, { force: true });
      } catch {
        // A file system that refuses even this leaves nothing more to do.
      }
    }
  }

  private entry(file: string, stat: FileStat): string {
    const key = JSON.stringify([resolve(file), stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, stat.dev]);
    return join(this.folder, createHash('sha256').update(key).digest('hex'));
  }
}
