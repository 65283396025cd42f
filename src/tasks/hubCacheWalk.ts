/**
 * Guarded reads of a dataset's folder in the Hugging Face hub cache. An interrupted download
 * leaves a snapshot link to a missing blob, a hand-edited cache a dangling link, a link loop or a
 * file where a folder belongs, and a link to `/` would walk the whole file system: every stat and
 * readdir here turns such damage into one UsageError naming the damaged path (exit 3), each real
 * folder is read once, and nothing outside the repo's folder is ever read
 * (docs/reference/hostile-inputs.md, "Issue 50's cases").
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep, isAbsolute } from 'node:path';
import { UsageError } from '../errors/index.js';

const HINT =
  'The Hugging Face cache is damaged (an interrupted download or a hand edit): delete that dataset folder from the cache and download it again on a machine with network, or leave out --task-source to read the shipped copies.';

/** One repo folder's walk: its real path (the bound) and the real folders already listed. */
export interface CacheWalk {
  readonly root: string;
  readonly visited: Set<string>;
}

/** The walk of `repoDir`, bounded by its real path; null when it is absent, throws when it is damaged. */
export function cacheWalk(repoDir: string): CacheWalk | null {
  const walk = { root: '/', visited: new Set<string>() };
  const info = guardedStat(walk, repoDir);
  if (info === undefined) return null;
  if (!info.isDirectory()) throw damaged(repoDir, 'is a file, where the hub client keeps a folder');
  return { root: realpathSync(repoDir), visited: walk.visited };
}

function damaged(path: string, what: string): UsageError {
  return new UsageError(`the Hugging Face cache is damaged: ${path} ${what}`, HINT);
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

function linkTarget(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '?';
  }
}

/**
 * `path`'s stats through any links, or undefined when nothing is there at all. Throws for a
 * dangling link, a link loop, an unreadable entry, or an entry whose real path leaves the walk's root.
 */
export function guardedStat(walk: CacheWalk, path: string): Stats | undefined {
  let info: Stats;
  try {
    info = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const link = lstatOrUndefined(path);
    if (link === undefined) return undefined;
    if (code === 'ENOENT' && link.isSymbolicLink())
      throw damaged(path, `is a link to ${linkTarget(path)}, which does not exist (a missing blob: the download was interrupted or the blob deleted)`);
    if (code === 'ELOOP') throw damaged(path, 'is a link loop (it links back to itself)');
    throw damaged(path, `cannot be read (${code ?? (error as Error).message})`);
  }
  const real = realpathSync(path);
  const fromRoot = relative(walk.root, real);
  if (fromRoot === '..' || fromRoot.startsWith(`..${sep}`) || isAbsolute(fromRoot)) {
    throw damaged(path, `leads outside the dataset's cache folder ${walk.root} (to ${real}); the hub client never links there`);
  }
  return info;
}

/**
 * The names in folder `dir` (sorted), or null when `dir` is absent or was already listed under
 * another path (a link to a folder already walked). Throws when `dir` is damaged or not a folder.
 */
export function guardedList(walk: CacheWalk, dir: string): string[] | null {
  const info = guardedStat(walk, dir);
  if (info === undefined) return null;
  if (!info.isDirectory()) throw damaged(dir, 'is a file, where the hub client keeps a folder');
  const real = realpathSync(dir);
  if (walk.visited.has(real)) return null;
  walk.visited.add(real);
  try {
    return readdirSync(dir).sort();
  } catch (error) {
    throw damaged(dir, `cannot be listed (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** Every file under `dir`, guarded as above; a folder reached twice is listed once. */
export function guardedFiles(walk: CacheWalk, dir: string): string[] {
  const names = guardedList(walk, dir);
  if (names === null) return [];
  return names.flatMap((name) => {
    const path = join(dir, name);
    const info = guardedStat(walk, path);
    if (info === undefined) return [];
    if (info.isDirectory()) return guardedFiles(walk, path);
    return [path];
  });
}
