/**
 * One lm-evaluation-harness sample at a time into a score table: the line readers (a
 * `samples_<task>_<date>.jsonl` streamed, or the 0.4.0–0.4.2 JSON array) feed it, and a run
 * folder feeds one sink per task into one table (docs/ARCHITECTURE.md §11).
 */
import { ScoreFileError } from '../../errors/index.js';
import type { ScoreValue } from '../../results/index.js';
import type { FilePlace } from './filePlace.js';
import { placeText } from './filePlace.js';
import { describeValue, idOf } from './jsonLines.js';
import type { DocumentHashes, ScoreTableBuilder } from './scoreTable.js';

/** Fields of a sample line that are bookkeeping, not metrics (older logs have no `metrics` list). */
const BOOKKEEPING = new Set([
  'doc_id',
  'doc',
  'target',
  'arguments',
  'resps',
  'filtered_resps',
  'filter',
  'metrics',
  'doc_hash',
  'prompt_hash',
  'target_hash',
  'task_name',
]);

/**
 * Per-document values of the harness's corpus-level perplexity metrics, as sufficient
 * statistics: the harness logs the log-likelihood (and for the weighted ones the word or byte
 * count) and exponentiates only the aggregate, so tunegate judges the exponent itself — mean
 * negative log-likelihood in nats, per document, word or byte, or in bits per byte — a ratio
 * of sums whose exp() is the harness's number (docs/ARCHITECTURE.md §11).
 */
const LOGLIK_METRICS: Readonly<Record<string, { readonly pair: boolean; readonly scale: number }>> = {
  perplexity: { pair: false, scale: 1 },
  word_perplexity: { pair: true, scale: 1 },
  byte_perplexity: { pair: true, scale: 1 },
  bits_per_byte: { pair: true, scale: 1 / Math.LN2 },
};

const HINT = 'Pass the samples_<task>_*.jsonl file written by lm_eval --log_samples.';

/** What the file name and the run's results file say about the samples of one task. */
export interface LmEvalTaskContext {
  /** The task, from the file name (`samples_<task>_<date>.jsonl`, `<model>_<task>.jsonl`). */
  readonly task?: string;
  /** Item ids are `<task>/<doc_id>`: a side made of several tasks, whose doc_ids restart at 0. */
  readonly prefixIds: boolean;
  /** Tags every item of the task gets (`<group>/<task>`, or the task). */
  readonly tags: readonly string[];
  /** Filter names in the task's order, for lines without a `filter` field (lm-eval < 0.4.7 writes one line per filter, filters one after another). */
  readonly filters?: readonly string[];
  /** `higher_is_better` of the task's metrics, from the results file. */
  readonly higherIsBetter?: Readonly<Record<string, unknown>>;
}

/** Reads samples of one task into `table`; call `add` per sample in file order. */
export class LmEvalSampleSink {
  private readonly occurrences = new Map<string, { count: number; at: FilePlace; doc: string | undefined }>();
  private readonly table: ScoreTableBuilder;
  private readonly file: string;
  private readonly wanted: ReadonlySet<string> | undefined;
  private readonly context: LmEvalTaskContext;

  constructor(table: ScoreTableBuilder, file: string, wanted: ReadonlySet<string> | undefined, context: LmEvalTaskContext) {
    this.table = table;
    this.file = file;
    this.wanted = wanted;
    this.context = context;
  }

  /**
   * Add one sample read at `at`. Throws ScoreFileError naming the place for a missing
   * doc_id, a doc_id seen with a different document (several tasks in one file), a filter that
   * cannot be named, a repeated score, or a value without a per-document meaning.
   */
  add(sample: Record<string, unknown>, at: FilePlace): void {
    const docId = idOf(sample['doc_id']);
    if (docId === undefined) {
      const what =
        sample['doc_id'] === undefined
          ? 'missing required field "doc_id"'
          : `field "doc_id" must be a number or a non-empty string, got ${describeValue(sample['doc_id'])}`;
      throw new ScoreFileError(this.file, at, what, HINT);
    }
    const hashes = hashesOf(sample);
    const filter = this.filterOf(sample, docId, hashes.doc ?? fingerprint(sample['doc']), at);
    const { task, tags } = this.context;
    const id = this.idOf(docId);
    this.table.identify(id, at, task, hashes);
    this.table.describe(id, at, tags, null);
    const fields = Array.isArray(sample['metrics'])
      ? sample['metrics'].filter((name): name is string => typeof name === 'string')
      : Object.keys(sample).filter((key) => !BOOKKEEPING.has(key));
    for (const field of fields) {
      const name = filter === 'none' ? field : `${field}/${filter}`;
      if (this.wanted !== undefined && !this.wanted.has(name)) continue;
      const direction = this.context.higherIsBetter?.[field];
      if (typeof direction === 'boolean' && !this.table.directions.has(name)) this.table.directions.set(name, direction ? 'higher-better' : 'lower-better');
      const what = `${task === undefined ? '' : `${task} `}doc_id ${docId}${filter === 'none' ? '' : ` (filter ${filter})`} has a second "${field}" value`;
      // null is a NaN or ±Infinity Python wrote bare: unscored, as in every reader.
      if (sample[field] === null) continue;
      this.table.add(id, name, sampleValue(sample[field], field, this.file, at), at, what);
    }
  }

