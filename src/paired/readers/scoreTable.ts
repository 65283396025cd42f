/** One file's per-item scores, as every side-reader returns them, and the builder that keeps ids unique. */
import { ScoreFileError } from '../../errors/index.js';
import { SCORE_MAGNITUDE_LIMIT, type Direction, type ScoreFormat, type ScoreValue } from '../../results/index.js';
import { placeText, type FilePlace } from './filePlace.js';
import { checkMetricName } from './metricName.js';
import { grown, HashColumn, Interner, PlaceColumn, TagSets } from './tableColumns.js';

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

/**
 * One side's scores: the items in file order (ids unique) and the metrics they hold. Kept in
 * columns (docs/ARCHITECTURE.md §11): an item is an index, and `row` builds an item's object
 * only when asked (messages, tests), so memory follows numbers, not objects.
 */
export interface ScoreTable {
  readonly path: string;
  readonly format: ScoreFormat;
  /** How many items hold at least one score. */
  readonly size: number;
  /** The id of the item at `index` (0 ≤ index < size). */
  idAt(index: number): string;
  /** The index of item `id`, or undefined when the table holds no score for it. */
  indexOf(id: string): number | undefined;
  /** The item at `index` as one object, built on each call. */
  row(index: number): ScoreRow;
  /** The harness task of the item at `index`, when the file says. */
  taskAt(index: number): string | undefined;
  /** Metric names in order of first appearance, each with where it first appears. */
  readonly metrics: ReadonlyMap<string, FilePlace>;
  /** Directions the file itself states (lm-eval's results file `higher_is_better`). */
  readonly directions: ReadonlyMap<string, Exclude<Direction, 'none'>>;
  /** Epochs and reducers of an eval log (Inspect); absent for formats without epochs. */
  readonly design?: EpochDesign;
  /** The task the whole file is of, when it says (Inspect's `eval.task`); items may name theirs too (taskAt). */
  readonly fileTask?: string;
  /** Things the reader accepted but the user should hear about (a run that did not finish, …). */
  readonly warnings: readonly string[];
  /** Items the file holds without any score, with why (an Inspect sample that errored). */
  readonly unscored: ReadonlyMap<string, string>;
}

/** One metric's values: the numerator, the denominator of a [num, den] value (NaN for a plain number), where each was read. */
interface MetricColumn {
  num: Float64Array;
  den: Float64Array | null;
  readonly places: PlaceColumn;
}

/**
 * Collects scores item by item into columns; a second score for the same item and metric is
 * an error naming both places. Item ids are kept once (in the id index); everything else per
 * item is a number in a typed array.
 */
export class ScoreTableBuilder {
  /** Directions stated by the file, by metric name. */
  readonly directions = new Map<string, Exclude<Direction, 'none'>>();
  /** Notes for the user, in the order found. */
  readonly warnings: string[] = [];
  /** Epochs and reducers, for eval logs. */
  design: EpochDesign | undefined;
  /** The task the whole file is of (Inspect's `eval.task`), set by a reader that knows it. */
  fileTask: string | undefined;
  /** Why an item has no score, by id; kept in the table only for items that got none. */
  readonly unscored = new Map<string, string>();
  private readonly path: string;
  private readonly format: ScoreFormat;
  private readonly index = new Map<string, number>();
  private readonly ids: string[] = [];
  private readonly metrics = new Map<string, FilePlace>();
  private readonly values = new Map<string, MetricColumn>();
  private capacity = 0;
  private readonly at = new PlaceColumn();
  private readonly clusterAt = new PlaceColumn();
  private readonly tagSets = new TagSets();
  private readonly clusters = new Interner();
  private readonly tasks = new Interner();
  private tags = new Uint32Array(0);
  private cluster = new Uint32Array(0);
  private task = new Uint32Array(0);
  /** Metrics scored per item; an item with none is left out of the table. */
  private scored = new Uint32Array(0);
  /** 1 where `identify` gave the item its hashes (even none of them), as the row's `hashes`. */
  private identified = new Uint8Array(0);
  private readonly docHash = new HashColumn();
  private readonly promptHash = new HashColumn();
  private readonly targetHash = new HashColumn();

