/** Pairs two sides' score tables by item id: the paired records, and what could not be paired. */
import { basename } from 'node:path';
import { ScoreFileError } from '../errors/index.js';
import type { ScoreItemRecord, ScoreValue, SkippedItem } from '../results/index.js';
import type { ScoreRow, ScoreTable } from './readers/index.js';

/** The paired items and the bookkeeping of the unpaired ones. */
export interface PairedScores {
  /** One record per id in both files, in the base file's order. */
  readonly records: readonly ScoreItemRecord[];
  /** Ids in one file only, and scores one side lacks for an item both hold. */
  readonly skipped: readonly SkippedItem[];
  readonly baseOnly: number;
  readonly tunedOnly: number;
  /** Metric names, in the base file's order. */
  readonly metrics: readonly string[];
}

/**
 * Pair `base` and `tuned` by id (the intersection). Items in one file only are counted and
 * listed as skipped; an item both hold keeps the metrics both sides scored, and a score
 * only one side has is listed as skipped. Tags are merged; clusters must agree.
 * Throws ScoreFileError (file and line) when the files hold different metrics, when their
 * clusters disagree for an item, or when no id is in both files.
 */
export function pairScores(base: ScoreTable, tuned: ScoreTable): PairedScores {
  checkSameMetrics(base, tuned);
  checkSameMetrics(tuned, base);
  const tunedRows = new Map(tuned.rows.map((row) => [row.id, row]));
  const baseIds = new Set(base.rows.map((row) => row.id));
  const records: ScoreItemRecord[] = [];
  const skipped: SkippedItem[] = [];
  for (const row of base.rows) {
    const other = tunedRows.get(row.id);
    if (other === undefined) {
      skipped.push({ family: 'scores', id: row.id, reason: `only in the base file (${basename(base.path)})` });
      continue;
    }
    records.push(pairRow(row, other, tuned.path, skipped));
  }
  const tunedOnly = tuned.rows.filter((row) => !baseIds.has(row.id));
  for (const row of tunedOnly) skipped.push({ family: 'scores', id: row.id, reason: `only in the tuned file (${basename(tuned.path)})` });
  if (records.length === 0) {
    throw new ScoreFileError(
      tuned.path,
      tuned.rows[0]?.at ?? null,
      `no item id is in both files (ids here: ${idSample(tuned)}; in ${base.path}: ${idSample(base)})`,
      'Both files must score the same items under the same ids (the same task, split and id field).',
    );
  }
  return { records, skipped, baseOnly: base.rows.length - records.length, tunedOnly: tunedOnly.length, metrics: [...base.metrics.keys()] };
}

function pairRow(base: ScoreRow, tuned: ScoreRow, tunedPath: string, skipped: SkippedItem[]): ScoreItemRecord {
  if (base.cluster !== null && tuned.cluster !== null && base.cluster !== tuned.cluster) {
    throw new ScoreFileError(tunedPath, tuned.at, `id ${JSON.stringify(tuned.id)} is in cluster ${JSON.stringify(tuned.cluster)} here but ${JSON.stringify(base.cluster)} in the base file`, 'An item belongs to one cluster: give it the same "cluster" in both files.');
  }
  const baseValues: [string, ScoreValue][] = [];
  const tunedValues: [string, ScoreValue][] = [];
  for (const [metric, value] of base.values) {
    const other = tuned.values.get(metric);
    if (other === undefined) {
      skipped.push({ family: 'scores', id: base.id, reason: `no "${metric}" score in the tuned file` });
      continue;
    }
    baseValues.push([metric, value]);
    tunedValues.push([metric, other]);
  }
  for (const metric of tuned.values.keys()) {
    if (!base.values.has(metric)) skipped.push({ family: 'scores', id: base.id, reason: `no "${metric}" score in the base file` });
  }
  return {
    family: 'scores',
    id: base.id,
    tags: [...new Set([...base.tags, ...tuned.tags])],
    cluster: base.cluster ?? tuned.cluster,
    // fromEntries makes own properties, so no metric name can reach a prototype.
    base: Object.fromEntries(baseValues),
    tuned: Object.fromEntries(tunedValues),
  };
}

/** Every metric of `one` must be in `other`: comparing different metric sets is a mistake, not a subset. */
function checkSameMetrics(one: ScoreTable, other: ScoreTable): void {
  for (const [metric, at] of one.metrics) {
    if (other.metrics.has(metric)) continue;
    throw new ScoreFileError(
      one.path,
      at,
      `metric "${metric}" is here but not in ${other.path} (which holds ${[...other.metrics.keys()].map((m) => `"${m}"`).join(', ') || 'no metric'})`,
      `Both files must hold the same metrics; compare a subset with --metrics ${[...one.metrics.keys()].filter((m) => other.metrics.has(m)).join(',') || 'NAME,…'}.`,
    );
  }
}

function idSample(table: ScoreTable): string {
  if (table.rows.length === 0) return 'none';
  const ids = table.rows.slice(0, 3).map((row) => JSON.stringify(row.id));
  return `${ids.join(', ')}${table.rows.length > 3 ? ', …' : ''}`;
}
