/**
 * lm-eval v0.4.6's `exact_match` (`exact_match_hf_evaluate`, ported from HF evaluate) for one
 * prediction and one reference (docs/reference/score.md): each of `regexes_to_ignore` removed
 * with re.sub, then lowercasing, ASCII punctuation, ASCII digits, then equality.
 *
 * The strings live in NumPy unicode arrays there, and two NumPy behaviours are part of the
 * score: an element reads back without its trailing NULs, and `np.char.lower` keeps the array's
 * width, so a lowercase that grows the string ('İ' → 'i̇') loses its last code points.
 */
import { pythonSubLiteral } from './pythonMatches.js';
import type { ExactMatchOptions } from './types.js';

/** Python's `string.punctuation` and `string.digits`: ASCII only. */
const PUNCTUATION = /[!-/:-@[-`{-~]/g;
const DIGITS = /[0-9]/g;

/** Whether lm-eval scores `prediction` an exact match of `reference` (its 1.0). */
export function exactMatch(prediction: string, reference: string, options: ExactMatchOptions): boolean {
  return normalize(prediction, options) === normalize(reference, options);
}

/** One side as lm-eval compares it. */
export function normalize(text: string, options: ExactMatchOptions): string {
  let width = codePoints(text);
  let value = text;
  for (const pattern of options.regexesToIgnore) {
    value = pythonSubLiteral(pattern, '', value);
    width = codePoints(value);
    value = withoutTrailingNuls(value);
  }
  value = withoutTrailingNuls(value);
  if (options.ignoreCase) value = withoutTrailingNuls(Array.from(value.toLowerCase()).slice(0, width).join(''));
  if (options.ignorePunctuation) value = value.replace(PUNCTUATION, '');
  if (options.ignoreNumbers) value = value.replace(DIGITS, '');
  return withoutTrailingNuls(value);
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function withoutTrailingNuls(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--;
  return text.slice(0, end);
}
