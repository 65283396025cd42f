/** What a cache folder holds, for `tunegate cache info`, and pruning by age for `tunegate cache prune`. */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_LAYOUT, type CacheScope } from './resultCache.js';

/** One scope: whose results, how many, how large, when last written. */
export interface CacheScopeInfo {
  readonly dir: string;
  readonly scope: CacheScope | null;
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
    .map((name) => scopeInfo(join(root, name)))
    .filter((info): info is CacheScopeInfo => info !== null)
    .sort((a, b) => b.lastWrittenMs - a.lastWrittenMs || a.dir.localeCompare(b.dir));
}

/** Remove every scope last written before `beforeMs` (epoch ms); returns what was removed. */
export function pruneCache(dir: string, beforeMs: number): CacheScopeInfo[] {
  const removed = cacheInfo(dir).filter((info) => info.lastWrittenMs < beforeMs);
  for (const info of removed) rmSync(info.dir, { recursive: true, force: true });
  return removed;
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
  let scope: CacheScope | null = null;
  for (const name of names) {
    const path = join(scopeDir, name);
    const stat = statSync(path);
    bytes += stat.size;
    lastWrittenMs = Math.max(lastWrittenMs, stat.mtimeMs);
    if (name === 'scope.json') scope = readScope(path);
    else if (name.endsWith('.jsonl')) entries += readFileSync(path, 'utf8').split('\n').filter((line) => line.endsWith('}')).length;
  }
  return { dir: scopeDir, scope, entries, bytes, lastWrittenMs };
}

function readScope(path: string): CacheScope | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CacheScope;
  } catch {
    return null;
  }
}