  constructor(path: string, format: ScoreFormat) {
    this.path = path;
    this.format = format;
  }

  /** Record `value` of `metric` for item `id`, read at `at`. Throws ScoreFileError on a repeat or a bad metric name. */
  add(id: string, metric: string, value: ScoreValue, at: FilePlace, duplicateWhat = `id ${JSON.stringify(id)} has a second "${metric}" score`): void {
    let column = this.values.get(metric);
    if (column === undefined) {
      checkMetricName(metric, this.path, at);
      column = { num: new Float64Array(this.capacity).fill(Number.NaN), den: null, places: new PlaceColumn() };
      column.places.grow(this.capacity);
      this.values.set(metric, column);
      this.metrics.set(metric, at);
    }
    const row = this.row(id, at);
    const first = column.places.get(row);
    if (first !== undefined) {
      throw new ScoreFileError(
        this.path,
        at,
        `${duplicateWhat} (the first is at ${placeText(first)})`,
        'Each item may hold one score per metric: remove the repeated entry, or give the items distinct ids.',
      );
    }
    checkMagnitude(value, metric, id, this.path, at);
    if (typeof value === 'number') column.num[row] = value;
    else {
      column.num[row] = value[0];
      column.den ??= new Float64Array(this.capacity).fill(Number.NaN);
      column.den[row] = value[1];
    }
    column.places.set(row, at);
    this.scored[row] = (this.scored[row] ?? 0) + 1;
  }

  /** Attach tags (merged) and a cluster (must agree with an earlier one) to item `id`. */
  describe(id: string, at: FilePlace, tags: readonly string[], cluster: string | null): void {
    const row = this.row(id, at);
    const current = this.tags[row]!;
    const given = this.tagSets.number(tags);
    if (current === 0) this.tags[row] = given;
    else if (current !== given) {
      const merged = [...this.tagSets.list(current)];
      for (const tag of tags) if (!merged.includes(tag)) merged.push(tag);
      this.tags[row] = this.tagSets.number(merged);
    }
    if (cluster === null) return;
    const had = this.clusters.text(this.cluster[row]!);
    if (had !== undefined && had !== cluster) {
      throw new ScoreFileError(
        this.path,
        at,
        `id ${JSON.stringify(id)} has cluster ${JSON.stringify(cluster)}, but ${JSON.stringify(had)} at ${placeText(this.clusterAt.get(row) ?? this.at.get(row)!)}`,
        'An item belongs to one cluster: give every line of the item the same "cluster".',
      );
    }
    this.cluster[row] = this.clusters.number(cluster);
    if (this.clusterAt.get(row) === undefined) this.clusterAt.set(row, at);
  }

  /** Record the task and document hashes of item `id` (the first ones given stay). */
  identify(id: string, at: FilePlace, task: string | undefined, hashes: DocumentHashes | undefined): void {
    const row = this.row(id, at);
    if (task !== undefined && this.task[row] === 0) this.task[row] = this.tasks.number(task);
    if (hashes === undefined || this.identified[row] === 1) return;
    this.identified[row] = 1;
    if (hashes.doc !== undefined) this.docHash.set(row, hashes.doc);
    if (hashes.prompt !== undefined) this.promptHash.set(row, hashes.prompt);
    if (hashes.target !== undefined) this.targetHash.set(row, hashes.target);
  }

  /** The document hash item `id` was first read with, and where; undefined for an item not seen yet. */
  documentOf(id: string): { doc: string | undefined; at: FilePlace } | undefined {
    const row = this.index.get(id);
    return row === undefined ? undefined : { doc: this.docHash.get(row), at: this.at.get(row)! };
  }

  /** Whether item `id` has been seen. */
  has(id: string): boolean {
    return this.index.has(id);
  }

  /** How many items were seen, scored or not. */
  get seen(): number {
    return this.ids.length;
  }

