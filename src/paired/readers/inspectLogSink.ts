/**
 * An Inspect AI eval log into a score table, one part at a time: the header (status, epochs,
 * reducers), then either the log's own per-sample reductions or the samples themselves. The
 * JSON reader hands it one parsed document; the .eval reader hands it the zip's members as it
 * streams them (docs/ARCHITECTURE.md §11).
 */
import { ScoreFileError } from '../../errors/index.js';
import type { FilePlace } from './filePlace.js';
import { inspectValueToFloat } from './inspectValues.js';
import { epochReduction, reduceEpochs } from '../../results/epochReducers.js';
import { describeValue, idOf } from './jsonLines.js';
import type { ScoreTable, ScoreTableBuilder } from './scoreTable.js';

const HINT = 'Pass an Inspect eval log (.eval, or .json from `inspect log convert --to json`), written with samples.';

type Json = Record<string, unknown>;

/** How to treat a log whose run did not finish. */
export interface InspectReadOptions {
  /** Read a log whose status is not "success" (cancelled, error, started), with a warning, instead of refusing it. */
  readonly allowIncomplete?: boolean;
  /** The most bytes one member of an .eval zip may inflate to (zipMembers.ts's MAX_MEMBER_BYTES when absent). */
  readonly maxMemberBytes?: number;
}

/** Reads one eval log's parts into `table`: `header` first, then `reductions` or `sample` per sample, then `finish`. */
export class InspectLogSink {
  private readonly epochs = new Map<string, { at: FilePlace; values: Map<string, unknown[]> }>();
  private readonly seenEpochs = new Map<string, FilePlace>();
  private reducers: string[] = ['mean'];
  /** eval.config.epochs when the log states it: each sample must hold exactly that many. */
  private declaredEpochs: number | undefined;
  /** Epochs present per sample id (scored or not), to compare with the declared count. */
  private readonly epochCounts = new Map<string, number>();
  /** Whether the log's own reductions were read: then only unscored samples are handed over, and epochs are Inspect's business. */
  private reduced = false;
  private v1Scorer = 'score';
  private samples = 0;
  private errored = 0;
  private firstError: string | undefined;
  private readonly table: ScoreTableBuilder;
  private readonly file: string;
  private readonly wanted: ReadonlySet<string> | undefined;
  private readonly options: InspectReadOptions;

  constructor(table: ScoreTableBuilder, file: string, wanted: ReadonlySet<string> | undefined, options: InspectReadOptions) {
    this.table = table;
    this.file = file;
    this.wanted = wanted;
    this.options = options;
  }

  /** The log without its samples: refuses an unfinished run (unless allowed), and records its epochs and reducers. */
  header(log: Json): void {
    const status = log['status'];
    if (status !== undefined && status !== 'success') {
      const results = asObject(log['results']);
      const done =
        typeof results['completed_samples'] === 'number'
          ? ` (${results['completed_samples']} of ${String(results['total_samples'] ?? '?')} samples completed)`
          : '';
      const error = asObject(log['error'])['message'];
      const why = `the eval's status is ${JSON.stringify(status)}, not "success"${done}${typeof error === 'string' ? `: ${firstLine(error)}` : ''}`;
      if (this.options.allowIncomplete !== true) {
        throw new ScoreFileError(
          this.file,
          'status',
          `${why}; a run that did not finish is not judged`,
          'Re-run or retry the eval (`inspect eval-retry LOG`), or pass --allow-incomplete to judge the samples it holds (recorded as a warning).',
        );
      }
      this.table.warnings.push(`${this.file}: ${why}; its samples are judged as they are (--allow-incomplete)`);
    }
    const task = asObject(log['eval'])['task'];
    // Inspect numbers samples 1…N in every task: the task name is what tells two logs apart.
    if (typeof task === 'string' && task !== '') this.table.fileTask = task;
    const config = asObject(asObject(log['eval'])['config']);
    const named = Array.isArray(config['epochs_reducer']) ? config['epochs_reducer'].map(String) : [];
    this.reducers = named.length > 0 ? named : ['mean'];
    const epochs = typeof config['epochs'] === 'number' && config['epochs'] >= 1 ? config['epochs'] : 1;
    this.declaredEpochs = typeof config['epochs'] === 'number' && Number.isInteger(config['epochs']) && config['epochs'] >= 1 ? config['epochs'] : undefined;
    this.table.design = { epochs, reducers: [...this.reducers].sort() };
    const scorer = asObject(asObject(log['results'])['scorer'])['name'];
    if (typeof scorer === 'string' && scorer !== '') this.v1Scorer = scorer;
  }

