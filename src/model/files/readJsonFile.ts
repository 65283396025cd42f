/** Reads one JSON file of a model directory, turning failures into ModelLoadError. */
import { readFileSync } from 'node:fs';
import { ModelLoadError } from '../../errors/index.js';

/** Parsed JSON object of `file`; throws ModelLoadError naming the file when it is unreadable or not a JSON object. */
export function readJsonFile(file: string): Record<string, unknown> {
  return parseJsonObject(file, readTextFile(file));
}

/** UTF-8 text of `file`; throws ModelLoadError naming the file when it cannot be read. */
export function readTextFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ModelLoadError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'Check the file exists and is readable.');
  }
}

/** `text` (read from `file`) parsed as a JSON object; throws ModelLoadError naming the file otherwise. */
export function parseJsonObject(file: string, text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ModelLoadError(file, `is not valid JSON (${(error as Error).message})`, 'Re-export or re-download the file.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ModelLoadError(file, 'is not a JSON object', 'Re-export or re-download the file.');
  }
  return parsed as Record<string, unknown>;
}
