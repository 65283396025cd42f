/** The generic score format: one `{id, metric, value, cluster?, tags?}` object per line. */
import { ScoreFileError } from '../../errors/index.js';
import type { ScoreValue } from '../../results/index.js';
import { describeValue, idOf, jsonLines } from './jsonLines.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';

const HINT = 'Each line is {"id": …, "metric": "acc", "value": 1} with optional "cluster" and "tags"; see docs/guides/other-harnesses.md.';

/**
 * Read generic score lines. `value` is a finite number, true/false (1/0), or [num, den] for a
 * ratio metric (the metric is Σnum / Σden over items); null, bare NaN or ±Infinity mean
 * unscored, as in an Inspect log (the item lacks that score; paired counts it as one-sided). `cluster` (string or number) groups
 * items that are resampled together; `tags` is an array of strings. An item may span several
 * lines, one per metric; a second line for the same id and metric is an error. Lines of
 * metrics outside `wanted` (when given) are skipped.
 * Throws ScoreFileError naming `file`:line.
 */
export function readScoresJsonl(text: string, file: string, wanted?: ReadonlySet<string>): ScoreTable {
  const table = new ScoreTableBuilder(file, 'jsonl');
  for (const { line, value } of jsonLines(text, file)) addScoreLine(table, value, line, file, wanted);
  return table.build();
}

/** Add one parsed score line to `table` (the streaming reader calls it line by line). Throws ScoreFileError naming `file`:line. */
export function addScoreLine(
  table: ScoreTableBuilder,
  record: Record<string, unknown>,
  line: number,
  file: string,
  wanted: ReadonlySet<string> | undefined,
): void {
  const id = idOf(record['id']);
  if (id === undefined) {
    throw new ScoreFileError(
      file,
      line,
      record['id'] === undefined ? 'missing required field "id"' : `field "id" must be a non-empty string or a number, got ${describeValue(record['id'])}`,
      HINT,
    );
  }
  const metric = record['metric'];
  if (typeof metric !== 'string') {
    throw new ScoreFileError(
      file,
      line,
      metric === undefined ? 'missing required field "metric"' : `field "metric" must be a string, got ${describeValue(metric)}`,
      HINT,
    );
  }
  if (wanted !== undefined && !wanted.has(metric)) return;
  table.describe(id, line, tagsOf(record['tags'], file, line), clusterOf(record['cluster'], file, line));
  // null is what NaN and ±Infinity become (Python writes them bare): unscored, as in an Inspect log.
  if (record['value'] === null) {
    if (!table.unscored.has(id)) table.unscored.set(id, `"${metric}" is NaN, ±Infinity or null (unscored)`);
    return;
  }
  table.add(id, metric, scoreValue(record['value'], file, line, metric), line, `id ${JSON.stringify(id)} has a second "${metric}" line`);
}

/** A line's `value` as a score: a finite number, a boolean, or [num, den] with den ≥ 0. */
function scoreValue(value: unknown, file: string, line: number, metric: string): ScoreValue {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v)) && (value[1] as number) >= 0) {
    return [value[0] as number, value[1] as number];
  }
  const what = value === undefined ? 'missing required field "value"' : `value of "${metric}" is not numeric: ${describeValue(value)}`;
  throw new ScoreFileError(file, line, what, 'A value is a finite number, true/false, [num, den] with den ≥ 0 (a ratio metric), or null/NaN for unscored.');
}

function tagsOf(value: unknown, file: string, line: number): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string' && tag.trim() !== '')) {
    throw new ScoreFileError(file, line, `field "tags" must be an array of non-empty strings, got ${describeValue(value)}`, HINT);
  }
  return [...new Set(value as string[])];
}

function clusterOf(value: unknown, file: string, line: number): string | null {
  if (value === undefined || value === null) return null;
  const cluster = idOf(value);
  if (cluster === undefined) throw new ScoreFileError(file, line, `field "cluster" must be a non-empty string or a number, got ${describeValue(value)}`, HINT);
  return cluster;
}
