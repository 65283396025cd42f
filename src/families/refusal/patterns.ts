/**
 * Refusal pattern files (docs/ARCHITECTURE.md §4): validation and compilation. A file is a JSON array
 * whose entries are `{ "id", "pattern", "why" }` objects or plain regex source strings
 * (id `pattern-<index>`). Every pattern compiles with flags `iu`: case-insensitive and
 * Unicode-aware; neither `s` (a `.` never crosses a line break) nor `m` (`^` is the start
 * of the reply; a pattern names `\n` itself to anchor at a line start).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SuiteFormatError } from '../../errors/index.js';
import { builtinPatternKeywords, type PatternKeywords } from './patternKeywords.js';

/** Flags every refusal pattern is compiled with. */
export const REFUSAL_PATTERN_FLAGS = 'iu';

/** Id reported for an empty or whitespace-only reply; reserved, no file may use it. */
export const EMPTY_REPLY_PATTERN_ID = 'empty-reply';

/** Absolute path of tunegate's own pattern file; patterns loaded from it are trusted. */
export const BUILTIN_REFUSAL_PATTERNS_FILE = fileURLToPath(new URL('../../../suites/refusal/patterns.json', import.meta.url));

/** One compiled refusal pattern. */
export interface RefusalPattern {
  readonly id: string;
  /** The regex source as written in the file. */
  readonly source: string;
  /** One-line rationale ('' for plain-string entries). */
  readonly why: string;
  /** `source` compiled with REFUSAL_PATTERN_FLAGS; classifyRefusal runs untrusted ones in a sandbox instead. */
  readonly regex: RegExp;
  /**
   * Trusted patterns (tunegate's own) run directly; untrusted ones run under a time limit
   * so a catastrophically backtracking regex cannot hang a run.
   */
  readonly trusted: boolean;
  /** For tunegate's own patterns: words one of each group of which a reply must hold to match (patternKeywords.ts), so the regex can be skipped. */
  readonly keywords?: PatternKeywords;
}

/** Options of compileRefusalPatterns / loadRefusalPatterns. */
export interface RefusalPatternOptions {
  /** Run the patterns without a time limit; default: only for BUILTIN_REFUSAL_PATTERNS_FILE. */
  readonly trusted?: boolean;
}

const ENTRY_KEYS = new Set(['id', 'pattern', 'why']);

/**
 * Validate parsed pattern-file entries and compile them, in file order. `source` names the
 * file in errors. Throws SuiteFormatError(source, 0, "pattern '<id>': <reason>") for a
 * non-array, a malformed entry, a duplicate or reserved id, a regex that does not compile,
 * or one that matches the empty string (it would mark every reply refused).
 */
export function compileRefusalPatterns(entries: unknown, source: string, options: RefusalPatternOptions = {}): RefusalPattern[] {
  if (!Array.isArray(entries)) {
    throw new SuiteFormatError(source, 0, 'expected a JSON array of refusal patterns ({ "id", "pattern", "why" } objects or regex strings)');
  }
  const trusted = options.trusted ?? false;
  const firstIndexById = new Map<string, number>();
  return entries.map((entry: unknown, index) => {
    const { id, pattern, why } = entryFields(entry, index, source);
    const previous = firstIndexById.get(id);
    if (previous !== undefined) fail(source, `'${id}'`, `duplicate id (entry ${previous} has it too)`);
    if (id === EMPTY_REPLY_PATTERN_ID) fail(source, `'${id}'`, 'this id is reserved for empty replies');
    firstIndexById.set(id, index);
    let regex: RegExp;
    try {
      regex = new RegExp(pattern, REFUSAL_PATTERN_FLAGS);
    } catch (error) {
      return fail(source, `'${id}'`, `invalid regular expression: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (regex.test('')) fail(source, `'${id}'`, 'matches the empty string, so every reply would count as refused');
    const keywords = trusted ? builtinPatternKeywords(id, pattern) : undefined;
    return keywords === undefined ? { id, source: pattern, why, regex, trusted } : { id, source: pattern, why, regex, trusted, keywords };
  });
}

/**
 * Read, validate and compile a refusal pattern file (see compileRefusalPatterns). Throws
 * SuiteFormatError when the file cannot be read or is not JSON, or for any bad entry.
 */
export function loadRefusalPatterns(file: string, options: RefusalPatternOptions = {}): RefusalPattern[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new SuiteFormatError(
        file,
        0,
        'refusal patterns file not found',
        'A refusal suite needs its patterns: copy suites/refusal/patterns.json there, or pass --refusal-patterns FILE.',
      );
    }
    throw new SuiteFormatError(
      file,
      0,
      `cannot read refusal patterns: ${error instanceof Error ? error.message : String(error)}`,
      'Check the path given for the refusal patterns.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SuiteFormatError(file, 0, `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const trusted = options.trusted ?? resolve(file) === BUILTIN_REFUSAL_PATTERNS_FILE;
  return compileRefusalPatterns(parsed, file, { trusted });
}

function entryFields(entry: unknown, index: number, source: string): { id: string; pattern: string; why: string } {
  if (typeof entry === 'string') {
    if (entry === '') fail(source, `'pattern-${index}'`, 'empty regex source');
    return { id: `pattern-${index}`, pattern: entry, why: '' };
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return fail(source, `#${index}`, 'expected an object { "id", "pattern", "why" } or a regex string');
  }
  const record = entry as Record<string, unknown>;
  const id = record['id'];
  if (typeof id !== 'string' || id.trim() === '') return fail(source, `#${index}`, '"id" must be a non-empty string');
  const name = `'${id}'`;
  const unknownKey = Object.keys(record).find((key) => !ENTRY_KEYS.has(key));
  if (unknownKey !== undefined) fail(source, name, `unknown field "${unknownKey}" (allowed: id, pattern, why)`);
  const pattern = record['pattern'];
  if (typeof pattern !== 'string' || pattern === '') fail(source, name, '"pattern" must be a non-empty regex source string');
  const why = record['why'];
  if (typeof why !== 'string') fail(source, name, '"why" must be a string (a one-line rationale)');
  return { id, pattern, why };
}

function fail(source: string, name: string, reason: string): never {
  throw new SuiteFormatError(source, 0, `pattern ${name}: ${reason}`, 'Fix the entry in the refusal patterns file; see docs/reference/suites.md.');
}
