/**
 * Whether Python's `json.loads` accepts a text (JsonFormat). It differs from `JSON.parse` only in
 * also reading the bare constants NaN, Infinity and -Infinity; those are swapped for a number
 * outside strings, padded so that they cannot glue onto a neighbouring token.
 */
const STRING_OR_CONSTANT = /"(?:[^"\\]|\\[\s\S])*"|-?Infinity|NaN/g;

export function isPythonJson(text: string): boolean {
  const swapped = text.replace(STRING_OR_CONSTANT, (m) => (m.startsWith('"') ? m : ' 0 '));
  try {
    JSON.parse(swapped);
    return true;
  } catch {
    return false;
  }
}
