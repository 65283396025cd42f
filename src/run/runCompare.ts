/** The comparison pipeline: suites → models → tokenizer check → families → statistics → outputs. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadModel, onnxruntimeVersion, type LanguageModel } from '../model/index.js';
import { loadRefusalPatterns, computeRunMetrics } from '../judge/index.js';
import type { FamilyId, ItemRecord, RunResults, RunSettings, SkippedItem, SuiteInfo, Timings } from '../results/types.js';
import { loadSuites } from '../suites/index.js';
import { writeFileAtomic, writeReportFiles } from '../report/index.js';
import type { CompareOptions } from './compareOptions.js';
import { runFamily, type FamilyRun } from './familyRunners.js';
import { checkTokenizers } from './preflight/checkTokenizers.js';
import { TOOL_VERSION } from '../results/toolVersion.js';

/** Families in the order they run and consume the bootstrap stream. */
const FAMILY_ORDER: readonly FamilyId[] = ['capability', 'refusal', 'divergence'];

/**
 * Run a full comparison and write results.json, items.jsonl, report.html, summary.md and
 * items.csv to `options.outDir`. Every input (suites, patterns, both models) is validated
 * before any scoring, so a bad input fails fast and writes nothing.
 */
export async function runCompare(options: CompareOptions): Promise<RunResults> {
  const startedAt = new Date();
  const t0 = performance.now();
  const suites = await loadSuites(options.suitesDir, options.families);
  const patterns = options.families.includes('refusal')
    ? await loadRefusalPatterns(options.refusalPatternsFile ?? join(options.suitesDir, 'refusal', 'patterns.json'))
    : [];
  const base = await loadModel(options.basePath, modelOptions(options.baseTokenizerDir, options.threads));
  let tuned: LanguageModel | undefined;
  try {
    tuned = await loadModel(options.tunedPath, modelOptions(options.tunedTokenizerDir, options.threads));
    const loadMs = performance.now() - t0;
    const divergenceSuite = suites.divergence;
    const tokenizerCheck = checkTokenizers(base, tuned, divergenceSuite && 'items' in divergenceSuite ? divergenceSuite.items.map((item) => item.text) : []);
    const runs: Partial<Record<FamilyId, FamilyRun | { skipped: string }>> = {};
    const suiteInfos: SuiteInfo[] = [];
    for (const family of FAMILY_ORDER.filter((f) => options.families.includes(f))) {
      const suite = suites[family];
      if (!suite || 'missing' in suite) {
        runs[family] = { skipped: suite ? suite.missing : 'not requested' };
        continue;
      }
      suiteInfos.push(...suite.files);
      if (family === 'divergence' && !tokenizerCheck.identical) {
        runs[family] = { skipped: `tokenizers differ: ${tokenizerCheck.differences.slice(0, 3).join('; ')}` };
        options.log(`divergence: skipped (tokenizers differ)`);
        continue;
      }
      if (options.signal?.aborted) {
        runs[family] = { skipped: 'interrupted before this family started' };
        continue;
      }
      options.log(`${family}: ${suite.items.length} items`);
      runs[family] = await runFamily(family, suite, { base, tuned, options, patterns });
    }
    const statsStart = performance.now();
    const metrics = computeRunMetrics(runs, options);
    const statsMs = performance.now() - statsStart;
    const records: ItemRecord[] = FAMILY_ORDER.flatMap((family) => {
      const run = runs[family];
      return run && 'records' in run ? run.records : [];
    });
    const skippedItems: SkippedItem[] = FAMILY_ORDER.flatMap((family) => {
      const run = runs[family];
      return run && 'skippedItems' in run ? run.skippedItems : [];
    });
    const timings: Timings = {
      totalMs: performance.now() - t0,
      loadMs,
      statsMs,
      families: Object.fromEntries(
        FAMILY_ORDER.flatMap((family) => {
          const run = runs[family];
          return run && 'records' in run ? [[family, { baseMs: run.baseMs, tunedMs: run.tunedMs }]] : [];
        }),
      ),
    };
    const results: RunResults = {
      schemaVersion: 1,
      tool: { name: 'tunegate', version: TOOL_VERSION },
      command: options.command,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      environment: { node: process.versions.node, onnxruntime: onnxruntimeVersion(), executionProvider: 'cpu', threads: options.threads, platform: `${process.platform}-${process.arch}` },
      settings: runSettings(options),
      models: { base: base.info, tuned: tuned.info },
      tokenizerCheck,
      suites: suiteInfos,
      metrics: metrics.metrics,
      skippedItems,
      verdict: metrics.overall.verdict,
      exitCode: metrics.overall.exitCode,
      reason: metrics.overall.reason,
      timings,
    };
    await writeRunOutputs(options.outDir, results, records);
    return results;
  } finally {
    await tuned?.dispose();
    await base.dispose();
  }
}

/** Write every output file atomically; results.json last, so its presence means a complete run. */
async function writeRunOutputs(dir: string, results: RunResults, records: readonly ItemRecord[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(join(dir, 'items.jsonl'), records.map((record) => JSON.stringify(record)).join('\n') + (records.length ? '\n' : ''));
  await writeReportFiles(dir, results, records);
  await writeFileAtomic(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}

/** The settings part of the options, exactly the fields results.json records. */
function runSettings(options: CompareOptions): RunSettings {
  const { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, families, maxNewTokens, threads } = options;
  return { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, families, maxNewTokens, threads };
}

function modelOptions(tokenizerDir: string | undefined, threads: number): { tokenizerDir?: string; threads: number } {
  return tokenizerDir === undefined ? { threads } : { tokenizerDir, threads };
}
