/**
 * Whether Python's `json.loads` accepts a text (JsonFormat). It differs from `JSON.parse` only in
 * also reading the bare constants NaN, Infinity and -Infinity; those are swapped for a number
 * outside strings, padded so that they cannot glue onto a neighbouring token. One linear pass
 * (a regex over strings backtracks quadratically on runs of `"\`, docs/reference/ifeval.md).
 */
const CONSTANTS = ['-Infinity', 'Infinity', 'NaN'];

export function isPythonJson(text: string): boolean {
  const parts: string[] = [];
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (i >= text.length) return false; // an unterminated string: json.loads raises too
      i++;
      continue;
    }
    const constant = ch === '-' || ch === 'I' || ch === 'N' ? CONSTANTS.find((c) => text.startsWith(c, i)) : undefined;
    if (constant) {
      parts.push(text.slice(from, i), ' 0 ');
      i += constant.length;
      from = i;
      continue;
    }
    i++;
  }
  parts.push(text.slice(from));
  try {
    JSON.parse(parts.join(''));
    return true;
  } catch {
    return false;
  }
}
