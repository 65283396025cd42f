/** The comparison pipeline: inputs → models → score → judge → run folder (docs/ARCHITECTURE.md §1). */
import { aaCheckNote } from '../format/sameModel.js';
import { randomUUID } from 'node:crypto';
import { formatDuration, formatPartialRun } from '../format/index.js';
import { computeRunMetrics } from '../judge/index.js';
import type { LanguageModel } from '../model/index.js';
import { writeReportFiles } from '../report/index.js';
import { writeRunFolder } from '../results/index.js';
import type { ItemRecord, RunResults } from '../results/types.js';
import { checkLabelDraw, chooseLabelReplies, classifierOnlyGate, labelCorrections, labelsUsed } from './labels/index.js';
import { assembleResults, runSettings } from './assembleResults.js';
import { readCompareInputs, type CompareInputs } from './compareInputs.js';
import type { CompareOptions } from './compareOptions.js';
import { loadModelPair, warningCollector } from './loadModelPair.js';
import { openRunCache, type RunCache, type RunCacheInputs } from './runCache.js';
import {
  familyOutcomes,
  familyTimings,
  scoreComparison,
  scoredRecords,
  scoredNoiseBound,
  scoredMeasurements,
  scoredSkippedItems,
  scoreSettings,
} from './scoreComparison.js';
import { partialRun } from './partialRun.js';
import { runScoring } from './runScoring.js';
import { runStop } from './runStop.js';
import { UsageError } from '../errors/index.js';
import { judgeSequential, lookSettled } from './sequential/judgeSequential.js';
import { memoryPlan } from './oneResident/memoryPlan.js';
import { checkVariantChosen } from './variantChoice.js';
import { scoreOneResident } from './oneResident/scoreOneResident.js';

/**
 * Run a full comparison, write results.json, items.jsonl, report.html, summary.md and
 * items.csv into the staging folder of `options.output`, and move it into place. Every input
 * (suites, patterns, both models) is validated before any scoring, so a bad input fails fast;
 * the caller discards the staging folder when this throws, so nothing is left behind.
 * `--time-budget` and Ctrl-C stop the run through one signal (run/runStop.ts); a run that left
 * items unscored, for that or for `--max-items`, is marked partial and cannot pass.
 */
