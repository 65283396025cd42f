/**
 * Several candidates against one base (docs/ARCHITECTURE.md §12): the base is loaded once and
 * scored once, each candidate is loaded, scored and disposed in turn (at most two models in
 * memory), all candidates are judged together, and each gets its own run folder beside an index.
 */
import { aaCheckNote } from '../format/sameModel.js';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ResultStores, Warn } from '../families/index.js';
import { computeCandidatesMetrics } from '../judge/index.js';
import { loadModel, resolveModel } from '../model/index.js';
import { checkVariantChosen } from './variantChoice.js';
import { candidatesIndex, writeCandidatesIndex, writeReportFiles, type CandidatesIndex, type CandidateOutcome } from '../report/index.js';
import { writeRunFolder, type OutputFolder } from '../results/index.js';
import { formatDuration, formatPartialRun } from '../format/index.js';
import type { CacheUse, ModelInfo, PartialRun, RunResults } from '../results/types.js';
import { openRunCache } from './runCache.js';
import { runCacheInputs } from './runCompare.js';
import { modelOptions } from './loadModelPair.js';
import { assembleResults, runSettings } from './assembleResults.js';
import { runScoring } from './runScoring.js';
import { readCompareInputs } from './compareInputs.js';
import type { CompareOptions } from './compareOptions.js';
import { partialRun } from './partialRun.js';
import { runStop } from './runStop.js';
import { candidateRunStores } from './candidateRunStores.js';
import {
  familyOutcomes,
  familyTimings,
  scoreComparison,
  scoredNoiseBound,
  scoredMeasurements,
  scoredRecords,
  scoredSkippedItems,
  type ScoredComparison,
} from './scoreComparison.js';

/** One candidate model: its folder name in the run (unique) and its model argument. */
export interface Candidate {
  readonly name: string;
  readonly path: string;
}

/** Everything runCandidates needs: compare's options with a list of candidates in place of one tuned model. */
export interface CandidatesOptions extends Omit<CompareOptions, 'tunedPath'> {
  /** In command-line order; names are folder names, unique. `tunedTokenizerDir` applies to every one. */
  readonly candidates: readonly Candidate[];
  /** The (family, side) store table; default candidateRunStores(). Tests pass one that counts. */
  readonly stores?: ResultStores;
}

/** What the run wrote: each candidate's results (absent for one never scored) and the index. */
export interface CandidatesRun {
  readonly candidates: readonly CandidateOutcome[];
  readonly index: CandidatesIndex;
}

interface Scored {
  readonly candidate: Candidate;
  readonly runId: string;
  readonly startedAt: Date;
  readonly info: ModelInfo;
  readonly scored: ScoredComparison;
  readonly warnings: readonly string[];
  readonly advice: readonly string[];
  readonly loadMs: number;
  readonly cacheUse?: CacheUse;
  /** Present when some of this candidate's items did not run (docs/ARCHITECTURE.md §7). */
  readonly partial?: PartialRun;
}

/**
 * Compare every candidate with the base and write `output`: one run folder per scored candidate
 * (`<name>/`, the files of a single compare) plus index.html, index.json and summary.md.
 * Inputs are validated before any model loads; on Ctrl-C or when --time-budget is spent the
 * candidate being scored stops between chunks, its run is partial, and later ones are not loaded
 * (the index lists them as not scored). --max-items applies to every candidate.
 */
