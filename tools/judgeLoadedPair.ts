/**
 * compare's stages (run/runCompare.ts) over two models loaded by the caller: what a lossless pair
 * needs when its two sides differ in a runtime setting `compare` applies to both at once (threads,
 * execution provider, batch shapes). Used by the lossless-pair test and `bench/run.mjs providers`.
 */
import { computeRunMetrics } from '../src/judge/index.js';
import type { LanguageModel } from '../src/model/index.js';
import { prepareOutputFolder } from '../src/results/index.js';
import type { ItemRecord, RunResults } from '../src/results/types.js';
import {
  assembleResults,
  familyOutcomes,
  familyTimings,
  readCompareInputs,
  runSettings,
  scoreComparison,
  scoredRecords,
  scoredSkippedItems,
  type CompareOptions,
} from '../src/run/index.js';
import { scoredNoiseBound } from '../src/run/scoreComparison.js';
import { QUICK_STATISTICS } from './quickStatistics.js';

/** What the pair is judged on: the suites folder, a scratch folder and the reply length; the rest are compare's defaults. */
export interface LoadedPairOptions {
  readonly suitesDir: string;
  readonly scratchDir: string;
  readonly maxNewTokens: number;
  readonly modelPath: string;
}

/** results.json and items.jsonl's records of `base` against `tuned`, as compare would write them (nothing is written). */
export async function judgeLoadedPair(
  options: LoadedPairOptions,
  base: LanguageModel,
  tuned: LanguageModel,
): Promise<{ results: RunResults; records: ItemRecord[] }> {
  const compare: CompareOptions = {
    families: ['capability', 'refusal', 'divergence'],
    ...QUICK_STATISTICS,
    minItems: 10,
    maxNewTokens: options.maxNewTokens,
    threads: 1,
    basePath: options.modelPath,
    tunedPath: options.modelPath,
    suitesDir: options.suitesDir,
    output: await prepareOutputFolder(options.scratchDir, { force: false }),
    command: ['tunegate', 'compare'],
    log: () => {},
  };
  await compare.output.discard();
  const inputs = await readCompareInputs(compare);
  const scored = await scoreComparison(inputs, base, tuned, compare, () => {});
  const judged = computeRunMetrics(familyOutcomes(scored), compare);
  const results = assembleResults({
    runId: 'lossless-pair',
    command: compare.command,
    startedAt: new Date(),
    settings: runSettings(compare),
    threads: compare.threads,
    models: { base: base.info, tuned: tuned.info },
    tokenizerCheck: scored.tokenizerCheck,
    suites: scored.suites,
    judged,
    skippedItems: scoredSkippedItems(scored),
    warnings: [],
    timings: { totalMs: 0, loadMs: 0, statsMs: 0, families: familyTimings(scored) },
    ...scoredNoiseBound(scored),
  });
  return { results, records: scoredRecords(scored) };
}

/** Why a lossless pair failed: a metric not within noise, or a flip that is not a near tie; empty when it passed. */
export function losslessProblems(results: RunResults, records: readonly ItemRecord[]): string[] {
  const problems: string[] = [];
  if (results.exitCode !== 0) problems.push(`exit ${results.exitCode}: ${results.reason}`);
  for (const metric of results.metrics) if (metric.verdict !== 'within-noise') problems.push(`${metric.id} ${metric.verdict}: ${metric.reason}`);
  for (const record of records) {
    if ((record.family === 'capability' || record.family === 'refusal') && record.flipped && record.nearTie !== true)
      problems.push(`${record.family} ${record.id} flipped beyond noise`);
  }
  return problems;
}
