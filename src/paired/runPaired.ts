/** The `paired` pipeline: read two score files, pair items by id, judge, write the run folder (docs/ARCHITECTURE.md §11). */
import { randomUUID } from 'node:crypto';
import { UsageError } from '../errors/index.js';
import { families, familyIn, familyMetrics } from '../families/index.js';
import { computeRunMetrics, type FamilyOutcome, type MetricDefinition } from '../judge/index.js';
import { writeReportFiles } from '../report/index.js';
import {
  FAMILY_IDS,
  prepareOutputFolder,
  runEnvironment,
  runHeader,
  SCORE_METRIC_PREFIX,
  writeRunFolder,
  type ItemRecord,
  type PairedResults,
  type ScoreItemRecord,
  type ScoreSource,
  type SkippedItem,
} from '../results/index.js';
import { pairScores } from './pairScores.js';
import { checkSameTasks, tasksOf } from './sameTasks.js';
import type { PairedOptions } from './pairedOptions.js';
import { readScoreFile, type ScoreFile, type ScoreFileFacts, type ScoreTable } from './readers/index.js';
import { scoreMetricDefinitions } from './scoreMetrics.js';
import { poolTasks, type TaskPooling } from './poolTasks.js';
import { undefinedRatioWarnings } from './undefinedRatioWarnings.js';
import { missingWarning, partialClause, type PartialComparison } from './partialComparison.js';
import { carriedComparison } from './carriedComparison.js';

/** What was read and paired, ready to judge. */
interface PairedInput {
  readonly records: readonly ItemRecord[];
  readonly outcomes: FamilyOutcome[];
  readonly skipped: readonly SkippedItem[];
  readonly inputs: PairedResults['inputs'];
  readonly warnings: readonly string[];
  /** Why only part of the items are compared (one side's gaps, a re-judged partial run). */
  readonly comparison: PartialComparison;
}

/**
 * Judge two per-item score files (or one tunegate items.jsonl, which holds both sides) with
 * the statistics of `compare`, and write results.json, items.jsonl, report.html, summary.md
 * and items.csv to `options.outDir`, moved into place as a whole as compare's run folder is.
 * Every input and flag is validated before anything is written. Throws UsageError for bad
 * paths, metric names and an --out that cannot hold the run, ScoreFileError (file and line)
 * for malformed score files, and RuntimeFailureError naming the file under --out when a write
 * fails (a full disk), as compare does.
 */
export async function runPaired(options: PairedOptions): Promise<PairedResults> {
  const startedAt = new Date();
  const t0 = performance.now();
  const wanted = options.metrics ? new Set(options.metrics) : undefined;
  const input = await readAndPair(options, wanted);
  const readMs = performance.now() - t0;
  const { paired: count, baseOnly, tunedOnly } = input.inputs;
  options.log(`paired ${count} item${count === 1 ? '' : 's'}; ${baseOnly} only in base, ${tunedOnly} only in tuned`);
  for (const outcome of input.outcomes) {
    const undirected = outcome.metrics
      .filter((metric) => metric.direction === 'none' && metric.family === 'scores')
      .map((metric) => metric.id.slice(SCORE_METRIC_PREFIX.length));
    if (undirected.length)
      options.log(
        `note: no known direction for ${undirected.join(', ')}: exploratory (changed / within-noise) unless given --higher-is-better, --lower-is-better or --gate`,
      );
  }
  const statsStart = performance.now();
  const judged = computeRunMetrics(input.outcomes, options, partialClause(input.comparison));
  const statsMs = performance.now() - statsStart;
  const { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, tolerances, policy } = options;
  const results: PairedResults = {
    ...runHeader({ runId: randomUUID(), command: options.command, startedAt }),
    environment: runEnvironment(),
    settings: { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, tolerances, ...(policy === undefined ? {} : { policy }) },
    inputs: input.inputs,
    metrics: judged.metrics,
    skippedItems: [...input.skipped, ...judged.unscored],
    verdict: judged.overall.verdict,
    exitCode: judged.overall.exitCode,
    reason: judged.overall.reason,
    warnings: input.warnings,
    timings: { totalMs: performance.now() - t0, readMs, statsMs },
    ...(input.comparison.missing === undefined ? {} : { missing: input.comparison.missing }),
    ...(input.comparison.partial === undefined ? {} : { partial: input.comparison.partial }),
  };
  const output = await prepareOutputFolder(options.outDir, { force: options.force ?? false });
  try {
    await writeRunFolder(output, results, input.records, writeReportFiles);
    await output.commit();
  } finally {
    await output.discard();
  }
  return results;
}

/**
 * Read both inputs and pair them. A function of its own so that the two sides' tables are
 * garbage once the pairs are made: judging and writing a large run hold the pairs only.
 */
