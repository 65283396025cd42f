/**
 * Python `re` patterns as JS RegExps (docs/reference/score.md, "Python patterns"): lm-eval's
 * task YAMLs write their filters and `regexes_to_ignore` in Python syntax, and a reply must be
 * cut exactly as lm-eval v0.4.6 cuts it.
 */
import { InvalidInputError } from '../errors/index.js';
import { translatePythonPattern, type TranslatedPattern } from './translatePythonPattern.js';

/**
 * `pattern` (Python 3.11 `re`, str) as a RegExp with the same matches; `flags` adds JS flags
 * ('g', 'y', 'd'). Always `v` (Unicode sets); `i` when the pattern starts with `(?i)`.
 * Throws InvalidInputError for syntax Python refuses or a JS RegExp cannot express.
 */
export function pythonRegex(pattern: string, flags = ''): RegExp {
  if (/[^dgy]/.test(flags)) throw new InvalidInputError(`pythonRegex: flags ${JSON.stringify(flags)} are not among d, g, y`);
  return compile(pattern, translatePythonPattern(pattern), flags);
}

/** A compiled pattern and what Python-style iteration over it needs (`pythonMatches.ts`). */
export interface CompiledPattern {
  readonly translated: TranslatedPattern;
  /** Searches from lastIndex. */
  readonly global: RegExp;
  /** Tries only at lastIndex. */
  readonly sticky: RegExp;
  /** Tries only at lastIndex and refuses an empty match there (group 1 is its own; Python's groups follow). */
  readonly nonEmptySticky: RegExp | null;
}

const cache = new Map<string, CompiledPattern>();
const CACHE_LIMIT = 256;

/** `pattern` compiled once per process: the task table names a handful of patterns. */
export function compiledPattern(pattern: string): CompiledPattern {
  const known = cache.get(pattern);
  if (known !== undefined) return known;
  const translated = translatePythonPattern(pattern);
  const nonEmpty = translated.mayPreferEmpty ? translatePythonPattern(pattern, 1) : null;
  const compiled: CompiledPattern = {
    translated,
    global: compile(pattern, translated, 'g'),
    sticky: compile(pattern, translated, 'y'),
    // The rest of the input from the start, captured, equals the rest from the end only when the match is empty.
    nonEmptySticky: nonEmpty === null ? null : compile(pattern, { ...nonEmpty, source: `(?=([\\s\\S]*))(?:${nonEmpty.source})(?!\\1)` }, 'y'),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(pattern, compiled);
  return compiled;
}

function compile(pattern: string, translated: TranslatedPattern, flags: string): RegExp {
  try {
    return new RegExp(translated.source, `${flags}v${translated.ignoreCase ? 'i' : ''}`);
  } catch (error) {
    throw new InvalidInputError(
      `regex ${JSON.stringify(pattern)}: a JS RegExp cannot express it (${(error as Error).message})`,
      'Use Python `re` syntax that a JS RegExp can express (see docs/reference/score.md, "Python patterns").',
    );
  }
}
