/** Reads and validates every suite file of the requested families before any model work. */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FamilyId, SuiteInfo } from '../results/types.js';
import { SuiteFormatError, UsageError } from '../errors/index.js';
import { familyParsers } from './familyParsers.js';
import { parseJsonObject } from './parseLine.js';
import type { FamilyItems, LoadedFamily } from './types.js';

/** Why a requested family has no items. */
export interface MissingFamily {
  readonly missing: string;
}

/** Suites of one run: per requested family, its items or the reason it has none. */
export interface SuiteLoadResult {
  readonly capability?: LoadedFamily<'capability'> | MissingFamily;
  readonly refusal?: LoadedFamily<'refusal'> | MissingFamily;
  readonly divergence?: LoadedFamily<'divergence'> | MissingFamily;
}

/**
 * Load `<dir>/<family>/*.jsonl` for each requested family, files sorted by name.
 * Throws SuiteFormatError (file:line) for a bad line, an empty file or a duplicate id,
 * UsageError when `dir` does not exist.
 */
export async function loadSuites(dir: string, families: readonly FamilyId[]): Promise<SuiteLoadResult> {
  const root = resolve(dir);
  const rootStat = await stat(root).catch(() => null);
  if (!rootStat?.isDirectory()) {
    throw new UsageError(`suites directory not found: ${root}`, 'Pass --suites DIR with capability/, refusal/ and divergence/ subfolders (see README "Suites").');
  }
  const load = async <F extends FamilyId>(family: F): Promise<LoadedFamily<F> | MissingFamily> => {
    const files = await jsonlFiles(join(root, family));
    return files.length === 0 ? { missing: `no *.jsonl files in ${join(root, family)}` } : loadFamily(family, files);
  };
  return {
    ...(families.includes('capability') ? { capability: await load('capability') } : {}),
    ...(families.includes('refusal') ? { refusal: await load('refusal') } : {}),
    ...(families.includes('divergence') ? { divergence: await load('divergence') } : {}),
  };
}

/** Load and validate the given JSONL files as one family; ids must be unique across them. */
export async function loadFamily<F extends FamilyId>(family: F, files: readonly string[]): Promise<LoadedFamily<F>> {
  const parse = familyParsers[family];
  const items: FamilyItems[F][] = [];
  const infos: SuiteInfo[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new SuiteFormatError(file, 0, `cannot read suite file (${error.code ?? error.message})`, 'Check the path and permissions.');
    });
    const lines = bytes.toString('utf8').split(/\r?\n/);
    let count = 0;
    for (const [index, text] of lines.entries()) {
      if (text.trim() === '') continue;
      const at = { file, line: index + 1 };
      const item = parse(parseJsonObject(text, at), at);
      const previous = seen.get(item.id);
      if (previous !== undefined) {
        throw new SuiteFormatError(file, at.line, `duplicate id "${item.id}" (first seen at ${previous})`, `Give every ${family} item a unique id.`);
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
