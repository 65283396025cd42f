/**
 * Inspect AI eval logs in JSON (`inspect log convert --to json`): per-sample scores by scorer,
 * one sample per epoch, plus the log's own per-sample reductions over epochs.
 */
import { ScoreFileError } from '../../errors/index.js';
import { describeValue, idOf } from './jsonLines.js';
import { epochReducer, inspectValueToFloat } from './inspectValues.js';
import { ScoreTableBuilder, type ScoreTable } from './scoreTable.js';

const HINT = 'Pass an eval log in JSON form (`inspect log convert --to json LOG`), written with samples.';

type Json = Record<string, unknown>;

/**
 * Read one eval log. Each scorer is a metric named after it; a scorer whose value is a
 * dictionary gives one metric per key, `<scorer>/<key>`; when the log reduces a scorer with
 * several reducers each gets `@<reducer>`. Epochs are reduced per sample with the log's
 * reducer: the log's `reductions` when present (exactly what it reported), else the
 * reducers named in `eval.config.epochs_reducer` (default mean) applied to `samples`.
 * Values read as the log reads them: C = 1, P = 0.5, I = N = 0, yes/true = 1, no/false = 0,
 * numbers and numeric text as they are; an unscored epoch (null) is left out.
 * Throws ScoreFileError naming `file` and the JSON path of the problem.
 */
export function readInspectLog(text: string, file: string, wanted?: ReadonlySet<string>): ScoreTable {
  let log: unknown;
  try {
    log = JSON.parse(text);
  } catch (error) {
    throw new ScoreFileError(file, null, `invalid JSON (${(error as Error).message})`, HINT);
  }
  if (!isObject(log)) throw new ScoreFileError(file, null, `expected an eval log object, got ${describeValue(log)}`, HINT);
  const table = new ScoreTableBuilder(file, 'inspect');
  const reductions = Array.isArray(log['reductions']) ? log['reductions'] : [];
  if (reductions.length > 0) readReductions(reductions, table, file, wanted);
  else if (Array.isArray(log['samples']) && log['samples'].length > 0) readSamples(log['samples'], reducerNames(log, file), table, file, wanted);
  else throw new ScoreFileError(file, null, 'the log holds no samples and no reductions', 'Re-run the eval with samples logged (the default), then convert the log to JSON.');
  return table.build();
}

function readReductions(reductions: readonly unknown[], table: ScoreTableBuilder, file: string, wanted: ReadonlySet<string> | undefined): void {
  const reducersOf = new Map<string, Set<string>>();
  reductions.forEach((reduction, r) => {
    if (!isObject(reduction) || typeof reduction['scorer'] !== 'string' || !Array.isArray(reduction['samples'])) {
      throw new ScoreFileError(file, `reductions[${r}]`, 'expected {scorer, reducer, samples}', HINT);
    }
    const set = reducersOf.get(reduction['scorer']) ?? new Set<string>();
    set.add(String(reduction['reducer'] ?? 'mean'));
    reducersOf.set(reduction['scorer'], set);
  });
  reductions.forEach((reduction, r) => {
    const { scorer, reducer, samples } = reduction as { scorer: string; reducer?: unknown; samples: unknown[] };
    const suffix = (reducersOf.get(scorer)?.size ?? 0) > 1 ? `@${String(reducer ?? 'mean')}` : '';
    samples.forEach((sample, s) => {
      const at = `reductions[${r}].samples[${s}]`;
      const id = isObject(sample) ? idOf(sample['sample_id']) : undefined;
      if (!isObject(sample) || id === undefined) throw new ScoreFileError(file, at, 'missing required field "sample_id"', HINT);
      for (const [name, value] of scoreParts(scorer, sample['value'], `${at}.value`, file)) {
        const metric = `${name}${suffix}`;
        if (wanted !== undefined && !wanted.has(metric)) continue;
        const number = inspectValueToFloat(value);
        if (number === null) continue;
        if (number === undefined) throw notNumeric(file, `${at}.value`, value);
        table.add(id, metric, number, at, `sample ${JSON.stringify(id)} has a second "${metric}" reduction`);
      }
    });
  });
}