export async function runCandidates(options: CandidatesOptions): Promise<CandidatesRun> {
  const t0 = performance.now();
  // One budget for the whole run, counted from here like a single compare's (run/runStop.ts).
  const stop = runStop(options.signal, options.timeBudgetMs);
  stop.signal.addEventListener('abort', () => {
    if (stop.cause() === 'time-budget')
      options.log(`note: the time budget (${formatDuration(options.timeBudgetMs!)}) is spent; finishing the current chunk and writing partial runs`);
  });
  const inputs = await readCompareInputs(options);
  // Several candidates keep the base resident while each candidate is scored: said once, and kept in each run's warnings.
  const memoryNote =
    options.memory === 'low'
      ? [
          `--memory low is not applied with ${options.candidates.length} candidates: the base stays loaded while each candidate is scored (two models at a time); compare each candidate alone to hold one model at a time`,
        ]
      : [];
  for (const note of memoryNote) options.log(`warning: ${note}`);
  // Every model argument resolves to its files first, so a mistyped last candidate fails now, not after the others ran.
  resolveModel(options.basePath, modelOptions(options.baseTokenizerDir, options, options.baseVariant));
  for (const candidate of options.candidates) resolveModel(candidate.path, modelOptions(options.tunedTokenizerDir, options, options.tunedVariant));
  checkVariantChosen(
    options,
    options.candidates.map((candidate) => candidate.path),
  );
  const stores = options.stores ?? candidateRunStores();
  const baseLoadStart = performance.now();
  const base = await loadModel(options.basePath, modelOptions(options.baseTokenizerDir, options, options.baseVariant));
  const baseLoadMs = performance.now() - baseLoadStart;
  const done: Scored[] = [];
  try {
    for (const candidate of options.candidates) {
      if (stop.signal.aborted) break;
      options.log(`candidate ${candidate.name}: ${candidate.path}`);
      const startedAt = new Date();
      const warnings: string[] = [...memoryNote];
      const advice: string[] = [];
      // As warningCollector's (loadModelPair.ts), each candidate with its own lists.
      const warn: Warn = (message, kind = 'run') => {
        if (kind === 'advice') {
          advice.push(message);
          return;
        }
        warnings.push(message);
        options.log(`warning: ${message}`);
      };
      const loadStart = performance.now();
      const tuned = await loadModel(candidate.path, modelOptions(options.tunedTokenizerDir, options, options.tunedVariant));
      try {
        const loadMs = baseLoadMs + performance.now() - loadStart;
        const sameNote = aaCheckNote(base.info, tuned.info, `${candidate.name} is the base model itself`, `${candidate.name} is the base's ONNX file`);
        if (sameNote !== null) options.log(sameNote.replace('the run is', 'its run is'));
        // With the result cache, each candidate's table is the disk cache's (the base's scopes are
        // the same for every candidate, so the base is still scored once, and across runs too).
        const cache =
          options.stores === undefined && options.cacheDir !== undefined
            ? openRunCache(runCacheInputs(options.cacheDir, inputs, options, base, tuned, candidate.path))
            : undefined;
        let scored: ScoredComparison;
        try {
          scored = await scoreComparison(inputs, base, tuned, { ...options, stores: cache?.stores ?? stores, signal: stop.signal }, warn);
          for (const problem of cache?.problems() ?? []) warn(problem);
        } finally {
          cache?.close();
        }
        const cause = stop.cause();
        const partial = partialRun(scored.coverage ?? [], {
          ...(options.maxItems === undefined ? {} : { maxItems: options.maxItems }),
          ...(options.timeBudgetMs === undefined ? {} : { timeBudgetMs: options.timeBudgetMs }),
          ...(cause === undefined ? {} : { stopCause: cause }),
        });
        done.push({
          candidate,
          runId: randomUUID(),
          startedAt,
          info: tuned.info,
          scored,
          warnings,
          advice,
          loadMs,
          ...(cache === undefined ? {} : { cacheUse: cache.use() }),
          ...(partial === undefined ? {} : { partial }),
        });
      } finally {
        await tuned.dispose();
      }
    }
  } finally {
    stop.dispose();
    await base.dispose();
  }
  const scoring = await runScoring(options.systemPrompt, inputs);
  const statsStart = performance.now();
  const judged = computeCandidatesMetrics(
    done.map(({ scored }) => familyOutcomes(scored)),
    options,
    done.map(({ partial }) => partial && formatPartialRun(partial)),
  );
  const statsMs = performance.now() - statsStart;
  const holmFamily = done.length > 1 ? { candidates: done.length, size: judged.holmFamilySize } : undefined;
  const outcomes: CandidateOutcome[] = [];
  for (const candidate of options.candidates) {
    const index = done.findIndex((entry) => entry.candidate === candidate);
    const entry = done[index];
    if (entry === undefined) {
      outcomes.push({ ...candidate });
      continue;
    }
    const results: RunResults = assembleResults({
      runId: entry.runId,
      command: options.command,
      startedAt: entry.startedAt,
      settings: runSettings(options, inputs.tasks),
      threads: options.threads,
      executionProvider: options.executionProvider ?? 'cpu',
      models: { base: base.info, tuned: entry.info },
      tokenizerCheck: entry.scored.tokenizerCheck,
      suites: entry.scored.suites,
      judged: judged.runs[index]!,
      skippedItems: scoredSkippedItems(entry.scored),
      warnings: entry.warnings,
      advice: entry.advice,
      // The whole run's wall time: the base pass is shared, so no candidate has a time of its own.
      timings: {
        totalMs: performance.now() - t0,
        loadMs: entry.loadMs,
        statsMs,
        families: familyTimings(entry.scored),
        ...(entry.cacheUse === undefined ? {} : { cache: entry.cacheUse }),
      },
      ...(inputs.refusalClassifier === undefined ? {} : { refusalClassifier: inputs.refusalClassifier }),
      ...(holmFamily === undefined ? {} : { holmFamily }),
      scoring,
      ...(entry.partial === undefined ? {} : { partial: entry.partial }),
      ...scoredNoiseBound(entry.scored),
      measured: scoredMeasurements(entry.scored),
    });
    const folder = { staging: join(options.output.staging, candidate.name), target: join(options.output.target, candidate.name) };
    await mkdir(folder.staging);
    await writeRunFolder(folder, results, scoredRecords(entry.scored), writeReportFiles);
    outcomes.push({ ...candidate, results });
  }
  const index = candidatesIndex({ path: base.info.path, sha256: base.info.sha256 }, outcomes, options);
  await writeCandidatesIndex(options.output.staging, index);
  await options.output.commit();
  return { candidates: outcomes, index };
}
