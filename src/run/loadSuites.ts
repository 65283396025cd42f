/** Reads and validates every suite file of the requested families before any model work. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FamilyId, SuiteInfo } from '../results/types.js';
import { SuiteFormatError, UsageError } from '../errors/index.js';
import { familyIds, familyIn, familyTable, type FamilyItem, type FamilyTable } from '../families/index.js';
import { checkLineLimit, decodeUtf8, parseJsonObject } from '../suites/index.js';

/** Why a requested family has no items. */
export interface MissingFamily {
  readonly missing: string;
}

/** All items of one family with the files they came from. */
export interface LoadedFamily<F extends FamilyId> {
  readonly family: F;
  readonly files: readonly SuiteInfo[];
  readonly items: readonly FamilyItem<F>[];
}

/** Suites of one run: per requested family, its items or the reason it has none. */
export type SuiteLoadResult = { readonly [F in FamilyId]?: LoadedFamily<F> | MissingFamily };

/**
 * Load `<dir>/<family>/*.jsonl` for each requested family, files sorted by name.
 * Throws SuiteFormatError (file:line) for a bad line, a line over MAX_LINE_BYTES, an empty
 * file or a duplicate id; UsageError when `dir` does not exist or holds no suite of any
 * requested family. `table` holds the families (default this process's), in run order.
 */
export async function loadSuites(dir: string, requested: readonly FamilyId[], table: FamilyTable = familyTable()): Promise<SuiteLoadResult> {
  const root = resolve(dir);
  const rootStat = await stat(root).catch(() => null);
  if (rootStat !== null && !rootStat.isDirectory()) {
    throw new UsageError(
      `--suites ${root} is a file, not a folder`,
      'Pass --suites DIR, the folder that holds capability/, refusal/ and divergence/ subfolders (see docs/reference/suites.md).',
    );
  }
  if (!rootStat?.isDirectory()) {
    throw new UsageError(
      `suites directory not found: ${root}`,
      'Pass --suites DIR with capability/, refusal/ and divergence/ subfolders (see docs/reference/suites.md).',
    );
  }
  const load = async <F extends FamilyId>(family: F): Promise<LoadedFamily<F> | MissingFamily> => {
    const files = await jsonlFiles(join(root, family));
    return files.length === 0 ? { missing: `no *.jsonl files in ${join(root, family)}` } : loadFamily(family, files, table);
  };
  const result: { [F in FamilyId]?: LoadedFamily<F> | MissingFamily } = {};
  const wanted = familyIds(table).filter((id) => requested.includes(id));
  for (const family of wanted) (result as Record<FamilyId, unknown>)[family] = await load(family);
  if (wanted.every((family) => 'missing' in (result[family] ?? { missing: '' }))) {
    const expected = wanted
      .map((family) => {
        const beside = familyIn(table, family).suiteFiles;
        return `${family}/*.jsonl${beside === undefined ? '' : ` (with ${beside})`}`;
      })
      .join(', ');
    throw new UsageError(
      `suites folder ${root} holds no suites: expected ${expected}`,
      'Point --suites at a folder laid out like the built-in suites/ (see docs/reference/suites.md), or leave --suites out to use the built-in ones.',
    );
  }
  return result;
}

/** Load and validate the given JSONL files as one family of `table`; ids must be unique across them. */
export async function loadFamily<F extends FamilyId>(family: F, files: readonly string[], table: FamilyTable = familyTable()): Promise<LoadedFamily<F>> {
  const parse = familyIn(table, family).parseItem as (record: Record<string, unknown>, at: { file: string; line: number }) => FamilyItem<F>;
  const items: FamilyItem<F>[] = [];
  const infos: SuiteInfo[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new SuiteFormatError(file, 0, `cannot read suite file (${error.code ?? error.message})`, 'Check the path and permissions.');
    });
    const lines = decodeUtf8(bytes, file).split(/\r?\n/);
    let count = 0;
    for (const [index, text] of lines.entries()) {
      if (text.trim() === '') continue;
      const at = { file, line: index + 1 };
      checkLineLimit(text, at);
      const item = parse(parseJsonObject(text, at), at);
      const previous = seen.get(item.id);
      if (previous !== undefined) {
        throw new SuiteFormatError(
          file,
          at.line,
          `duplicate id ${JSON.stringify(item.id)} (first seen at ${previous})`,
          `Give every ${family} item a unique id.`,
        );
      }
      seen.set(item.id, `${file}:${at.line}`);
      items.push(item);
      count += 1;
    }
    if (count === 0) throw new SuiteFormatError(file, 0, 'suite file has no items', 'Add at least one JSON line or remove the file.');
    infos.push({ family, path: file, sha256: createHash('sha256').update(bytes).digest('hex'), items: count });
  }
  return { family, files: infos, items };
}

async function jsonlFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.jsonl')).sort();
  // stat follows symlinks, so a suite folder of linked files loads; a dangling link is skipped.
  const files = await Promise.all(names.map(async (name) => ((await stat(join(dir, name)).catch(() => null))?.isFile() ? join(dir, name) : null)));
  return files.filter((file): file is string => file !== null);
}
