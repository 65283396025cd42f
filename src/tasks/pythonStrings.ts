/**
 * Python's str methods that lm-eval's templates and utils.py call, where JavaScript's nearest
 * one differs: `strip` removes exactly Python's whitespace (str.isspace), not JavaScript's
 * (which adds U+FEFF and lacks U+001C–U+001F and U+0085).
 */

/** The characters Python's str.isspace() accepts. */
const PY_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const LEADING = new RegExp(`^[${PY_SPACE}]+`, 'u');
const TRAILING = new RegExp(`[${PY_SPACE}]+$`, 'u');

/** Python's `text.strip()`. */
export function pyStrip(text: string): string {
  return text.replace(LEADING, '').replace(TRAILING, '');
}

/** Python's `text.lstrip()`. */
export function pyLstrip(text: string): string {
  return text.replace(LEADING, '');
}

/** Python's `text.capitalize()`: first character upper case, the rest lower case. */
export function pyCapitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return '';
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + text.slice(head.length).toLowerCase();
}
