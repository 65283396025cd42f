/** Field validation for one suite line: problems become SuiteFormatError with file:line. */
import { SuiteFormatError } from '../errors/index.js';

/** Where a line came from, for error messages. */
export interface LineSource {
  readonly file: string;
  readonly line: number;
}

/** Parse one JSONL line into a plain object; throws SuiteFormatError on bad JSON or a non-object. */
export function parseJsonObject(text: string, at: LineSource): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SuiteFormatError(at.file, at.line, `invalid JSON (${detail})`, 'Each line must be one JSON object; check quotes, commas and escapes.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SuiteFormatError(at.file, at.line, `expected a JSON object, got ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}

/** A required non-empty string field. */
export function requireString(record: Record<string, unknown>, field: string, at: LineSource, options: { allowEmpty?: boolean } = {}): string {
  const value = record[field];
  if (value === undefined) throw missing(field, at);
  if (typeof value !== 'string') throw wrongType(field, 'a string', value, at);
  if (!options.allowEmpty && value.trim() === '') throw new SuiteFormatError(at.file, at.line, `field "${field}" is empty`);
  return value;
}

/** A required boolean field. */
export function requireBoolean(record: Record<string, unknown>, field: string, at: LineSource): boolean {
  const value = record[field];
  if (value === undefined) throw missing(field, at);
  if (typeof value !== 'boolean') throw wrongType(field, 'true or false', value, at);
  return value;
}

/** The optional `tags` field: an array of non-empty strings, default []. */
export function optionalTags(record: Record<string, unknown>, at: LineSource): string[] {
  const value = record['tags'];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string' && tag.trim() !== '')) {
    throw wrongType('tags', 'an array of non-empty strings', value, at);
  }
  return [...new Set(value as string[])];
}

/** The `id` field: a non-empty string (numbers are accepted and stringified, as JSONL ids often are). */
export function requireId(record: Record<string, unknown>, at: LineSource): string {
  const value = record['id'];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return requireString(record, 'id', at);
}

function missing(field: string, at: LineSource): SuiteFormatError {
  return new SuiteFormatError(at.file, at.line, `missing required field "${field}"`);
}

function wrongType(field: string, expected: string, value: unknown, at: LineSource): SuiteFormatError {
  return new SuiteFormatError(at.file, at.line, `field "${field}" must be ${expected}, got ${describe(value)}`);
}

/** Short description of a JSON value for messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
