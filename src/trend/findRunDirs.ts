/** Turn `trend`'s arguments into run folders: a run folder as it is, any other folder searched for run folders. */
import { readdir, realpath, stat } from 'node:fs/promises';
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

/** A run folder found, with the folder it really is (links resolved) and whether it was named itself. */
interface Found extends FoundRunDir {
  readonly real: string;
  readonly named: boolean;
}

/**
 * Each argument that holds results.json is a run folder; any other folder is searched (hidden
 * folders and node_modules skipped, links to folders followed, a run folder not searched
 * further) and its run folders are taken in path order. One folder reached twice — `r/` and
 * `./r`, or a link to it — is one run: named twice it is refused naming both spellings, found
 * again through a search it is read once and `note` says so. A folder holding items.jsonl (or a
 * shard's manifest.json) but no results.json is an unfinished run: named, it is refused; found,
 * `note` names it. Throws UsageError for a missing path or a folder without any run.
 */
export async function findRunDirs(paths: readonly string[], note: (line: string) => void = () => {}): Promise<FoundRunDir[]> {
  const found: Found[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) throw new UsageError(`${path}: no such directory`, 'Pass run folders (each holds results.json) or folders that contain them.');
    if (!info.isDirectory())
      throw new UsageError(`${path}: not a directory`, 'Pass run folders, not their files: tunegate trend runs/2026-12-01 runs/2026-12-02 …');
    const unsealed = await unsealedKind(path);
    if (unsealed !== undefined)
      throw new UsageError(`${path}: ${unsealed}`, 'Pass finished run folders: re-run the compare (or `tunegate merge` the shards) to write its results.json.');
    const search: string[] = [];
    const dirs = await searchRunDirs(path, SEARCH_DEPTH, new Set(), search);
    for (const line of search) note(line);
    if (dirs.length === 0)
      throw new UsageError(
        `${path}: no run folder in it (no results.json up to ${SEARCH_DEPTH} levels down)`,
        'Pass the --out folders of `tunegate compare` runs, or a folder holding them.',
      );
    for (const dir of dirs) {
      const rel = relative(path, dir);
      const name = rel === '' ? path.replace(/\/+$/, '') || path : join(path, rel);
      found.push({ dir, name, real: await realpath(dir), named: rel === '' });
    }
  }
  const first = new Map<string, Found>();
  const kept: FoundRunDir[] = [];
  for (const run of found) {
    const earlier = first.get(run.real);
    if (earlier === undefined) {
      first.set(run.real, run);
      kept.push({ dir: run.dir, name: run.name });
      continue;
    }
    const spellings = earlier.name === run.name ? `${run.name} is named twice` : `${earlier.name} and ${run.name} are the same run folder (${run.real})`;
    if (earlier.named && run.named) throw new UsageError(spellings, 'Pass each run folder once.');
    note(`note: ${spellings}; it is read once, as ${earlier.name}`);
  }
  return kept;
}

/** What a folder without results.json but with a run's other files is, or undefined when it is not one. */
async function unsealedKind(dir: string): Promise<string | undefined> {
  if (await isFile(join(dir, RUN_FILES.results))) return undefined;
  if (await isFile(join(dir, 'manifest.json'))) return 'a shard folder (manifest.json, no results.json): merge the shards into a run folder first';
  if (await isFile(join(dir, RUN_FILES.items)))
    return 'items.jsonl but no results.json: a run that did not finish (compare writes results.json last), so it is not read';
  return undefined;
}

/** Run folders under `dir`, following links to folders (each real folder visited once, so a link loop ends); `notes` gets the unfinished ones. */
async function searchRunDirs(dir: string, depth: number, visited: Set<string>, notes: string[]): Promise<string[]> {
  const real = await realpath(dir).catch(() => dir);
  if (visited.has(real)) return [];
  visited.add(real);
  if (await isFile(join(dir, RUN_FILES.results))) return [dir];
  const unsealed = await unsealedKind(dir);
  if (unsealed !== undefined) {
    notes.push(`note: ${dir}: ${unsealed}`);
    return [];
  }
  if (depth === 0) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    // A link to a run folder (a `latest` link, runs gathered by links) is followed like the folder itself.
    const isDir = entry.isDirectory() || (entry.isSymbolicLink() && (await stat(join(dir, entry.name)).catch(() => null))?.isDirectory() === true);
    if (isDir) names.push(entry.name);
  }
  names.sort();
  const found: string[] = [];
  for (const name of names) found.push(...(await searchRunDirs(join(dir, name), depth - 1, visited, notes)));
  return found;
}

async function isFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && info.isFile();
}
