/** Pairs two sides' score tables by item id: the paired records, and what could not be paired. */
import { basename } from 'node:path';
import { ScoreFileError } from '../errors/index.js';
import type { OneSidedScores, ScoreItemRecord, ScoreValue, SkippedItem } from '../results/index.js';
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
  /** What the user should hear: differing prompts or targets of the same document, and the readers' own warnings. */
  readonly warnings: readonly string[];
  /** Items and scores one side holds and the other lacks; undefined when every item paired whole. */
  readonly missing: OneSidedScores | undefined;
}

/** How to pair: whether a comparison over part of the items may be judged. */
export interface PairOptions {
  /** The user's reason for judging the common items when one side lacks some (`--allow-missing`); absent: such a comparison is partial. */
  readonly allowMissing?: string;
}

/**
 * Pair `base` and `tuned` by id (the intersection). Items in one file only are counted and
 * listed as skipped; an item both hold keeps the metrics both sides scored, and a score
 * only one side has is listed as skipped. Whatever one side scored and the other did not
 * (an errored, unscored or absent sample, a NaN reduction, a task missing on one side) is
 * counted in `missing`: the one rule that makes such a comparison partial, wherever the gap
 * came from (docs/ARCHITECTURE.md §11). Tags are merged; clusters must agree.
 * Throws ScoreFileError (file and line) when the files hold different metrics, when their
 * clusters disagree for an item, or when no id is in both files.
 */
export function pairScores(base: ScoreTable, tuned: ScoreTable, options: PairOptions = {}): PairedScores {
  checkSameDesign(base, tuned);
  checkSameMetrics(base, tuned);
  checkSameMetrics(tuned, base);
  const hashNotes = new Map<string, { count: number; example: string }>();
  const records: ScoreItemRecord[] = [];
  const skipped: SkippedItem[] = [];
  // Items are compared by index, one row object at a time, so pairing keeps no second copy of either table.
  for (let index = 0; index < base.size; index += 1) {
    const id = base.idAt(index);
    const other = tuned.indexOf(id);
    if (other === undefined) {
      const why = tuned.unscored.get(id);
      skipped.push({
        family: 'scores',
        id,
        reason: why === undefined ? `only in the base file (${basename(base.path)})` : `no score in the tuned file (${why})`,
      });
      continue;
    }
    const row = base.row(index);
    const tunedRow = tuned.row(other);
    checkSameDocument(row, tunedRow, tuned.path, hashNotes);
    records.push(pairRow(row, tunedRow, tuned.path, skipped));
  }
  let tunedOnly = 0;
  for (let index = 0; index < tuned.size; index += 1) {
    const id = tuned.idAt(index);
    if (base.indexOf(id) !== undefined) continue;
    tunedOnly += 1;
    const why = base.unscored.get(id);
    skipped.push({
      family: 'scores',
      id,
      reason: why === undefined ? `only in the tuned file (${basename(tuned.path)})` : `no score in the base file (${why})`,
    });
  }
  const warnings = [...base.warnings, ...tuned.warnings];
  for (const [what, { count, example }] of hashNotes) {
    warnings.push(
      `${count} paired item${count === 1 ? '' : 's'} have a different ${what} in the two files (e.g. ${example}): the same documents were asked differently (few-shot examples, template or target changed)`,
    );
  }
  if (records.length === 0) {
    throw new ScoreFileError(
      tuned.path,
      tuned.size > 0 ? tuned.row(0).at : null,
      `no item id is in both files (ids here: ${idSample(tuned)}; in ${base.path}: ${idSample(base)})`,
      'Both files must score the same items under the same ids (the same task, split and id field).',
    );
  }
  const baseOnly = base.size - records.length;
  const scores = skipped.length - baseOnly - tunedOnly;
  const missing = baseOnly + tunedOnly + scores === 0 ? undefined : { baseOnly, tunedOnly, scores, allowed: options.allowMissing ?? null };
  return { records, skipped, baseOnly, tunedOnly, metrics: [...base.metrics.keys()], warnings, missing };
}

/**
 * The same id must be the same document on both sides (lm-eval's doc_hash): pairing doc 0 of
 * one dataset with doc 0 of another is the silent mistake this check exists for. A differing
 * prompt or target of the same document is noted, not refused: few-shot examples or a
 * template may differ on purpose.
 */
function checkSameDocument(base: ScoreRow, tuned: ScoreRow, tunedPath: string, notes: Map<string, { count: number; example: string }>): void {
  const [one, other] = [base.hashes, tuned.hashes];
  if (one === undefined || other === undefined) return;
  const where = `${base.task === undefined ? '' : `task ${base.task}, `}doc ${JSON.stringify(base.id)}`;
  if (one.doc !== undefined && other.doc !== undefined && one.doc !== other.doc) {
    throw new ScoreFileError(
      tunedPath,
      tuned.at,
      `${where} is a different document here than in the base file (doc_hash ${other.doc}… against ${one.doc}…)`,
      'Both sides must evaluate the same dataset version and split: re-run one side, or pass the files of the same task.',
    );
  }
  for (const [what, a, b] of [
    ['prompt_hash', one.prompt, other.prompt],
    ['target_hash', one.target, other.target],
  ] as const) {
    if (a === undefined || b === undefined || a === b) continue;
    const note = notes.get(what) ?? { count: 0, example: where };
    note.count += 1;
    notes.set(what, note);
  }
}

/** Two eval logs whose epochs or reducers differ measure different things (pass@k of 5 epochs is not pass@k of 1). */
function checkSameDesign(base: ScoreTable, tuned: ScoreTable): void {
  const [one, other] = [base.design, tuned.design];
  if (one === undefined || other === undefined) return;
  if (one.epochs !== other.epochs || one.reducers.join(',') !== other.reducers.join(',')) {
    throw new ScoreFileError(
      tuned.path,
      'eval.config',
      `${other.epochs} epoch${other.epochs === 1 ? '' : 's'} reduced by ${other.reducers.join(', ')} here, but ${one.epochs} epoch${one.epochs === 1 ? '' : 's'} reduced by ${one.reducers.join(', ')} in ${base.path}`,
      'Run both evals with the same --epochs and --epochs-reducer: scores reduced differently are not paired.',
    );
  }
}

/** The tags of an untagged item: one shared empty list, not one per item of a large run. */
const NO_TAGS: readonly string[] = Object.freeze([]);

function pairRow(base: ScoreRow, tuned: ScoreRow, tunedPath: string, skipped: SkippedItem[]): ScoreItemRecord {
  if (base.cluster !== null && tuned.cluster !== null && base.cluster !== tuned.cluster) {
    throw new ScoreFileError(
      tunedPath,
      tuned.at,
      `id ${JSON.stringify(tuned.id)} is in cluster ${JSON.stringify(tuned.cluster)} here but ${JSON.stringify(base.cluster)} in the base file`,
      'An item belongs to one cluster: give it the same "cluster" in both files.',
    );
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
    tags: base.tags.length + tuned.tags.length === 0 ? NO_TAGS : [...new Set([...base.tags, ...tuned.tags])],
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
  if (table.size === 0) return 'none';
  const ids = Array.from({ length: Math.min(3, table.size) }, (_, index) => JSON.stringify(table.idAt(index)));
  return `${ids.join(', ')}${table.size > 3 ? ', …' : ''}`;
}
