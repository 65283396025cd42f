/** What a cache folder holds, for `tunegate cache info`, and pruning by age for `tunegate cache prune`. */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIGESTS_FOLDER } from './digestMemo.js';
import { CACHE_LAYOUT, type CacheScope, type CacheScopeAbout, type CacheScopeFile } from './resultCache.js';

/** One scope: whose results, how many, how large, when last written. */
export interface CacheScopeInfo {
  readonly dir: string;
  readonly scope: CacheScope | null;
  /** The model argument(s) and role that last used the scope. */
  readonly about: CacheScopeAbout | null;
  readonly entries: number;
  readonly bytes: number;
  readonly lastWrittenMs: number;
}

/** Every scope under `dir`, newest first; an absent folder holds none. */
export function cacheInfo(dir: string): CacheScopeInfo[] {
  const root = join(dir, CACHE_LAYOUT);
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  return names
    .filter((name) => name !== DIGESTS_FOLDER)
    .map((name) => scopeInfo(join(root, name)))
    .filter((info): info is CacheScopeInfo => info !== null)
    .sort((a, b) => b.lastWrittenMs - a.lastWrittenMs || a.dir.localeCompare(b.dir));
}

/** Remembered model digests: how many, how large. */
export function digestsInfo(dir: string): { readonly entries: number; readonly bytes: number } {
  const files = digestFiles(dir);
  return { entries: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

/**
 * Remove every scope last used before `beforeMs` (epoch ms), and remembered digests written
 * before it (a digest costs one hash to recompute); returns the scopes removed.
 */
export function pruneCache(dir: string, beforeMs: number): CacheScopeInfo[] {
  const removed = cacheInfo(dir).filter((info) => info.lastWrittenMs < beforeMs);
  for (const info of removed) rmSync(info.dir, { recursive: true, force: true });
  for (const file of digestFiles(dir)) if (file.mtimeMs < beforeMs) rmSync(file.path, { force: true });
  return removed;
}

function digestFiles(dir: string): { path: string; bytes: number; mtimeMs: number }[] {
  const folder = join(dir, CACHE_LAYOUT, DIGESTS_FOLDER);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const stat = statSync(join(folder, name), { throwIfNoEntry: false });
    return stat?.isFile() ? [{ path: join(folder, name), bytes: stat.size, mtimeMs: stat.mtimeMs }] : [];
  });
}

function scopeInfo(scopeDir: string): CacheScopeInfo | null {
  let names: string[];
  try {
    if (!statSync(scopeDir).isDirectory()) return null;
    names = readdirSync(scopeDir);
  } catch {
    return null;
  }
  let entries = 0;
  let bytes = 0;
  let lastWrittenMs = 0;
  let file: CacheScopeFile | null = null;
  for (const name of names) {
    const path = join(scopeDir, name);
    // A segment or temporary file removed meanwhile (a concurrent prune or open) is not counted.
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat === undefined) continue;
    bytes += stat.size;
    lastWrittenMs = Math.max(lastWrittenMs, stat.mtimeMs);
    if (name === 'scope.json') file = readScopeFile(path);
    else if (name.endsWith('.jsonl'))
      entries += readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => line.endsWith('}')).length;
  }
  return { dir: scopeDir, scope: file?.scope ?? null, about: file?.about ?? null, entries, bytes, lastWrittenMs };
}

function readScopeFile(path: string): CacheScopeFile | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<CacheScopeFile>;
    return parsed.scope === undefined ? null : (parsed as CacheScopeFile);
  } catch {
    return null;
  }
}
