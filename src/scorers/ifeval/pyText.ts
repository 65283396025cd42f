/**
 * Python `str` semantics the IFEval checkers rely on (docs/reference/ifeval.md): what `str.strip()`,
 * `str.split()`, `str.isupper()`/`islower()` and `re`'s Unicode `\s`/`\w` mean, written out because
 * JavaScript's `trim`, `\s`, `\w` and `\b` differ from them.
 */

/** Python's whitespace (`str.isspace`, `re`'s `\s` on str): JS's `\s` less U+FEFF, plus U+001C–U+001F and U+0085. */
export const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python `re`'s Unicode `\w`: `str.isalnum()` or `_` (letters and numbers of any script). */
export const PY_WORD_CLASS = '\\p{L}\\p{N}_';
/** Python `re`'s `\b` for str patterns (Unicode-aware, unlike JS's). */
export const PY_WORD_BOUNDARY = `(?:(?<=[${PY_WORD_CLASS}])(?![${PY_WORD_CLASS}])|(?<![${PY_WORD_CLASS}])(?=[${PY_WORD_CLASS}]))`;

const SPACE_RE = new RegExp(`[${PY_SPACE_CLASS}]`, 'u');
const SPACE_RUN_RE = new RegExp(`[${PY_SPACE_CLASS}]+`, 'u');

/** True when `ch` (one UTF-16 unit) is Python whitespace (all of Python's whitespace is in the BMP). */
export function isPySpace(ch: string): boolean {
  return SPACE_RE.test(ch);
}

/** Python `s.strip(chars)`; without `chars`, strips Python whitespace. */
export function pyStrip(s: string, chars?: string): string {
  return pyRstrip(pyLstrip(s, chars), chars);
}

/** Python `s.lstrip(chars)`. */
export function pyLstrip(s: string, chars?: string): string {
  let i = 0;
  while (i < s.length && (chars === undefined ? isPySpace(s[i]!) : chars.includes(s[i]!))) i++;
  return s.slice(i);
}

/** Python `s.rstrip(chars)`. */
export function pyRstrip(s: string, chars?: string): string {
  let j = s.length;
  while (j > 0 && (chars === undefined ? isPySpace(s[j - 1]!) : chars.includes(s[j - 1]!))) j--;
  return s.slice(0, j);
}

/** Python `s.split()`: runs of whitespace separate, no empty strings. */
export function pySplitWhitespace(s: string): string[] {
  return s.split(SPACE_RUN_RE).filter((w) => w !== '');
}

// CPython's str.isupper/islower read the Unicode Lowercase/Uppercase properties and category Lt.
const LOWER_OR_TITLE = /[\p{Lowercase}\p{Lt}]/u;
const UPPER_OR_TITLE = /[\p{Uppercase}\p{Lt}]/u;
const UPPER = /\p{Uppercase}/u;
const LOWER = /\p{Lowercase}/u;

/** Python `s.isupper()`: at least one cased character and none lowercase or titlecase. */
export function pyIsUpper(s: string): boolean {
  return !LOWER_OR_TITLE.test(s) && UPPER.test(s);
}

/** Python `s.islower()`: at least one cased character and none uppercase or titlecase. */
export function pyIsLower(s: string): boolean {
  return !UPPER_OR_TITLE.test(s) && LOWER.test(s);
}

/** Python `s.lower()` (full Unicode mapping, final sigma included: the same as JS's `toLowerCase`). */
export function pyLower(s: string): string {
  return s.toLowerCase();
}

/** Number of non-overlapping matches, as Python's `len(re.findall(pattern, s))`; `re` must have the `g` flag. */
export function countMatches(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    n++;
    if (m[0] === '') re.lastIndex++;
  }
  return n;
}