  /** The log's per-sample reductions (`reductions.json`, or `reductions` / `results.sample_reductions` in JSON): exactly what it reported. */
  reductions(reductions: readonly unknown[], at: string): void {
    this.reduced = true;
    const reducers = new Set<string>();
    reductions.forEach((reduction, r) => {
      if (!isObject(reduction) || typeof reduction['scorer'] !== 'string' || !Array.isArray(reduction['samples'])) {
        throw new ScoreFileError(this.file, `${at}[${r}]`, 'expected {scorer, reducer, samples}', HINT);
      }
      const reducer = typeof reduction['reducer'] === 'string' ? reduction['reducer'] : 'mean';
      reducers.add(reducer);
      reduction['samples'].forEach((sample, s) => {
        const place = `${at}[${r}].samples[${s}]`;
        const id = isObject(sample) ? idOf(sample['sample_id']) : undefined;
        if (!isObject(sample) || id === undefined) throw new ScoreFileError(this.file, place, 'missing required field "sample_id"', HINT);
        if (r === 0) this.samples += 1;
        for (const [name, value] of scoreParts(reduction['scorer'] as string, sample['value'])) {
          const metric = reducer === 'mean' ? name : `${name}@${reducer}`;
          if (this.wanted !== undefined && !this.wanted.has(metric)) continue;
          const number = inspectValueToFloat(value);
          if (number === null) {
            if (!this.table.unscored.has(id)) this.table.unscored.set(id, 'the reduced score is NaN (unscored)');
            continue;
          }
          if (number === undefined) throw notNumeric(this.file, `${place}.value`, value);
          this.table.add(id, metric, number, place, `sample ${JSON.stringify(id)} has a second "${metric}" reduction`);
        }
      });
    });
    const design = this.table.design;
    this.table.design = { epochs: design?.epochs ?? 1, reducers: [...reducers].sort() };
  }

  /** One sample of one epoch (`samples[i]`, or a `samples/<id>_epoch_<n>.json` member). */
  sample(sample: unknown, at: FilePlace): void {
    const id = isObject(sample) ? idOf(sample['id']) : undefined;
    if (!isObject(sample) || id === undefined) throw new ScoreFileError(this.file, at, 'missing required field "id"', HINT);
    const epoch = typeof sample['epoch'] === 'number' ? sample['epoch'] : 1;
    const key = `${id}\u0000${epoch}`;
    const first = this.seenEpochs.get(key);
    if (first !== undefined)
      throw new ScoreFileError(
        this.file,
        at,
        `sample ${JSON.stringify(id)} epoch ${epoch} appears twice (the first is ${String(first)})`,
        'Each sample id appears once per epoch; pass the log as written.',
      );
    this.seenEpochs.set(key, at);
    const declared = this.declaredEpochs;
    if (declared !== undefined && (!Number.isInteger(epoch) || epoch < 1 || epoch > declared))
      throw new ScoreFileError(
        this.file,
        at,
        `sample ${JSON.stringify(id)} is epoch ${epoch}, but the log declares ${declared} epoch${declared === 1 ? '' : 's'} (eval.config.epochs), numbered 1 to ${declared}`,
        'Pass the log as Inspect wrote it: samples of another run were mixed in, or its config was edited.',
      );
    this.epochCounts.set(id, (this.epochCounts.get(id) ?? 0) + 1);
    if (!this.epochs.has(id)) this.samples += 1;
    const entry = this.epochs.get(id) ?? { at, values: new Map<string, unknown[]>() };
    this.epochs.set(id, entry);
    const scores = scoresOf(sample, this.v1Scorer);
    if (scores === undefined || Object.keys(scores).length === 0) {
      const error = asObject(sample['error'])['message'] ?? sample['error'];
      if (error !== undefined && error !== null) {
        this.errored += 1;
        this.firstError ??= typeof error === 'string' ? firstLine(error) : describeValue(error);
      }
      if (!this.table.unscored.has(id))
        this.table.unscored.set(
          id,
          error === undefined || error === null
            ? 'the sample has no score'
            : `the sample errored: ${typeof error === 'string' ? firstLine(error) : describeValue(error)}`,
        );
      return;
    }
    for (const [scorer, score] of Object.entries(scores)) {
      if (!isObject(score)) throw new ScoreFileError(this.file, `${String(at)}.scores.${scorer}`, `expected a score object, got ${describeValue(score)}`, HINT);
      for (const [name, value] of scoreParts(scorer, score['value'])) {
        if (inspectValueToFloat(value) === undefined) throw notNumeric(this.file, `${String(at)}.scores.${scorer}.value`, value);
        const list = entry.values.get(name) ?? [];
        list.push(value);
        entry.values.set(name, list);
      }
    }
  }