export async function runCompare(options: CompareOptions): Promise<RunResults> {
  const startedAt = new Date();
  const t0 = performance.now();
  const runId = randomUUID();
  // The budget counts from here: loading the models is part of the time a user waits for. Its
  // timer does not keep the process alive, so a throw before the `finally` below leaks nothing.
  const stop = runStop(options.signal, options.timeBudgetMs);
  stop.signal.addEventListener('abort', () => {
    if (stop.cause() === 'time-budget')
      options.log(`note: the time budget (${formatDuration(options.timeBudgetMs!)}) is spent; finishing the current chunk and writing a partial run`);
  });
  const inputs = await readCompareInputs(options);
  checkVariantChosen(options, [options.tunedPath]);
  const { warnings, advice, warn } = warningCollector(options.log);
  const plan = memoryPlan(options);
  if (plan.oneResident && options.sequential !== undefined)
    throw new UsageError('--sequential needs both models resident', 'Drop --memory low (or free memory for both models), or drop --sequential.');
  if (plan.note !== null) options.log(`note: ${plan.note}`);
  if (plan.oneResident && options.cacheDir !== undefined) options.log('note: the result cache is not used when one model is resident at a time');
  // One model resident: both passes score here, before the default path's load (docs/guides/model-formats.md).
  const oneResident = plan.oneResident ? await scoreOneResident(inputs, { ...options, signal: stop.signal }, warn) : undefined;
  const { base, tuned, loadMs } = oneResident ?? (await loadModelPair(options));
  let cache: RunCache | undefined;
  try {
    const sameNote = aaCheckNote(base.info, tuned.info, 'base and tuned are the same model', 'base and tuned are the same ONNX file');
    if (sameNote !== null) options.log(sameNote);
    if (options.cacheDir !== undefined && oneResident === undefined) {
      cache = openRunCache(runCacheInputs(options.cacheDir, inputs, options, base, tuned, options.tunedPath));
    }
    const scored =
      oneResident?.scored ??
      (await scoreComparison(
        inputs,
        base,
        tuned,
        {
          ...options,
          signal: stop.signal,
          ...(cache === undefined ? {} : { stores: cache.stores }),
          ...(options.sequential === undefined
            ? {}
            : {
                lookDesign: {
                  ...options.sequential,
                  confidence: options.confidence,
                  settled: lookSettled(inputs.familyTable, options),
                  ...(options.policy === undefined ? {} : { policy: options.policy.resolved }),
                },
              }),
        },
        warn,
      ));
    for (const problem of cache?.problems() ?? []) warn(problem);
    stop.dispose();
    const cause = stop.cause();
    const partial = partialRun(scored.coverage ?? [], { ...limits(options), ...(cause === undefined ? {} : { stopCause: cause }) });
    const statsStart = performance.now();
    const corrections = options.labels === undefined ? undefined : compareCorrections(scoredRecords(scored), options.labels);
    const judged =
      scored.sequential === undefined
        ? computeRunMetrics(familyOutcomes(scored), options, partial && formatPartialRun(partial), corrections)
        : judgeSequential(familyOutcomes(scored), scored.sequential, options, partial && formatPartialRun(partial), corrections);
    const statsMs = performance.now() - statsStart;
    const assembled = assembleResults({
      runId,
      command: options.command,
      startedAt,
      settings: runSettings(options, inputs.tasks),
      threads: options.threads,
      executionProvider: options.executionProvider ?? 'cpu',
      models: { base: base.info, tuned: tuned.info },
      tokenizerCheck: scored.tokenizerCheck,
      suites: scored.suites,
      judged,
      skippedItems: scoredSkippedItems(scored),
      warnings,
      advice,
      timings: {
        totalMs: performance.now() - t0,
        loadMs,
        statsMs,
        families: familyTimings(scored),
        ...(cache === undefined ? {} : { cache: cache.use() }),
        ...(options.peakRssBytes === undefined ? {} : { peakRssBytes: options.peakRssBytes() }),
        ...(oneResident === undefined ? {} : { oneModelResident: true }),
      },
      ...(inputs.refusalClassifier === undefined ? {} : { refusalClassifier: inputs.refusalClassifier }),
      ...(partial === undefined ? {} : { partial }),
      scoring: await runScoring(options.systemPrompt, inputs),
      ...scoredNoiseBound(scored),
      measured: scoredMeasurements(scored),
      ...(scored.sequential === undefined ? {} : { sequential: scored.sequential }),
    });
    const results =
      options.labels === undefined
        ? assembled
        : {
            ...assembled,
            labels: labelsUsed(options.labels.file, options.labels.labels),
            classifierOnly: classifierOnlyGate(judged, options, partial && formatPartialRun(partial)),
          };
    await writeRunFolder(options.output, results, scoredRecords(scored), writeReportFiles);
    await options.output.commit();
    return results;
  } finally {
    cache?.close();
    stop.dispose();
    await tuned.dispose();
    await base.dispose();
  }
}

function limits(options: CompareOptions): { maxItems?: number; timeBudgetMs?: number } {
  return {
    ...(options.maxItems === undefined ? {} : { maxItems: options.maxItems }),
    ...(options.timeBudgetMs === undefined ? {} : { timeBudgetMs: options.timeBudgetMs }),
  };
}

/** What the result cache of one base/tuned pair is keyed on (docs/ARCHITECTURE.md §10). */
export function runCacheInputs(
  dir: string,
  inputs: CompareInputs,
  options: Omit<CompareOptions, 'tunedPath'>,
  base: LanguageModel,
  tuned: LanguageModel,
  tunedPath: string,
): RunCacheInputs {
  return {
    dir,
    base,
    tuned,
    settings: scoreSettings(inputs, options),
    threads: options.threads,
    ...(options.executionProvider === undefined ? {} : { executionProvider: options.executionProvider }),
    ...(options.deviceId === undefined ? {} : { deviceId: options.deviceId }),
    basePath: options.basePath,
    tunedPath,
  };
}

/**
 * The corrections of a compare with --labels: the labels must name replies this run produced
 * (same item, model and text; a new run has a new id, so only the replies are matched), and
 * the draw they name, made again on this run's records, must have chosen them (checkLabelDraw).
 */
function compareCorrections(records: readonly ItemRecord[], labels: NonNullable<CompareOptions['labels']>): ReturnType<typeof labelCorrections> {
  const corrections = labelCorrections(records, labels.labels, { file: labels.file });
  checkLabelDraw(labels.labels, (seed, n) => chooseLabelReplies(records, '', n, seed), labels.file);
  return corrections;
}
