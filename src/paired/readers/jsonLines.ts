/** JSONL iteration for score files: one object per non-blank line, errors with file:line. */
import { ScoreFileError } from '../../errors/index.js';

/** One parsed line: its 1-based number and its object. */
export interface JsonLine {
  readonly line: number;
  readonly value: Record<string, unknown>;
}

/** Every non-blank line of `text` parsed as a JSON object; throws ScoreFileError naming `file`:line. */
export function* jsonLines(text: string, file: string): Generator<JsonLine> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const value = jsonLine(lines[i]!, file, i + 1);
    if (value !== undefined) yield { line: i + 1, value };
  }
}

/** One line parsed as a JSON object; undefined for a blank line. Throws ScoreFileError naming `file`:`line`. */
export function jsonLine(text: string, file: string, line: number): Record<string, unknown> | undefined {
  const raw = text.trim();
  if (raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    value = pythonJson(raw);
    if (value === undefined)
      throw new ScoreFileError(
        file,
        line,
        `invalid JSON (${(error as Error).message})`,
        'Each line must be one JSON object; check quotes, commas and escapes.',
      );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ScoreFileError(file, line, `expected a JSON object, got ${describeValue(value)}`, 'Each line must be one JSON object.');
  }
  return value as Record<string, unknown>;
}

// A string literal (kept), or a bare non-finite number outside any string.
const BARE_NON_FINITE = /"(?:[^"\\]|\\.)*"|-?Infinity|NaN/g;

/**
 * A line as Python's json module writes it (lm-eval, Inspect, a user's script): bare NaN and
 * ±Infinity read as null, the unscored marker every reader shares; undefined when it is still
 * not JSON.
 */
export function pythonJson(raw: string): unknown {
  try {
    return JSON.parse(raw.replace(BARE_NON_FINITE, (token) => (token.startsWith('"') ? token : 'null')));
  } catch {
    return undefined;
  }
}

/** The first non-blank line parsed as JSON, or undefined when it is not a JSON object (used to detect a format). */
export function firstJsonObject(text: string): Record<string, unknown> | undefined {
  const line = text.split('\n').find((raw) => raw.trim() !== '');
  if (line === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** An item id: a non-empty string, or a finite number (stringified, as JSONL ids often are); undefined otherwise. */
export function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

/** Short description of a JSON value for messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length} (${shorten(JSON.stringify(value))})`;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