  /**
   * Reduce the samples' epochs (when no reductions were given) and build the table. Throws
   * ScoreFileError when the log names a reducer tunegate cannot apply, or when no sample is scored.
   */
  finish(build: () => ScoreTable): ScoreTable {
    if (this.epochs.size > 0) this.reduceEpochs();
    const table = build();
    if (table.size === 0) {
      const errored = this.errored > 0 ? ` (${this.errored} errored${this.firstError === undefined ? '' : `, e.g. ${JSON.stringify(this.firstError)}`})` : '';
      throw new ScoreFileError(
        this.file,
        null,
        `${this.samples} sample${this.samples === 1 ? '' : 's'}, none scored${errored}`,
        'Score the log first (`inspect score LOG`), or re-run the samples that errored (`inspect eval-retry LOG`).',
      );
    }
    if (table.unscored.size > 0)
      this.table.warnings.push(
        `${this.file}: ${table.unscored.size} of ${this.samples} samples have no score${this.errored > 0 ? ` (${this.errored} errored)` : ''}; they are listed as skipped`,
      );
    return table;
  }

  /** Samples holding fewer epochs than the log declares, with how many they hold; one warning says how many and which. */
  private shortOfEpochs(): Map<string, number> {
    const declared = this.declaredEpochs;
    const short = new Map<string, number>();
    if (declared === undefined || this.reduced) return short;
    for (const [id, count] of this.epochCounts) if (count < declared) short.set(id, count);
    const [example] = short;
    if (example !== undefined)
      this.table.warnings.push(
        `${this.file}: ${short.size} sample${short.size === 1 ? '' : 's'} hold fewer epochs than the ${declared} declared (e.g. ${JSON.stringify(example[0])}: ${example[1]} of ${declared}); they are not reduced over fewer epochs but listed as unscored, so the comparison is partial`,
      );
    return short;
  }

  private reduceEpochs(): void {
    if (![...this.epochs.values()].some((entry) => entry.values.size > 0)) return;
    for (const name of this.reducers) {
      if (epochReduction(name) === undefined) {
        throw new ScoreFileError(
          this.file,
          'eval.config.epochs_reducer',
          `reducer "${name}" is not one tunegate applies (mean, median, mode, max, pass_at_<k>, at_least_<k>)`,
          'Pass a log that holds its own reductions (written by a recent Inspect), or reduce with one of the listed reducers.',
        );
      }
    }
    const short = this.shortOfEpochs();
    for (const [id, { at, values }] of this.epochs) {
      // A sample with fewer epochs than declared would be reduced over fewer draws than its pair: unscored, so the comparison is partial.
      const present = short.get(id);
      if (present !== undefined) {
        this.table.unscored.set(id, `${present} of the ${this.declaredEpochs!} declared epochs are in the log`);
        continue;
      }
      let scored = values.size === 0;
      for (const [name, list] of values) {
        for (const reducer of this.reducers) {
          const metric = reducer === 'mean' ? name : `${name}@${reducer}`;
          if (this.wanted !== undefined && !this.wanted.has(metric)) continue;
          const reduced = reduceEpochs(list, epochReduction(reducer)!, inspectValueToFloat);
          if (!Number.isFinite(reduced)) continue;
          this.table.add(id, metric, reduced, at, `sample ${JSON.stringify(id)} has a second "${metric}" score`);
          scored = true;
        }
      }
      if (!scored && !this.table.unscored.has(id)) this.table.unscored.set(id, 'every epoch is unscored (NaN)');
    }
  }
}

/** The sample's scores by scorer: `scores` (log version 2 on), or version 1's single `score` under the log's scorer name. */
function scoresOf(sample: Json, v1Scorer: string): Json | undefined {
  if (isObject(sample['scores'])) return sample['scores'];
  if (isObject(sample['score'])) return { [v1Scorer]: sample['score'] };
  return undefined;
}

/** A score value split into metrics: a scalar is the scorer itself, a dictionary one metric per key, a list one per position. */
function scoreParts(scorer: string, value: unknown): [string, unknown][] {
  if (isObject(value)) return Object.entries(value).map(([key, part]) => [`${scorer}/${key}`, part]);
  if (Array.isArray(value)) return value.map((part, index) => [`${scorer}[${index}]`, part]);
  return [[scorer, value]];
}

function notNumeric(file: string, at: string, value: unknown): ScoreFileError {
  return new ScoreFileError(
    file,
    at,
    `score value is not numeric: ${describeValue(value)}`,
    'Scores must be numbers, booleans, C/I/P/N, yes/no or numeric text to be paired.',
  );
}

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

function asObject(value: unknown): Json {
  return isObject(value) ? value : {};
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