async function readAndPair(options: PairedOptions, wanted: ReadonlySet<string> | undefined): Promise<PairedInput> {
  const readOptions = {
    allowIncomplete: options.allowIncomplete === true,
    progress: options.log,
    ...(options.maxMemberBytes === undefined ? {} : { maxMemberBytes: options.maxMemberBytes }),
  };
  const base = await readScoreFile(options.basePath, options.format, wanted, readOptions);
  const tuned = options.tunedPath === undefined ? undefined : await readScoreFile(options.tunedPath, options.format, wanted, readOptions);
  if (base.kind === 'side') return paired(base, tuned, options);
  const carried = await carriedComparison(base.items, options.log);
  // --allow-missing on a re-judge allows the gaps the first run left unallowed; a compare run's partial record stays.
  const missing = carried.missing;
  const allowed =
    missing !== undefined && missing.allowed === null && options.allowMissing !== undefined ? { ...missing, allowed: options.allowMissing } : missing;
  return rejudged(base, tuned, options, { ...carried, missing: allowed });
}

/** Two per-side files: pair them by id and define one metric per score name. */
function paired(base: Extract<ScoreFile, { kind: 'side' }>, tuned: ScoreFile | undefined, options: PairedOptions): PairedInput {
  if (tuned === undefined) {
    throw new UsageError(
      `${base.facts.path} holds one model's scores; pass the other model's file too`,
      'Usage: tunegate paired BASE_SCORES TUNED_SCORES (a tunegate items.jsonl alone holds both).',
    );
  }
  if (tuned.kind !== 'side') throw bothSidesTwice(tuned.facts.path);
  // The readers only kept the --metrics names, so a name neither file holds left nothing behind.
  const missing = options.metrics?.find((name) => !base.table.metrics.has(name) && !tuned.table.metrics.has(name));
  if (missing !== undefined)
    throw new UsageError(
      `--metrics names "${missing}", which is not a metric of these files`,
      'Name metrics as the files spell them (with or without the "score." prefix).',
    );
  const tasks = { base: tasksOf(base.table), tuned: tasksOf(tuned.table) };
  checkSameTasks(base.table, tuned.table, options.taskMap);
  const pairing = pairScores(base.table, tuned.table, options.allowMissing === undefined ? {} : { allowMissing: options.allowMissing });
  checkNames(pairing.metrics, [], options);
  const pooled = pooledOverTasks(pairing.records, base.table, options);
  const fileDirections = new Map([...tuned.table.directions, ...base.table.directions]);
  const definitions = scoreMetricDefinitions(pairing.metrics, pooled.records, {
    ...metricOptions(options, [base.facts.format, tuned.facts.format]),
    fileDirections,
  });
  checkTolerances(definitions, options);
  const gap = missingWarning(pairing.missing);
  const warnings = [
    ...pairing.warnings,
    ...(gap === undefined ? [] : [gap]),
    ...undefinedRatioWarnings(definitions, pooled.records, { base: base.facts.path, tuned: tuned.facts.path }),
  ];
  // The warnings print once, under the verdict table (results.warnings); logging them here printed each twice.
  return {
    records: pooled.records,
    warnings,
    comparison: { missing: pairing.missing },
    outcomes: [{ family: 'scores', metrics: definitions, outcome: { records: pooled.records, interrupted: false } }],
    skipped: pairing.skipped,
    inputs: {
      base: source(base.facts, base.table.size, [...base.table.metrics.keys()], tasks.base),
      tuned: source(tuned.facts, tuned.table.size, [...tuned.table.metrics.keys()], tasks.tuned),
      paired: pairing.records.length,
      baseOnly: pairing.baseOnly,
      tunedOnly: pairing.tunedOnly,
    },
  };
}