function readSamples(samples: readonly unknown[], reducers: readonly string[], table: ScoreTableBuilder, file: string, wanted: ReadonlySet<string> | undefined): void {
  const epochs = new Map<string, { at: string; values: Map<string, unknown[]> }>();
  const seen = new Map<string, string>();
  samples.forEach((sample, i) => {
    const at = `samples[${i}]`;
    const id = isObject(sample) ? idOf(sample['id']) : undefined;
    if (!isObject(sample) || id === undefined) throw new ScoreFileError(file, at, 'missing required field "id"', HINT);
    const epoch = typeof sample['epoch'] === 'number' ? sample['epoch'] : 1;
    const key = `${id}\u0000${epoch}`;
    const first = seen.get(key);
    if (first !== undefined) throw new ScoreFileError(file, at, `sample ${JSON.stringify(id)} epoch ${epoch} appears twice (the first is ${first})`, 'Each sample id appears once per epoch; pass the log as written.');
    seen.set(key, at);
    const entry = epochs.get(id) ?? { at, values: new Map<string, unknown[]>() };
    epochs.set(id, entry);
    const scores = sample['scores'];
    if (scores === undefined || scores === null) return;
    if (!isObject(scores)) throw new ScoreFileError(file, `${at}.scores`, `expected scores by scorer, got ${describeValue(scores)}`, HINT);
    for (const [scorer, score] of Object.entries(scores)) {
      const valueAt = `${at}.scores.${scorer}.value`;
      if (!isObject(score)) throw new ScoreFileError(file, `${at}.scores.${scorer}`, `expected a score object, got ${describeValue(score)}`, HINT);
      for (const [name, value] of scoreParts(scorer, score['value'], valueAt, file)) {
        if (inspectValueToFloat(value) === undefined) throw notNumeric(file, valueAt, value);
        const list = entry.values.get(name) ?? [];
        list.push(value);
        entry.values.set(name, list);
      }
    }
  });
  for (const [id, { at, values }] of epochs) {
    for (const [name, list] of values) {
      for (const reducer of reducers) {
        const metric = reducers.length > 1 ? `${name}@${reducer}` : name;
        if (wanted !== undefined && !wanted.has(metric)) continue;
        const reduced = epochReducer(reducer)!(list);
        if (Number.isFinite(reduced)) table.add(id, metric, reduced, at, `sample ${JSON.stringify(id)} has a second "${metric}" score`);
      }
    }
  }
}

/** The log's epoch reducers (default mean); an unknown one is an error. */
function reducerNames(log: Json, file: string): string[] {
  const evalSpec = isObject(log['eval']) ? log['eval'] : {};
  const config = isObject(evalSpec['config']) ? evalSpec['config'] : {};
  const names = Array.isArray(config['epochs_reducer']) ? config['epochs_reducer'].map(String) : ['mean'];
  for (const name of names) {
    if (epochReducer(name) === undefined) {
      throw new ScoreFileError(file, 'eval.config.epochs_reducer', `reducer "${name}" is not one tunegate applies (mean, median, mode, max, pass_at_<k>, at_least_<k>)`, 'Convert a log that holds its own reductions (written by a recent version), or reduce with one of the listed reducers.');
    }
  }
  return names.length ? names : ['mean'];
}

/** A score value split into metrics: a scalar is the scorer itself, a dictionary one metric per key. */
function scoreParts(scorer: string, value: unknown, at: string, file: string): [string, unknown][] {
  if (isObject(value)) return Object.entries(value).map(([key, part]) => [`${scorer}/${key}`, part]);
  if (Array.isArray(value)) throw new ScoreFileError(file, at, `list-valued scores are not supported (got ${describeValue(value)})`, 'Score each value under its own scorer or dictionary key.');
  return [[scorer, value]];
}

function notNumeric(file: string, at: string, value: unknown): ScoreFileError {
  return new ScoreFileError(file, at, `score value is not numeric: ${describeValue(value)}`, 'Scores must be numbers, booleans, C/I/P/N, yes/no or numeric text to be paired.');
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