  /**
   * The filter of a line: its `filter` field (0.4.7 on), else the k-th filter of the task for
   * the k-th line of the same doc_id. A doc_id seen again with another document is the next
   * task of a concatenated file, never a filter: that is an error.
   */
  private filterOf(sample: Record<string, unknown>, docId: string, doc: string | undefined, at: FilePlace): string {
    const filtered = typeof sample['filter'] === 'string' && sample['filter'] !== '';
    // Lines with a filter field (0.4.7 on) need no count; the document check then rides on the row's doc_hash.
    const seen = filtered && doc !== undefined ? this.table.documentOf(this.idOf(docId)) : this.occurrences.get(docId);
    if (seen !== undefined && seen.doc !== undefined && doc !== undefined && seen.doc !== doc) {
      throw new ScoreFileError(
        this.file,
        at,
        `doc_id ${docId} appears again with a different document (first at ${placeText(seen.at)}): the file holds more than one task`,
        'Pass one samples file per task, or the run folder: tunegate then names items <task>/<doc_id>.',
      );
    }
    if (filtered) return sample['filter'] as string;
    const count = (this.occurrences.get(docId)?.count ?? 0) + 1;
    this.occurrences.set(docId, { count, at: seen?.at ?? at, doc: seen?.doc ?? doc });
    const filters = this.context.filters;
    if (filters !== undefined && count <= filters.length) return filters[count - 1]!;
    if (count === 1) return 'none';
    throw new ScoreFileError(
      this.file,
      at,
      filters === undefined
        ? `doc_id ${docId} appears ${count} times without a "filter" field (lm-eval before 0.4.7 writes one line per filter) and no results file names the filters`
        : `doc_id ${docId} appears ${count} times, but the task has ${filters.length} filter${filters.length === 1 ? '' : 's'} (${filters.join(', ')})`,
      "Keep the run's results_<date>.json beside the samples file (its filter_list names the filters in order), or pass one task per file.",
    );
  }

  private idOf(docId: string): string {
    return this.context.prefixIds && this.context.task !== undefined ? `${this.context.task}/${docId}` : docId;
  }
}

/** The sample's hashes, shortened: only equality matters, and a run holds many of them. */
function hashesOf(sample: Record<string, unknown>): DocumentHashes {
  const short = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value.slice(0, 16) : undefined);
  const doc = short(sample['doc_hash']);
  const prompt = short(sample['prompt_hash']);
  const target = short(sample['target_hash']);
  return { ...(doc === undefined ? {} : { doc }), ...(prompt === undefined ? {} : { prompt }), ...(target === undefined ? {} : { target }) };
}

/** A document's identity where the log has no doc_hash (before 0.4.3): its JSON text, shortened by a cheap hash. */
function fingerprint(doc: unknown): string | undefined {
  if (doc === undefined) return undefined;
  const text = JSON.stringify(doc);
  // FNV-1a over the UTF-16 units, twice with different offsets: a comparison key, not a security hash.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193) >>> 0;
    b = Math.imul(b ^ unit, 0x5bd1e995) >>> 0;
  }
  return `${a.toString(16)}${b.toString(16)}`;
}

/** A field's value as a score: numbers and booleans as they are, lists of booleans as [true count, length], the log-likelihoods as described above. */
function sampleValue(value: unknown, field: string, file: string, at: FilePlace): ScoreValue {
  const loglik = LOGLIK_METRICS[field];
  if (loglik !== undefined) {
    if (!loglik.pair && isNumber(value)) return -value * loglik.scale;
    if (loglik.pair && Array.isArray(value) && value.length === 2 && isNumber(value[0]) && isNumber(value[1]) && value[1] >= 0) {
      return [-value[0] * loglik.scale, value[1]];
    }
    const expected = loglik.pair ? '[loglikelihood, count]' : 'a log-likelihood (a number)';
    throw new ScoreFileError(file, at, `"${field}" is ${describeValue(value)}, expected ${expected}`, HINT);
  }
  if (isNumber(value)) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  // ifeval's inst_level_* metrics: one boolean per instruction, aggregated over all instructions of
  // all documents. Only booleans: a pair of numbers is the (gold, prediction) of a corpus metric.
  if (Array.isArray(value) && value.every((part) => typeof part === 'boolean')) {
    return [value.filter((part) => part === true).length, value.length];
  }
  throw new ScoreFileError(
    file,
    at,
    `"${field}" is not numeric: ${describeValue(value)}`,
    `A metric aggregated over the whole corpus (f1, mcc, bleu, …) has no per-document value to pair; choose the others with --metrics.`,
  );
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
