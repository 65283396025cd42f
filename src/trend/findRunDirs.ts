/** Turn `trend`'s arguments into run folders: a run folder as it is, any other folder searched for run folders. */
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { UsageError } from '../errors/index.js';
import { RUN_FILES } from '../results/index.js';

/** How deep below a searched folder run folders are looked for (nightly/2026-12-01/candidate is 3). */
const SEARCH_DEPTH = 4;

/** A run folder and the name the trend shows for it. */
export interface FoundRunDir {
  readonly dir: string;
  readonly name: string;
}

/**
 * Each argument that holds results.json is a run folder; any other folder is searched (hidden
 * folders and node_modules skipped, a run folder not searched further) and its run folders
 * are taken in path order. Throws UsageError for a missing path or a folder without any run,
 * and when the same folder is named twice.
 */
export async function findRunDirs(paths: readonly string[]): Promise<FoundRunDir[]> {
  const found: FoundRunDir[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) throw new UsageError(`${path}: no such directory`, 'Pass run folders (each holds results.json) or folders that contain them.');
    if (!info.isDirectory())
      throw new UsageError(`${path}: not a directory`, 'Pass run folders, not their files: tunegate trend runs/2026-12-01 runs/2026-12-02 …');
    const dirs = await searchRunDirs(path, SEARCH_DEPTH);
    if (dirs.length === 0)
      throw new UsageError(
        `${path}: no run folder in it (no results.json up to ${SEARCH_DEPTH} levels down)`,
        'Pass the --out folders of `tunegate compare` runs, or a folder holding them.',
      );
    for (const dir of dirs) {
      const rel = relative(path, dir);
      found.push({ dir, name: rel === '' ? path.replace(/\/+$/, '') || path : join(path, rel) });
    }
  }
  const seen = new Set<string>();
  for (const { dir } of found) {
    if (seen.has(dir)) throw new UsageError(`${dir}: named twice`, 'Pass each run folder once.');
    seen.add(dir);
  }
  return found;
}

async function searchRunDirs(dir: string, depth: number): Promise<string[]> {
  if (await isFile(join(dir, RUN_FILES.results))) return [dir];
  if (depth === 0) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort();
  const found: string[] = [];
  for (const name of names) found.push(...(await searchRunDirs(join(dir, name), depth - 1)));
  return found;
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && info.isFile();
}
