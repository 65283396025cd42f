/**
 * The run folder's two data files, results.json and items.jsonl: written atomically and read
 * back validated, here and nowhere else (docs/ARCHITECTURE.md §7).
 */
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidInputError, UsageError } from '../errors/index.js';
import type { AnyRunResults, ItemRecord } from './types.js';
import { checkItemRecord } from './checkItemRecord.js';
import { checkRunResults } from './checkRunResults.js';
import { ShapeProblem } from './shapeProblem.js';
import { writeFileAtomic } from './writeFileAtomic.js';

/** The contents of a run directory. */
export interface RunDirContents {
  readonly results: AnyRunResults;
  readonly items: ItemRecord[];
}

/** File names inside a run folder. */
export const RUN_FILES = { results: 'results.json', items: 'items.jsonl' } as const;

/** Create `dir` and write items.jsonl atomically (one JSON line per record). */
export async function writeItemsFile(dir: string, records: readonly ItemRecord[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(join(dir, RUN_FILES.items), records.map((record) => JSON.stringify(record)).join('\n') + (records.length ? '\n' : ''));
}

/** Write results.json atomically; written last, so its presence means a complete run. */
export async function writeResultsFile(dir: string, results: AnyRunResults): Promise<void> {
  await writeFileAtomic(join(dir, RUN_FILES.results), `${JSON.stringify(results, null, 2)}\n`);
}

const DIR_HINT = 'Pass the output directory of a `tunegate compare` or `tunegate paired` run (it holds results.json and items.jsonl).';
const DAMAGED_HINT = 'The file is damaged or was not written by tunegate; re-run `tunegate compare` to regenerate it.';

/**
 * Read and validate `dir`/results.json (schemaVersion 1) and `dir`/items.jsonl.
 * Throws UsageError when the directory or a file is missing, InvalidInputError (naming the
 * file, line and field) when a file is not valid JSON, has another schemaVersion, or has
 * the wrong shape.
 */
export async function readRunDir(dir: string): Promise<RunDirContents> {
  const info = await stat(dir).catch(() => null);
  if (info === null) throw new UsageError(`${dir}: no such directory`, DIR_HINT);
  if (!info.isDirectory()) throw new UsageError(`${dir}: not a directory`, DIR_HINT);
  const resultsPath = join(dir, RUN_FILES.results);
  const itemsPath = join(dir, RUN_FILES.items);
  return { results: parseResults(await readText(resultsPath), resultsPath), items: parseItems(await readText(itemsPath), itemsPath) };
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`${path}: file not found`, DIR_HINT);
    throw new InvalidInputError(`${path}: cannot be read (${code ?? String(error)})`, 'Check the file permissions.');
  }
}

/** results.json text (either kind of run) → its results; `path` names the file in errors. */
export function parseResults(text: string, path: string): AnyRunResults {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidInputError(`${path}: not valid JSON (${(error as Error).message})`, DAMAGED_HINT);
  }
  const version = (value as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== 1) {
    throw new InvalidInputError(
      `${path}: schemaVersion ${JSON.stringify(version) ?? 'missing'} is not supported (expected 1)`,
      'Re-render with the tunegate version that wrote this run, or re-run `tunegate compare`.',
    );
  }
  try {
    return checkRunResults(value);
  } catch (error) {
    if (error instanceof ShapeProblem) throw new InvalidInputError(`${path}: ${error.message}`, DAMAGED_HINT);
    throw error;
  }
}

/** items.jsonl text → ItemRecord[] (blank lines ignored); errors name `path`:line. */
export function parseItems(text: string, path: string): ItemRecord[] {
  const items: ItemRecord[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]?.trim() ?? '';
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new InvalidInputError(`${path}:${i + 1}: not valid JSON (${(error as Error).message})`, DAMAGED_HINT);
    }
    try {
      items.push(checkItemRecord(value));
    } catch (error) {
      if (error instanceof ShapeProblem) throw new InvalidInputError(`${path}:${i + 1}: ${error.message}`, DAMAGED_HINT);
      throw error;
    }
  }
  return items;
}
