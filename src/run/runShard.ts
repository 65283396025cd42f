/** `compare --shard I/N`: score one shard of the items and write a shard folder, no verdict (docs/ARCHITECTURE.md §13). */
import { randomUUID } from 'node:crypto';
import type { LanguageModel } from '../model/index.js';
import { runHeader, writeShardFiles } from '../results/index.js';
import type { FamilyId, ShardFamily, ShardManifest, ShardSpec } from '../results/types.js';
import { familyIds, familyIn } from '../families/index.js';
import { runSettings } from './assembleResults.js';
import { runScoring } from './runScoring.js';
import { compareEnvironment } from './compareEnvironment.js';
import { readCompareInputs, type CompareInputs } from './compareInputs.js';
import type { CompareOptions } from './compareOptions.js';
import { runCacheInputs } from './runCompare.js';
import { loadModelPair, warningCollector } from './loadModelPair.js';
import { INTERRUPTED_BEFORE_START, scoreComparison, scoredRecords, scoredSkippedItems, type ScoredComparison } from './scoreComparison.js';
import { openRunCache } from './runCache.js';
import { itemCosts } from './shard/itemCost.js';
import { interruptedShareText } from './shard/shardCoverage.js';
import { scoringBlocks, splitItems } from './shard/shardSplit.js';
import { scoringOrder } from './order/scoringOrder.js';

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
  const { warnings, advice, warn } = warningCollector(options.log);
  const { base, tuned, loadMs } = await loadModelPair(options);
  try {
    const split = shardSplit(inputs, base, shard, options.seed);
    options.log(
      `shard ${shard.index}/${shard.count}: ${[...split].map(([family, ids]) => `${family} ${[...ids.values()].filter((s) => s === shard.index).length} of ${ids.size}`).join(', ')} items`,
    );
    // A shard keeps and reuses per-item results like any run: a killed shard resumes where it stopped.
    const cache = options.cacheDir === undefined ? undefined : openRunCache(runCacheInputs(options.cacheDir, inputs, options, base, tuned, options.tunedPath));
    let scored: ScoredComparison;
    try {
      scored = await scoreComparison(
        inputs,
        base,
        tuned,
        {
          ...options,
          ...(cache === undefined ? {} : { stores: cache.stores }),
          select: (family, items) => items.filter((item) => split.get(family)?.get(item.id) === shard.index),
        },
        warn,
      );
      for (const problem of cache?.problems() ?? []) warn(problem);
    } finally {
      cache?.close();
    }
    const shardFamilies: ShardFamily[] = scored.runs.map(({ family, run }) => {
      const suite = inputs.suites[family];
      const itemIds = suite && 'items' in suite ? suite.items.map((item) => item.id) : [];
      const shardItemIds = itemIds.filter((id) => split.get(family)?.get(id) === shard.index);
      // Interrupted before it started is this shard's state, not the run's: its share is simply unscored.
      if ('skipped' in run && run.skipped === INTERRUPTED_BEFORE_START)
        return { family, skipped: null, itemIds, shardItemIds, interrupted: true, baseMs: 0, tunedMs: 0 };
      if ('skipped' in run) return { family, skipped: run.skipped, itemIds, shardItemIds: [], interrupted: false, baseMs: 0, tunedMs: 0 };
      return { family, skipped: null, itemIds, shardItemIds, interrupted: run.interrupted, baseMs: run.baseMs, tunedMs: run.tunedMs };
    });
    const manifest: Omit<ShardManifest, 'integrity'> = {
      kind: 'tunegate-shard',
      ...runHeader({ runId: randomUUID(), command: options.command, startedAt }),
      shard,
      environment: compareEnvironment(options),
      settings: runSettings(options, inputs.tasks),
      scoring: await runScoring(options.systemPrompt, inputs),
      models: { base: base.info, tuned: tuned.info },
      tokenizerCheck: scored.tokenizerCheck,
      suites: scored.suites,
      ...(inputs.refusalClassifier === undefined ? {} : { refusalClassifier: inputs.refusalClassifier }),
      families: shardFamilies,
      skippedItems: scoredSkippedItems(scored),
      warnings,
      ...(advice.length === 0 ? {} : { advice }),
      timings: { totalMs: performance.now() - t0, loadMs },
    };
    const records = scoredRecords(scored);
    // Counted from what the shard holds against its own share, so a stopped shard never reads as whole.
    if (shardFamilies.some((family) => family.interrupted))
      options.log(`shard ${shard.index}/${shard.count} interrupted: ${interruptedShareText({ manifest, records })}`);
    const sealed = await writeShardFiles(options.output.staging, manifest, records);
    await options.output.commit();
    return sealed;
  } finally {
    await tuned.dispose();
    await base.dispose();
  }
}

/** Every requested family's split, costed with the base model. */
function shardSplit(inputs: CompareInputs, base: LanguageModel, shard: ShardSpec, seed: number): Map<FamilyId, Map<string, number>> {
  const costed = familyIds(inputs.familyTable).flatMap((family) => {
    const suite = inputs.suites[family];
    if (!suite || !('items' in suite)) return [];
    const scorer = familyIn(inputs.familyTable, family);
    // Blocks are cut from the scoring order, as scoreComparison chunks it (docs/ARCHITECTURE.md §13).
    const ordered = scoringOrder(
      family,
      suite.items as readonly { readonly id: string; readonly tags: readonly string[] }[],
      seed,
      scorer.strata ?? ((item) => item.tags),
    );
    const costs = itemCosts(scorer, ordered, base, inputs.settings[family]);
    return [{ family, blocks: scoringBlocks(ordered, costs, scorer.scoringBlock) }];
  });
  // Whole blocks are split, so each item is batched with the same items as in an unsharded run.
  const split = splitItems(
    costed.map(({ family, blocks }) => ({ family, items: blocks.map(({ id, cost }) => ({ id, cost })) })),
    shard.count,
  );
  return new Map(
    costed.map(({ family, blocks }) => {
      const byBlock = split.get(family)!;
      return [family, new Map(blocks.flatMap((block) => block.ids.map((id): [string, number] => [id, byBlock.get(block.id)!])))];
    }),
  );
}
