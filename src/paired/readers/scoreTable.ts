/** One file's per-item scores, as every side-reader returns them, and the builder that keeps ids unique. */
import { ScoreFileError } from '../../errors/index.js';
import type { ScoreFormat, ScoreValue } from '../../results/index.js';
import { checkMetricName } from './metricName.js';

/** Where something is in a score file: a 1-based line, or a JSON path in a single JSON document. */
export type FilePlace = number | string;

/** One item's scores in one file. */
export interface ScoreRow {
  readonly id: string;
  /** Where the item first appears. */
  readonly at: FilePlace;
  readonly tags: readonly string[];
  readonly cluster: string | null;
  /** Score by metric name; a pair is [num, den] (see ScoreValue). */
  readonly values: ReadonlyMap<string, ScoreValue>;
}

/** One side's scores: the rows in file order (ids unique) and the metrics they hold. */
export interface ScoreTable {
  readonly path: string;
  readonly format: ScoreFormat;
  readonly rows: readonly ScoreRow[];
  /** Metric names in order of first appearance, each with where it first appears. */
  readonly metrics: ReadonlyMap<string, FilePlace>;
}

interface MutableRow {
  readonly id: string;
  readonly at: FilePlace;
  tags: string[];
  cluster: string | null;
  clusterAt: FilePlace | null;
  readonly values: Map<string, ScoreValue>;
  readonly places: Map<string, FilePlace>;
}

/** Collects scores item by item; a second score for the same item and metric is an error naming both places. */
export class ScoreTableBuilder {
  private readonly rows = new Map<string, MutableRow>();
  private readonly metrics = new Map<string, FilePlace>();
  private readonly path: string;
  private readonly format: ScoreFormat;

  constructor(path: string, format: ScoreFormat) {
    this.path = path;
    this.format = format;
  }

  /** Record `value` of `metric` for item `id`, read at `at`. Throws ScoreFileError on a repeat or a bad metric name. */
  add(id: string, metric: string, value: ScoreValue, at: FilePlace, duplicateWhat = `id ${JSON.stringify(id)} has a second "${metric}" score`): void {
    checkMetricName(metric, this.path, at);
    const row = this.row(id, at);
    const first = row.places.get(metric);
    if (first !== undefined) {
      throw new ScoreFileError(this.path, at, `${duplicateWhat} (the first is at ${placeText(first)})`, 'Each item may hold one score per metric: remove the repeated entry, or give the items distinct ids.');
    }
    row.values.set(metric, value);
    row.places.set(metric, at);
    if (!this.metrics.has(metric)) this.metrics.set(metric, at);
  }

  /** Attach tags (merged) and a cluster (must agree with an earlier one) to item `id`. */
  describe(id: string, at: FilePlace, tags: readonly string[], cluster: string | null): void {
    const row = this.row(id, at);
    for (const tag of tags) if (!row.tags.includes(tag)) row.tags.push(tag);
    if (cluster === null) return;
    if (row.cluster !== null && row.cluster !== cluster) {
      throw new ScoreFileError(
        this.path,
        at,
        `id ${JSON.stringify(id)} has cluster ${JSON.stringify(cluster)}, but ${JSON.stringify(row.cluster)} at ${placeText(row.clusterAt ?? row.at)}`,
        'An item belongs to one cluster: give every line of the item the same "cluster".',
      );
    }
    row.cluster = cluster;
    row.clusterAt ??= at;
  }

  /** Whether item `id` has been seen. */
  has(id: string): boolean {
    return this.rows.has(id);
  }

  /** The table; rows without any score are left out. */
  build(): ScoreTable {
    const rows = [...this.rows.values()]
      .filter((row) => row.values.size > 0)
      .map((row): ScoreRow => ({ id: row.id, at: row.at, tags: row.tags, cluster: row.cluster, values: row.values }));
    return { path: this.path, format: this.format, rows, metrics: this.metrics };
  }

  private row(id: string, at: FilePlace): MutableRow {
    let row = this.rows.get(id);
    if (row === undefined) {
      row = { id, at, tags: [], cluster: null, clusterAt: null, values: new Map(), places: new Map() };
      this.rows.set(id, row);
    }
    return row;
  }
}

/** "line 12" or "samples[3]", for messages that point at a second place in the same file. */
export function placeText(place: FilePlace): string {
  return typeof place === 'number' ? `line ${place}` : place;
}
