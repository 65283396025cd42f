/** The comparison pipeline: suites → models → preflight → families → judge → run folder (docs/ARCHITECTURE.md §1). */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { families, type FamilyRun, type FamilyScoreContext } from '../families/index.js';
import { checkRefusalClassifier, loadRefusalPatterns } from '../families/refusal/index.js';
import { computeRunMetrics, type FamilyOutcome } from '../judge/index.js';
import { loadModel, onnxruntimeVersion, type LanguageModel, type LoadModelOptions } from '../model/index.js';
import type { FamilyId, ItemRecord, RunResults, RunSettings, SkippedItem, SuiteInfo, Timings } from '../results/types.js';
import { FAMILY_IDS } from '../results/vocabulary.js';
import { TOOL_VERSION } from '../results/toolVersion.js';
import { writeRunOutputs } from './writeRunOutputs.js';
import type { CompareOptions } from './compareOptions.js';
import { loadSuites } from './loadSuites.js';
import { preflight } from './preflight/preflight.js';
import { progressLogger } from './progressLogger.js';

/**
 * Run a full comparison, write results.json, items.jsonl, report.html, summary.md and
 * items.csv into the staging folder of `options.output`, and move it into place. Every input
 * (suites, patterns, both models) is validated before any scoring, so a bad input fails fast;
 * the caller discards the staging folder when this throws, so nothing is left behind.
 */
export async function runCompare(options: CompareOptions): Promise<RunResults> {
  const startedAt = new Date();
  const t0 = performance.now();
  const runId = randomUUID();
  const suites = await loadSuites(options.suitesDir, options.families);
  const refusalSuite = suites.refusal;
  // A refusal family without a suite needs no patterns (nor their check).
  const refusalRuns = refusalSuite !== undefined && 'items' in refusalSuite;
  const patternsFile = options.refusalPatternsFile ?? join(options.suitesDir, 'refusal', 'patterns.json');
  const patterns = refusalRuns ? await loadRefusalPatterns(patternsFile) : [];
  // Measured before any model loads, so a bad labels file fails fast like a bad suite line.
  const refusalClassifier = refusalRuns ? checkRefusalClassifier(patterns, patternsFile, options.refusalLabelsFile) : undefined;
  const warnings: string[] = [];
  const warn = (message: string): void => {
    warnings.push(message);
    options.log(`warning: ${message}`);
  };
  const base = await loadModel(options.basePath, modelOptions(options.baseTokenizerDir, options));
  let tuned: LanguageModel | undefined;
  try {
    tuned = await loadModel(options.tunedPath, modelOptions(options.tunedTokenizerDir, options));
    const loadMs = performance.now() - t0;
    if (base.info.sha256 === tuned.info.sha256 && base.info.sizeBytes === tuned.info.sizeBytes) {
      options.log(`note: base and tuned are the same model (sha256 ${base.info.sha256.slice(0, 12)}…); the run is an A/A check`);
    }
    const divergenceSuite = suites.divergence;
    const checks = preflight(base, tuned, divergenceSuite && 'items' in divergenceSuite ? divergenceSuite.items.map((item) => item.text) : [], { maxNewTokens: options.maxNewTokens });
    const runs: { family: FamilyId; run: FamilyRun | { skipped: string } }[] = [];
    const suiteInfos: SuiteInfo[] = [];
    const settings = {
      patterns,
      maxNewTokens: options.maxNewTokens,
      ...(options.systemPrompt === undefined ? {} : { systemPrompt: options.systemPrompt }),
      ...(options.sampling === undefined ? {} : { sampling: { ...options.sampling, seed: options.seed } }),
    };
    for (const family of FAMILY_IDS.filter((f) => options.families.includes(f))) {
      const suite = suites[family];
      if (!suite || 'missing' in suite) {
        runs.push({ family, run: { skipped: suite ? suite.missing : 'not requested' } });
        continue;
      }
      suiteInfos.push(...suite.files);
      const skip = checks.skips[family];
      if (skip !== undefined) {
        runs.push({ family, run: { skipped: skip } });
        options.log(`${family}: skipped (${skip})`);
        continue;
      }
      if (options.signal?.aborted) {
        runs.push({ family, run: { skipped: 'interrupted before this family started' } });
        continue;
      }
      options.log(`${family}: ${suite.items.length} items`);
      const context: FamilyScoreContext = { base, tuned, settings, progress: progressLogger(options.log, family), warn, ...(options.signal ? { signal: options.signal } : {}) };
      // The table is indexed by the same family as the suite, so its items fit its scorer.
      const score = families[family].score as (items: readonly unknown[], ctx: FamilyScoreContext) => Promise<FamilyRun>;
      runs.push({ family, run: await score(suite.items, context) });
    }
    const statsStart = performance.now();
    const outcomes: FamilyOutcome[] = runs.map(({ family, run }) => ({ family, metrics: families[family].metrics, outcome: run }));
    const metrics = computeRunMetrics(outcomes, options);
    const statsMs = performance.now() - statsStart;
    const scored = runs.flatMap(({ family, run }) => ('records' in run ? [{ family, run }] : []));
    const records: ItemRecord[] = scored.flatMap(({ run }) => run.records);
    const skippedItems: SkippedItem[] = scored.flatMap(({ run }) => run.skippedItems);
    const timings: Timings = {
      totalMs: performance.now() - t0,
      loadMs,
      statsMs,
      families: Object.fromEntries(scored.map(({ family, run }) => [family, { baseMs: run.baseMs, tunedMs: run.tunedMs }])),
    };
    const results: RunResults = {
      schemaVersion: 1,
      runId,
      tool: { name: 'tunegate', version: TOOL_VERSION },
      command: options.command,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      environment: { node: process.versions.node, onnxruntime: onnxruntimeVersion(), executionProvider: 'cpu', threads: options.threads, platform: `${process.platform}-${process.arch}` },
      settings: runSettings(options),
      models: { base: base.info, tuned: tuned.info },
      tokenizerCheck: checks.tokenizerCheck,
      suites: suiteInfos,
      metrics: metrics.metrics,
      skippedItems,
      verdict: metrics.overall.verdict,
      exitCode: metrics.overall.exitCode,
      reason: metrics.overall.reason,
      warnings,
      timings,
      ...(refusalClassifier === undefined ? {} : { refusalClassifier }),
    };
    await writeRunOutputs(options.output, results, records);
    await options.output.commit();
    return results;
  } finally {
    await tuned?.dispose();
    await base.dispose();
  }
}

/** The settings part of the options, exactly the fields results.json records. */
function runSettings(options: CompareOptions): RunSettings {
  const { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, families: requested, maxNewTokens, threads, sampling } = options;
  return { seed, resamples, confidence, minEffect, minItems, klTolerance, failOn, families: requested, maxNewTokens, threads, ...(sampling === undefined ? {} : { sampling }) };
}

function modelOptions(tokenizerDir: string | undefined, options: CompareOptions): LoadModelOptions {
  return {
    threads: options.threads,
    ...(tokenizerDir === undefined ? {} : { tokenizerDir }),
    ...(options.subfolder === undefined ? {} : { subfolder: options.subfolder }),
    ...(options.hubCache === undefined ? {} : { hubCache: options.hubCache }),
  };
}