  /** The table; items without any score are left out. */
  build(): ScoreTable {
    const count = this.ids.length;
    const order: number[] = [];
    const position = new Int32Array(count).fill(-1);
    for (let row = 0; row < count; row += 1) {
      if (this.scored[row] === 0) continue;
      position[row] = order.length;
      order.push(row);
    }
    const rowOf = Uint32Array.from(order);
    const columns = this.values;
    const valueOf = (row: number, metric: string): ScoreValue | undefined => {
      const column = columns.get(metric);
      const num = column?.num[row];
      if (column === undefined || num === undefined || Number.isNaN(num)) return undefined;
      const den = column.den?.[row];
      return den === undefined || Number.isNaN(den) ? num : [num, den];
    };
    const rowAt = (row: number): ScoreRow => {
      const values = new Map<string, ScoreValue>();
      for (const metric of columns.keys()) {
        const value = valueOf(row, metric);
        if (value !== undefined) values.set(metric, value);
      }
      const task = this.tasks.text(this.task[row]!);
      return {
        id: this.ids[row]!,
        at: this.at.get(row)!,
        tags: this.tagSets.list(this.tags[row]!),
        cluster: this.clusters.text(this.cluster[row]!) ?? null,
        values,
        ...(task === undefined ? {} : { task }),
        ...(this.identified[row] === 1 ? { hashes: this.hashesOf(row) } : {}),
      };
    };
    const unscored = new Map([...this.unscored].filter(([id]) => (position[this.index.get(id) ?? -1] ?? -1) < 0));
    const ids = this.ids;
    const index = this.index;
    const tasks = this.tasks;
    const task = this.task;
    return {
      path: this.path,
      format: this.format,
      size: rowOf.length,
      idAt: (at) => ids[rowOf[at]!]!,
      indexOf: (id) => {
        const found = position[index.get(id) ?? -1] ?? -1;
        return found < 0 ? undefined : found;
      },
      row: (at) => rowAt(rowOf[at]!),
      taskAt: (at) => tasks.text(task[rowOf[at]!]!),
      metrics: this.metrics,
      directions: this.directions,
      warnings: this.warnings,
      unscored,
      ...(this.design === undefined ? {} : { design: this.design }),
      ...(this.fileTask === undefined ? {} : { fileTask: this.fileTask }),
    };
  }

  private hashesOf(row: number): DocumentHashes {
    const doc = this.docHash.get(row);
    const prompt = this.promptHash.get(row);
    const target = this.targetHash.get(row);
    return { ...(doc === undefined ? {} : { doc }), ...(prompt === undefined ? {} : { prompt }), ...(target === undefined ? {} : { target }) };
  }

  /** The row of item `id`, added (first seen at `at`) when new. */
  private row(id: string, at: FilePlace): number {
    const found = this.index.get(id);
    if (found !== undefined) return found;
    const row = this.ids.length;
    if (row === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.ids.push(id);
    this.index.set(id, row);
    this.at.set(row, at);
    return row;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.tags = grown(this.tags, capacity, 0);
    this.cluster = grown(this.cluster, capacity, 0);
    this.task = grown(this.task, capacity, 0);
    this.scored = grown(this.scored, capacity, 0);
    this.identified = grown(this.identified, capacity, 0);
    for (const column of [this.at, this.clusterAt, this.docHash, this.promptHash, this.targetHash]) column.grow(capacity);
    for (const column of this.values.values()) {
      column.num = grown(column.num, capacity, Number.NaN);
      if (column.den !== null) column.den = grown(column.den, capacity, Number.NaN);
      column.places.grow(capacity);
    }
  }
}

/** A score past ±SCORE_MAGNITUDE_LIMIT would overflow the statistics' sums of squares: refused where it is read, naming it. */
function checkMagnitude(value: ScoreValue, metric: string, id: string, path: string, at: FilePlace): void {
  const parts = typeof value === 'number' ? [value] : value;
  const huge = parts.find((part) => Math.abs(part) > SCORE_MAGNITUDE_LIMIT);
  if (huge === undefined) return;
  throw new ScoreFileError(
    path,
    at,
    `"${metric}" of id ${JSON.stringify(id)} is ${huge}, beyond ±${SCORE_MAGNITUDE_LIMIT} (the largest score tunegate judges: the statistics square sums of scores, which overflow double precision past about 1e154)`,
    'Rescale the metric before judging it (divide by a constant, or take its logarithm), or leave it out with --metrics.',
  );
}
