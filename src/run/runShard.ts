/** `compare --shard I/N`: score one shard of the items and write a shard folder, no verdict (docs/ARCHITECTURE.md §13). */
import { randomUUID } from 'node:crypto';
import type { LanguageModel } from '../model/index.js';
import { fileSha256 } from '../model/files/fileSha256.js';
import { runHeader, writeShardFiles } from '../results/index.js';
import type { FamilyId, ShardFamily, ShardManifest, ShardSpec } from '../results/types.js';
import { FAMILY_IDS } from '../results/vocabulary.js';
import { families } from '../families/index.js';
import { runSettings } from './assembleResults.js';
import { compareEnvironment } from './compareEnvironment.js';
import { readCompareInputs, type CompareInputs } from './compareInputs.js';
import type { CompareOptions } from './compareOptions.js';
import { runCacheInputs } from './runCompare.js';
import { loadModelPair, warningCollector } from './loadModelPair.js';
import { INTERRUPTED_BEFORE_START, scoreComparison, scoredRecords, scoredSkippedItems, type ScoredComparison } from './scoreComparison.js';
import { openRunCache } from './runCache.js';
import { itemCost } from './shard/itemCost.js';
import { scoringBlocks, splitItems } from './shard/shardSplit.js';

/**
 * Load both models, split every requested family's items into `shard.count` shards (the
 * preflight still sees whole suites, so every shard takes the same skip decisions), score
 * shard `shard.index`, and write its records and manifest into `options.output`. Returns the
 * manifest.
 */
export async function runShard(options: CompareOptions, shard: ShardSpec): Promise<ShardManifest> {
  const startedAt = new Date();
  const t0 = performance.now();
  const inputs = await readCompareInputs(options);
  const { warnings, warn } = warningCollector(options.log);
  const { base, tuned, loadMs } = await loadModelPair(options);
  try {
    const split = shardSplit(inputs, base, options, shard);
    options.log(`shard ${shard.index}/${shard.count}: ${[...split].map(([family, ids]) => `${family} ${[...ids.values()].filter((s) => s === shard.index).length} of ${ids.size}`).join(', ')} items`);
    // A shard keeps and reuses per-item results like any run: a killed shard resumes where it stopped.
    const cache = options.cacheDir === undefined ? undefined : openRunCache(runCacheInputs(options.cacheDir, inputs, options, base, tuned, options.tunedPath));
    let scored: ScoredComparison;
    try {
      scored = await scoreComparison(inputs, base, tuned, { ...options, ...(cache === undefined ? {} : { stores: cache.stores }), select: (family, items) => items.filter((item) => split.get(family)?.get(item.id) === shard.index) }, warn);
      for (const problem of cache?.writeProblems() ?? []) warn(problem);
    } finally {
      cache?.close();
    }
    const shardFamilies: ShardFamily[] = scored.runs.map(({ family, run }) => {
      const suite = inputs.suites[family];
      const itemIds = suite && 'items' in suite ? suite.items.map((item) => item.id) : [];
      const shardItemIds = itemIds.filter((id) => split.get(family)?.get(id) === shard.index);
      // Interrupted before it started is this shard's state, not the run's: its share is simply unscored.
      if ('skipped' in run && run.skipped === INTERRUPTED_BEFORE_START) return { family, skipped: null, itemIds, shardItemIds, interrupted: true, baseMs: 0, tunedMs: 0 };
      if ('skipped' in run) return { family, skipped: run.skipped, itemIds, shardItemIds: [], interrupted: false, baseMs: 0, tunedMs: 0 };
      return { family, skipped: null, itemIds, shardItemIds, interrupted: run.interrupted, baseMs: run.baseMs, tunedMs: run.tunedMs };
    });
    const patternsFile = inputs.refusalClassifier?.patternsFile;
    const manifest: ShardManifest = {
      kind: 'tunegate-shard',
      ...runHeader({ runId: randomUUID(), command: options.command, startedAt }),
      shard,
      environment: compareEnvironment(options),
      settings: runSettings(options),
      scoring: { systemPrompt: options.systemPrompt ?? null, refusalPatternsSha256: patternsFile === undefined ? null : await fileSha256(patternsFile) },
      models: { base: base.info, tuned: tuned.info },
      tokenizerCheck: scored.tokenizerCheck,
      suites: scored.suites,
      ...(inputs.refusalClassifier === undefined ? {} : { refusalClassifier: inputs.refusalClassifier }),
      families: shardFamilies,
      skippedItems: scoredSkippedItems(scored),
      warnings,
      timings: { totalMs: performance.now() - t0, loadMs },
    };
    await writeShardFiles(options.output.staging, manifest, scoredRecords(scored));
    await options.output.commit();
    return manifest;
  } finally {
    await tuned.dispose();
    await base.dispose();
  }
}

/** Every requested family's split, costed with the base model's tokenizer. */
function shardSplit(inputs: CompareInputs, base: LanguageModel, options: CompareOptions, shard: ShardSpec): Map<FamilyId, Map<string, number>> {
  const settings = { maxNewTokens: options.maxNewTokens, samples: options.sampling?.samples ?? 1 };
  const costed = FAMILY_IDS.flatMap((family) => {
    const suite = inputs.suites[family];
    if (!suite || !('items' in suite)) return [];
    const items = suite.items as readonly { readonly id: string }[];
    const costs = items.map((item) => itemCost(family, item as never, base.tokenizer, settings));
    return [{ family, blocks: scoringBlocks(items, costs, families[family].scoringBlock) }];
  });
  // Whole blocks are split, so each item is batched with the same items as in an unsharded run.
  const split = splitItems(costed.map(({ family, blocks }) => ({ family, items: blocks.map(({ id, cost }) => ({ id, cost })) })), shard.count);
  return new Map(costed.map(({ family, blocks }) => {
    const byBlock = split.get(family)!;
    return [family, new Map(blocks.flatMap((block) => block.ids.map((id): [string, number] => [id, byBlock.get(block.id)!])))];
  }));
}
