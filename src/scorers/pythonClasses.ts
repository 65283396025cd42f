/**
 * Python 3 `re` character classes for str patterns, written as JS `v`-flag class syntax
 * (docs/reference/score.md, "Python patterns"). Python's classes are Unicode-aware: `\d` is
 * category Nd, `\w` is `str.isalnum()` or `_` (categories L and N), `\s` is `str.isspace()`;
 * with the ASCII flag (`(?a)`) they are the ASCII sets. JS's own `\s` differs (it has U+FEFF,
 * lacks U+001C–U+001F and U+0085), and its `\w`, `\b` are ASCII-only, so none is used.
 */

/** The 29 code points for which Python's `str.isspace()` is true (Unicode 14, Python 3.11). */
const PYTHON_SPACE = '\\t-\\r\\u{1C}-\\u{20}\\u{85}\\u{A0}\\u{1680}\\u{2000}-\\u{200A}\\u{2028}\\u{2029}\\u{202F}\\u{205F}\\u{3000}';

/** One class escape's JS set (a nested class in `v` syntax), as Python means it. */
export function classEscape(letter: 'd' | 'D' | 'w' | 'W' | 's' | 'S', ascii: boolean): string {
  const sets = ascii ? { d: '0-9', w: 'A-Za-z0-9_', s: '\\t-\\r ' } : { d: '\\p{Nd}', w: '\\p{L}\\p{N}_', s: PYTHON_SPACE };
  const lower = letter.toLowerCase() as 'd' | 'w' | 's';
  return `[${letter === lower ? '' : '^'}${sets[lower]}]`;
}

/** The word-character set `\b` and `\B` look at. */
export function wordSet(ascii: boolean): string {
  return classEscape('w', ascii);
}

/** Python's `\b`: between a word character and a non-word one (or an end). */
export function wordBoundary(ascii: boolean): string {
  const w = wordSet(ascii);
  return `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
}

/** Python's `\B` (3.11: never matches in the empty string). */
export function notWordBoundary(ascii: boolean): string {
  const w = wordSet(ascii);
  return `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w})(?:(?<=[\\s\\S])|(?=[\\s\\S])))`;
}

/** Python's `str.isspace()`, for `str.strip()`. */
const SPACE_CHAR = new RegExp(`[${PYTHON_SPACE}]`, 'v');

/** Python's `str.strip()` with no argument: Python's whitespace, not JS's `trim()` set. */
export function pythonStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && SPACE_CHAR.test(text[start]!)) start++;
  while (end > start && SPACE_CHAR.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** A code point as a `v`-flag escape, valid inside and outside a class. */
export function literal(codePoint: number): string {
  const char = String.fromCodePoint(codePoint);
  return /^[A-Za-z0-9]$/.test(char) ? char : `\\u{${codePoint.toString(16).toUpperCase()}}`;
}
