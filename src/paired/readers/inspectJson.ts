/** JSON as Inspect AI writes it: Python's json module emits bare NaN, Infinity and -Infinity, which Inspect's own reader accepts. */
import { ScoreFileError } from '../../errors/index.js';
import type { FilePlace } from './filePlace.js';

// A string literal (kept), or a bare non-finite number outside any string (read as null: unscored).
const TOKENS = /"(?:[^"\\]|\\.)*"|-?Infinity|NaN/g;

/**
 * Parse `text`, reading bare NaN / ±Infinity as null (Inspect's unscored marker once it passes
 * through JSON). Throws ScoreFileError naming `file` and `at` for text that is not JSON then,
 * and for a document too large for one string.
 */
export function parseInspectJson(text: string, file: string, at: FilePlace | null, hint: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Only a document with a bare NaN/Infinity needs the slower pass below.
  }
  try {
    return JSON.parse(text.replace(TOKENS, (token) => (token.startsWith('"') ? token : 'null')));
  } catch (error) {
    throw new ScoreFileError(file, at, `invalid JSON (${(error as Error).message})`, hint);
  }
}
