/** Creating a folder and its missing parents with one bounded walk (no retry loop). */
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors/index.js';

/**
 * Create `dir` and its missing parents, one `mkdir` per missing level, and return the folders
 * created (outermost first) so a failed run can remove them again. Node's recursive mkdir
 * retries for ever when a file system answers ENOENT for a folder it will not create (`/proc/x`);
 * this walk visits each path component once. Throws UsageError naming `flag`, the folder and
 * the reason (a parent is a file, read-only file system, permission, …); `shownAs` is the value
 * the user typed (default `dir`).
 */
export async function makeDirs(dir: string, flag: string, shownAs: string = dir): Promise<string[]> {
  const missing: string[] = [];
  let current = resolve(dir);
  for (;;) {
    const info = await stat(current).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? null : Promise.reject(folderError(flag, shownAs, current, error)),
    );
    if (info !== null) {
      if (!info.isDirectory())
        throw new UsageError(
          `${flag} ${shownAs}: ${current} is a file, not a folder`,
          'Pass a folder path whose parents are folders; it is created if missing.',
        );
      break;
    }
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  const created: string[] = [];
  for (const folder of missing) {
    try {
      await mkdir(folder);
      created.push(folder);
    } catch (error) {
      // Another run creating the same folder at the same moment (two compares sharing a new cache
      // folder or --out parent) is not a failure: the folder is there, just not ours to remove.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && (await isDirectory(folder))) continue;
      await removeEmptyDirs(created);
      throw folderError(flag, shownAs, folder, error as NodeJS.ErrnoException);
    }
  }
  return created;
}

async function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Remove the folders `makeDirs` created, innermost first, as long as they are empty. */
export async function removeEmptyDirs(created: readonly string[]): Promise<void> {
  for (const folder of [...created].reverse()) {
    const removed = await rmdir(folder).then(
      () => true,
      () => false,
    );
    if (!removed) return;
  }
}

const REASONS: Readonly<Record<string, string>> = {
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'a parent is a file, not a folder',
  ENOENT: 'the file system does not accept a new folder there',
  ENAMETOOLONG: 'the name is too long',
};

/** The one-line error for a folder that cannot be created or written. */
export function folderError(flag: string, dir: string, at: string, error: NodeJS.ErrnoException): UsageError {
  const code = error.code ?? 'error';
  const reason = REASONS[code] ?? error.message;
  const where = resolve(dir) === at ? '' : ` (at ${at})`;
  return new UsageError(
    `${flag} ${dir}: cannot create or write the folder${where}: ${reason} (${code})`,
    'Pass a writable folder on a file system with free space.',
  );
}
