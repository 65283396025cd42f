/**
 * The run folder's two data files, results.json and items.jsonl: written atomically and read
 * back validated, here and nowhere else (docs/ARCHITECTURE.md §7).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidInputError, UsageError } from '../errors/index.js';
import type { AnyRunResults, ItemRecord } from './types.js';
import { checkItemRecord, type RecordCheck } from './checkItemRecord.js';
import { checkRunResults } from './checkRunResults.js';
import { isJsonClean } from './jsonClean.js';
import { ShapeProblem } from './shapeProblem.js';
import { textChunks } from './textChunks.js';
import { writeFileAtomic } from './writeFileAtomic.js';

/** The contents of a run directory. */
export interface RunDirContents {
  readonly results: AnyRunResults;
  readonly items: ItemRecord[];
}

/** File names inside a run folder. */
export const RUN_FILES = { results: 'results.json', items: 'items.jsonl' } as const;

/** items.jsonl text: one JSON line per record, each led by the run id that results.json holds too. */
export function formatItemsJsonl(records: readonly ItemRecord[], runId: string): string {
  return [...itemsJsonlLines(records, runId)].join('');
}

/** Write items.jsonl into the existing folder `dir` atomically (see formatItemsJsonl), streamed in chunks of lines. */
export async function writeItemsFile(dir: string, records: readonly ItemRecord[], runId: string): Promise<void> {
  await writeFileAtomic(join(dir, RUN_FILES.items), textChunks(itemsJsonlLines(records, runId)));
}

/** items.jsonl's lines in formatItemsJsonl's order and form. */
function* itemsJsonlLines(records: readonly ItemRecord[], runId: string): Generator<string> {
  for (const record of records) yield `${JSON.stringify({ runId, ...withoutRunId(record) })}\n`;
}

/** A record as families make it: a line's run id belongs to the file, not to the item. */
export function withoutRunId(record: ItemRecord): ItemRecord {
  if (record.runId === undefined) return record;
  const { runId: _runId, ...rest } = record;
  return rest as ItemRecord;
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
 * file, line and field) when a file is not valid JSON, has another schemaVersion, has
 * the wrong shape, or when a line of items.jsonl carries another run id than results.json
 * (the two files come from different runs). `check` adds the families' own record checks.
 */
export async function readRunDir(dir: string, check?: RecordCheck): Promise<RunDirContents> {
  const info = await stat(dir).catch(() => null);
  if (info === null) throw new UsageError(`${dir}: no such directory`, DIR_HINT);
  if (!info.isDirectory()) throw new UsageError(`${dir}: not a directory`, DIR_HINT);
  const resultsPath = join(dir, RUN_FILES.results);
  const itemsPath = join(dir, RUN_FILES.items);
  const results = parseResults(await readText(resultsPath), resultsPath);
  return { results, items: parseItems(await readText(itemsPath), itemsPath, results.runId, check) };
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
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new InvalidInputError(
      `${path}: ${Array.isArray(value) ? 'a JSON array' : value === null ? 'null' : `a ${typeof value}`}, not an object: results.json is one JSON object`,
      DAMAGED_HINT,
    );
  const version = (value as { schemaVersion?: unknown }).schemaVersion;
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

/**
 * items.jsonl text → ItemRecord[] without their run ids (blank lines ignored); errors name
 * `path`:line, and an id repeated within a family is one. With `runId`, every line must carry that run id; `check` adds the families' own
 * record checks (the report's renderers pass them, docs/ARCHITECTURE.md §4).
 */
export function parseItems(text: string, path: string, runId?: string, check?: RecordCheck): ItemRecord[] {
  const items: ItemRecord[] = [];
  // An item counted twice weighs twice in every statistic: refused, as `paired` refuses it.
  const seen = new Map<string, number>();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]?.trim() ?? '';
    if (line === '') continue;
    const record = parseItemLine(line, `${path}:${i + 1}`, runId, check);
    const key = `${record.family}\u0000${record.id}`;
    const first = seen.get(key);
    if (first !== undefined)
      throw new InvalidInputError(
        `${path}:${i + 1}: ${record.family} id ${JSON.stringify(record.id)} appears twice (the first is at line ${first})`,
        DAMAGED_HINT,
      );
    seen.set(key, i + 1);
    items.push(record);
  }
  return items;
}

/**
 * `records` as parseItems would read them back from a file holding them, checked the same way
 * (`path:N` names the N-th record), without building that file's text: a record that JSON
 * would change (a −0, an undefined field) passes through JSON, and one it would not is checked
 * and kept as it is, so a large run is not held twice.
 */
export function reparsedItems(records: readonly ItemRecord[], path: string, check?: RecordCheck): ItemRecord[] {
  return records.map((record, i) => {
    const at = `${path}:${i + 1}`;
    return isJsonClean(record) ? checkedItem(record, at, undefined, check) : parseItemLine(JSON.stringify(record), at, undefined, check);
  });
}

/** One line of items.jsonl, validated; `at` is "path:line". */
function parseItemLine(line: string, at: string, runId: string | undefined, check: RecordCheck | undefined): ItemRecord {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new InvalidInputError(`${at}: not valid JSON (${(error as Error).message})`, DAMAGED_HINT);
  }
  return checkedItem(value, at, runId, check);
}

/** A parsed line's value checked as an item record (and against `runId`), without its run id. */
function checkedItem(value: unknown, at: string, runId: string | undefined, check: RecordCheck | undefined): ItemRecord {
  let record: ItemRecord;
  try {
    record = checkItemRecord(value, check);
  } catch (error) {
    if (error instanceof ShapeProblem) throw new InvalidInputError(`${at}: ${error.message}`, DAMAGED_HINT);
    throw error;
  }
  if (runId !== undefined) checkRunId(record, runId, at);
  return withoutRunId(record);
}

function checkRunId(record: ItemRecord, runId: string, at: string): void {
  if (record.runId === runId) return;
  const what = record.runId === undefined ? 'no run id' : `run id ${record.runId}`;
  throw new InvalidInputError(
    `${at}: ${what}, but results.json is run ${runId}: the two files come from different runs`,
    "Re-run `tunegate compare` into a new folder; a run folder must hold one run's results.json and items.jsonl.",
  );
}
