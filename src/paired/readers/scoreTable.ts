/** One file's per-item scores, as every side-reader returns them, and the builder that keeps ids unique. */
import { ScoreFileError } from '../../errors/index.js';
import type { Direction, ScoreFormat, ScoreValue } from '../../results/index.js';
import { placeText, type FilePlace } from './filePlace.js';
import { checkMetricName } from './metricName.js';

export { placeText, type FilePlace } from './filePlace.js';

/** One item's scores in one file. */
export interface ScoreRow {
  readonly id: string;
  /** Where the item first appears. */
  readonly at: FilePlace;
  readonly tags: readonly string[];
  readonly cluster: string | null;
  /** Score by metric name; a pair is [num, den] (see ScoreValue). */
  readonly values: ReadonlyMap<string, ScoreValue>;
  /** The harness task the item belongs to, when the file says (lm-eval: from the file name). */
  readonly task?: string;
  /** What identifies the item's document, prompt and target (lm-eval's doc_hash, prompt_hash, target_hash). */
  readonly hashes?: DocumentHashes;
}

/** lm-eval's per-sample hashes: pairing the same doc_id over different documents is a mistake. */
export interface DocumentHashes {
  readonly doc?: string;
  readonly prompt?: string;
  readonly target?: string;
}

/** How an eval log reduced repeated epochs; two sides reduced differently are not comparable. */
export interface EpochDesign {
  readonly epochs: number;
  readonly reducers: readonly string[];
}

/** One side's scores: the rows in file order (ids unique) and the metrics they hold. */
export interface ScoreTable {
  readonly path: string;
  readonly format: ScoreFormat;
  readonly rows: readonly ScoreRow[];
  /** Metric names in order of first appearance, each with where it first appears. */
  readonly metrics: ReadonlyMap<string, FilePlace>;
  /** Directions the file itself states (lm-eval's results file `higher_is_better`). */
  readonly directions: ReadonlyMap<string, Exclude<Direction, 'none'>>;
  /** Epochs and reducers of an eval log (Inspect); absent for formats without epochs. */
  readonly design?: EpochDesign;
  /** Things the reader accepted but the user should hear about (a run that did not finish, …). */
  readonly warnings: readonly string[];
  /** Items the file holds without any score, with why (an Inspect sample that errored). */
  readonly unscored: ReadonlyMap<string, string>;
}

interface MutableRow {
  readonly id: string;
  readonly at: FilePlace;
  tags: string[];
  cluster: string | null;
  clusterAt: FilePlace | null;
  readonly values: Map<string, ScoreValue>;
  /** Where each metric was read; a null-prototype object, far smaller than a Map for the few metrics of a row. */
  readonly places: Record<string, FilePlace>;
  task?: string;
  hashes?: DocumentHashes;
}

/** Collects scores item by item; a second score for the same item and metric is an error naming both places. */
export class ScoreTableBuilder {
  private readonly rows = new Map<string, MutableRow>();
  private readonly metrics = new Map<string, FilePlace>();
  /** Directions stated by the file, by metric name. */
  readonly directions = new Map<string, Exclude<Direction, 'none'>>();
  /** Notes for the user, in the order found. */
  readonly warnings: string[] = [];
  /** Epochs and reducers, for eval logs. */
  design: EpochDesign | undefined;
  /** Why an item has no score, by id; kept in the table only for items that got none. */
  readonly unscored = new Map<string, string>();
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
    const first = row.places[metric];
    if (first !== undefined) {
      throw new ScoreFileError(
        this.path,
        at,
        `${duplicateWhat} (the first is at ${placeText(first)})`,
        'Each item may hold one score per metric: remove the repeated entry, or give the items distinct ids.',
      );
    }
    row.values.set(metric, value);
    row.places[metric] = at;
    if (!this.metrics.has(metric)) this.metrics.set(metric, at);
  }

  /** Attach tags (merged) and a cluster (must agree with an earlier one) to item `id`. */
  describe(id: string, at: FilePlace, tags: readonly string[], cluster: string | null): void {
    const row = this.row(id, at);
    // Rows of one task share the reader's tag array until their tags differ (memory on large files).
    if (row.tags.length === 0) row.tags = tags as string[];
    else if (row.tags !== tags) for (const tag of tags) if (!row.tags.includes(tag)) row.tags = [...row.tags, tag];
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

  /** Record the task and document hashes of item `id` (the first ones given stay). */
  identify(id: string, at: FilePlace, task: string | undefined, hashes: DocumentHashes | undefined): void {
    const row = this.row(id, at);
    if (task !== undefined) row.task ??= task;
    if (hashes !== undefined) row.hashes ??= hashes;
  }

  /** The document hash item `id` was first read with, and where; undefined for an item not seen yet. */
  documentOf(id: string): { doc: string | undefined; at: FilePlace } | undefined {
    const row = this.rows.get(id);
    return row === undefined ? undefined : { doc: row.hashes?.doc, at: row.at };
  }

  /** Whether item `id` has been seen. */
  has(id: string): boolean {
    return this.rows.has(id);
  }

  /** How many items were seen, scored or not. */
  get seen(): number {
    return this.rows.size;
  }

  /** The table; rows without any score are left out. */
  build(): ScoreTable {
    const rows = [...this.rows.values()]
      .filter((row) => row.values.size > 0)
      .map((row): ScoreRow => ({
        id: row.id,
        at: row.at,
        tags: row.tags,
        cluster: row.cluster,
        values: row.values,
        ...(row.task === undefined ? {} : { task: row.task }),
        ...(row.hashes === undefined ? {} : { hashes: row.hashes }),
      }));
    return {
      path: this.path,
      format: this.format,
      rows,
      metrics: this.metrics,
      directions: this.directions,
      warnings: this.warnings,
      unscored: new Map([...this.unscored].filter(([id]) => (this.rows.get(id)?.values.size ?? 0) === 0)),
      ...(this.design === undefined ? {} : { design: this.design }),
    };
  }

  private row(id: string, at: FilePlace): MutableRow {
    let row = this.rows.get(id);
    if (row === undefined) {
      row = { id, at, tags: [], cluster: null, clusterAt: null, values: new Map(), places: Object.create(null) as Record<string, FilePlace> };
      this.rows.set(id, row);
    }
    return row;
  }
}
