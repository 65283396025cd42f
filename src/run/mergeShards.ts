/** `tunegate merge`: shard folders in, one ordinary run folder out (docs/ARCHITECTURE.md §13). */
import { randomUUID } from 'node:crypto';
import { familyIn, familyTable, type FamilyRun } from '../families/index.js';
import { computeRunMetrics } from '../judge/index.js';
import { writeReportFiles } from '../report/index.js';
import { readShardDir, writeRunFolder, type OutputFolder, type ShardFolder } from '../results/index.js';
import type { ItemRecord, RunResults, ShardFamily, SkippedItem } from '../results/types.js';
import { assembleResults } from './assembleResults.js';
import {
  familyOutcomes,
  familyTimings,
  scoredMeasurements,
  scoredRecords,
  scoredSkippedItems,
  type FamilyRunEntry,
  type ScoredComparison,
} from './scoreComparison.js';
import { checkShards } from './shard/checkShards.js';
import { mergedCoverage } from './shard/shardCoverage.js';
import { partialRun } from './partialRun.js';
import { formatPartialRun } from '../format/index.js';

/** What a merge needs besides the shard folders. */
export interface MergeOptions {
  readonly shardDirs: readonly string[];
  readonly output: OutputFolder;
  /** The command line as typed, recorded in results.json. */
  readonly command: readonly string[];
  readonly log: (line: string) => void;
}

/**
 * Read and check the shard folders (one run, each shard once, every item once), rebuild each
 * family's records in suite order — the order an unsharded run scores them in, which the
 * bootstrap's resampling by index depends on — and judge, assemble and write the run folder
 * exactly as compare does. The settings, models and environment are the shards' (the first
 * shard's paths and thread count); timings are summed over the shards.
 */
export async function mergeShards(options: MergeOptions): Promise<RunResults> {
  const t0 = performance.now();
  const shards = checkShards(await Promise.all(options.shardDirs.map((dir) => readShardDir(dir))));
  const first = shards[0]!.manifest;
  // Checksums prove the bytes; each family re-deriving what it can (refusal: every reply
  // classified again) proves the values the metrics count.
  const table = familyTable();
  for (const family of first.families) familyIn(table, family.family).verifyShardRecords?.(shards, options.log);
  options.log(
    `merging ${shards.length} shard${shards.length === 1 ? '' : 's'}: ${first.families.map((family) => `${family.family} ${family.skipped === null ? `${family.itemIds.length} items` : 'skipped'}`).join(', ')}`,
  );
  const scored: ScoredComparison = {
    runs: first.families.map(
      (family, f) =>
        ({
          family: family.family,
          run: mergedRun(
            family,
            shards.map((shard) => ({ shard, family: shard.manifest.families[f]! })),
          ),
        }) satisfies FamilyRunEntry,
    ),
    suites: first.suites,
    tokenizerCheck: first.tokenizerCheck,
    coverage: mergedCoverage(shards),
  };
  // An interrupted shard leaves its share part-scored: the merged run is partial with the items the shards did score, as compare counts them.
  const interrupted = shards.some((shard) => shard.manifest.families.some((family) => family.interrupted));
  const partial = interrupted ? partialRun(scored.coverage ?? [], { stopCause: 'interrupted' }) : undefined;
  const statsStart = performance.now();
  const judged = computeRunMetrics(familyOutcomes(scored), first.settings, partial && formatPartialRun(partial));
  const statsMs = performance.now() - statsStart;
  const sum = (pick: (shard: ShardFolder) => number): number => shards.reduce((total, shard) => total + pick(shard), 0);
  const warnings = [...new Set(shards.flatMap((shard) => shard.manifest.warnings))];
  const advice = [...new Set(shards.flatMap((shard) => shard.manifest.advice ?? []))];
  const results = assembleResults({
    runId: randomUUID(),
    command: options.command,
    startedAt: new Date(Math.min(...shards.map((shard) => Date.parse(shard.manifest.startedAt)))),
    settings: first.settings,
    threads: first.environment.threads,
    executionProvider: first.environment.executionProvider,
    models: first.models,
    tokenizerCheck: first.tokenizerCheck,
    suites: first.suites,
    scoring: first.scoring,
    judged,
    skippedItems: scoredSkippedItems(scored),
    warnings,
    advice,
    timings: {
      totalMs: sum((shard) => shard.manifest.timings.totalMs) + (performance.now() - t0),
      loadMs: sum((shard) => shard.manifest.timings.loadMs),
      statsMs,
      families: familyTimings(scored),
    },
    ...(first.refusalClassifier === undefined ? {} : { refusalClassifier: first.refusalClassifier }),
    ...(partial === undefined ? {} : { partial }),
    measured: scoredMeasurements(scored),
  });
  await writeRunFolder(options.output, results, scoredRecords(scored), writeReportFiles);
  await options.output.commit();
  return results;
}

/** One family across the shards: its records and skipped items in suite order, interrupted when any shard was. */
function mergedRun(
  family: ShardFamily,
  parts: readonly { readonly shard: ShardFolder; readonly family: ShardFamily }[],
): FamilyRun | { readonly skipped: string } {
  if (family.skipped !== null) return { skipped: family.skipped };
  const position = new Map(family.itemIds.map((id, i) => [id, i]));
  const inSuiteOrder = <T extends { readonly id: string }>(items: T[]): T[] => items.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const records: ItemRecord[] = inSuiteOrder(parts.flatMap(({ shard }) => shard.records.filter((record) => record.family === family.family)));
  const skippedItems: SkippedItem[] = inSuiteOrder(parts.flatMap(({ shard }) => shard.manifest.skippedItems.filter((item) => item.family === family.family)));
  return {
    records,
    skippedItems,
    baseMs: parts.reduce((total, part) => total + part.family.baseMs, 0),
    tunedMs: parts.reduce((total, part) => total + part.family.tunedMs, 0),
    interrupted: parts.some((part) => part.family.interrupted),
  };
}