/** A tunegate items.jsonl: both sides are in it, so its records are judged as they are, with this run's settings. */
function rejudged(
  file: Extract<ScoreFile, { kind: 'both' }>,
  tuned: ScoreFile | undefined,
  options: PairedOptions,
  comparison: PartialComparison,
): PairedInput {
  if (tuned !== undefined) throw bothSidesTwice(file.facts.path);
  const records = file.items.records;
  if (records.length === 0) throw new UsageError(`${file.facts.path}: no items to judge`, 'Pass the items.jsonl of a run that scored items.');
  const wanted = options.metrics ? new Set(options.metrics) : undefined;
  const outcomes: FamilyOutcome[] = [];
  const builtIn: string[] = [];
  for (const family of FAMILY_IDS) {
    const rows = records.filter((record) => record.family === family);
    if (rows.length === 0) continue;
    const all = familyMetrics(familyIn(families, family), rows);
    const metrics = all.filter((metric) => wanted === undefined || wanted.has(metric.id));
    builtIn.push(...all.map((metric) => metric.id));
    if (metrics.length) outcomes.push({ family, metrics, outcome: { records: rows, interrupted: false } });
  }
  const scoreRows = records.filter((record): record is ScoreItemRecord => record.family === 'scores');
  const allNames = [...new Set(scoreRows.flatMap((record) => Object.keys(record.base)))];
  const names = allNames.filter((name) => wanted === undefined || wanted.has(name));
  checkNames(allNames, builtIn, options);
  const missing = missingWarning(comparison.missing);
  const warnings: string[] = missing === undefined ? [] : [missing];
  if (scoreRows.length) {
    const definitions: MetricDefinition[] = scoreMetricDefinitions(names, scoreRows, metricOptions(options, ['tunegate']));
    checkTolerances(definitions, options);
    warnings.push(...undefinedRatioWarnings(definitions, scoreRows, { base: file.facts.path, tuned: file.facts.path }));
    outcomes.push({ family: 'scores', metrics: definitions, outcome: { records: scoreRows, interrupted: false } });
  }
  const metrics = [...builtIn, ...allNames];
  return {
    records,
    warnings,
    comparison,
    outcomes,
    skipped: [],
    inputs: {
      base: source(file.facts, records.length, metrics),
      tuned: source(file.facts, records.length, metrics),
      paired: records.length,
      baseOnly: 0,
      tunedOnly: 0,
    },
  };
}

function bothSidesTwice(path: string): UsageError {
  return new UsageError(
    `${path} is a tunegate items.jsonl, which already holds both models' scores`,
    'Re-judge it alone (tunegate paired RUN/items.jsonl), or pass two per-model score files.',
  );
}

/** Every metric a flag names must exist; a direction flag and --tolerance apply to score metrics only. */
function checkNames(scoreNames: readonly string[], builtIn: readonly string[], options: PairedOptions): void {
  const known = new Set(scoreNames);
  const holds = [...scoreNames, ...builtIn].join(', ') || 'none';
  const check = (flag: string, names: readonly string[], allowBuiltIn: boolean): void => {
    for (const name of names) {
      if (known.has(name) || (allowBuiltIn && builtIn.includes(name))) continue;
      throw new UsageError(
        `${flag} names "${name}", which is not a metric of these files (they hold: ${holds})`,
        'Name metrics as the files spell them (with or without the "score." prefix).',
      );
    }
  };
  check('--metrics', options.metrics ?? [], true);
  check('--higher-is-better', options.higherIsBetter, false);
  check('--lower-is-better', options.lowerIsBetter, false);
  check('--gate', options.gate ?? [], false);
  check('--tolerance', Object.keys(options.tolerances), false);
  const both = options.higherIsBetter.find((name) => options.lowerIsBetter.includes(name));
  if (both !== undefined) throw new UsageError(`"${both}" is in both --higher-is-better and --lower-is-better`, 'Give each metric one direction.');
}

/** --tolerance is the "no change" band of an undirected metric; on a directed one it would be silently ignored. */
function checkTolerances(definitions: readonly MetricDefinition[], options: PairedOptions): void {
  for (const definition of definitions) {
    const name = definition.id.slice(SCORE_METRIC_PREFIX.length);
    if (definition.direction !== 'none' && Object.hasOwn(options.tolerances, name)) {
      throw new UsageError(
        `--tolerance ${name}=${options.tolerances[name]}: "${name}" is ${definition.direction}, and a tolerance applies only to metrics without a direction`,
        'Drop the tolerance, or use --min-effect for the smallest change that counts on directed metrics.',
      );
    }
  }
}

function metricOptions(options: PairedOptions, formats: PairedResults['inputs']['base']['format'][]): Parameters<typeof scoreMetricDefinitions>[2] {
  return {
    higherIsBetter: new Set(options.higherIsBetter),
    lowerIsBetter: new Set(options.lowerIsBetter),
    ...(options.gate ? { gate: new Set(options.gate) } : {}),
    tolerances: options.tolerances,
    formats,
  };
}

/** Several tasks on a side: one pooled metric per score name over their items, resampled by item (poolTasks). */
function pooledOverTasks(records: readonly ScoreItemRecord[], base: ScoreTable, options: PairedOptions): TaskPooling {
  const taskOf = (id: string): string | undefined => {
    const index = base.indexOf(id);
    return index === undefined ? undefined : base.taskAt(index);
  };
  const pooling = poolTasks(records, taskOf);
  if (pooling.tasks > 1) {
    options.log(
      `${pooling.tasks} tasks pooled: one gated metric per score name over all their items (the micro average over these tasks, resampled by item); per-task results are exploratory`,
    );
  }
  return pooling;
}

function source(facts: ScoreFileFacts, items: number, metrics: readonly string[], tasks: readonly string[] = []): ScoreSource {
  return { ...facts, items, metrics, ...(tasks.length === 0 ? {} : { tasks }) };
}
