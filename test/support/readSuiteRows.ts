/**
 * Reads every `*.jsonl` of a suite folder with plain JSON.parse (deliberately not the project's
 * loader, so content tests check the files independently), asserting the file-level rules:
 * LF endings, a final newline, no blank lines, one JSON object per line with only known keys.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One parsed line with where it came from. */
export interface SuiteRow {
  readonly file: string;
  readonly lineNo: number;
  /** `file:line`, for assertion messages. */
  readonly where: string;
  readonly record: Readonly<Record<string, unknown>>;
}

/** Parsed rows of `dir/*.jsonl`, files sorted by name; fails an assertion on any format slip. */
export function readSuiteRows(dir: string, allowedKeys: ReadonlySet<string>): SuiteRow[] {
  const rows: SuiteRow[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    assert.ok(!text.includes('\r'), `${file}: CRLF line endings`);
    assert.ok(text.endsWith('\n'), `${file}: missing final newline`);
    text
      .slice(0, -1)
      .split('\n')
      .forEach((line, i) => {
        const where = `${file}:${i + 1}`;
        assert.notEqual(line.trim(), '', `${where}: blank line`);
        const value: unknown = JSON.parse(line);
        assert.ok(typeof value === 'object' && value !== null && !Array.isArray(value), `${where}: not a JSON object`);
        const record = value as Record<string, unknown>;
        for (const key of Object.keys(record)) assert.ok(allowedKeys.has(key), `${where}: unexpected key ${key}`);
        rows.push({ file, lineNo: i + 1, where, record });
      });
  }
  return rows;
}
