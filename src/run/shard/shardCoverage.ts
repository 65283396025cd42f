/** How much of its items an interrupted shard scored, and a merged run's coverage over the shards (docs/ARCHITECTURE.md §13). */
import type { ItemRecord, ShardManifest } from '../../results/types.js';
import type { FamilyCoverage } from '../partialRun.js';

/** What the coverage needs of a shard: its manifest and its records. */
export interface ShardScored {
  readonly manifest: Pick<ShardManifest, 'families' | 'skippedItems'>;
  readonly records: readonly Pick<ItemRecord, 'family' | 'id'>[];
}

/** Ids of `family` a shard holds an outcome for: a paired record or a skipped item. */
function doneIds(shard: ShardScored, family: string): Set<string> {
  return new Set([...shard.records, ...shard.manifest.skippedItems].filter((item) => item.family === family).map((item) => item.id));
}

/**
 * "capability 12 of its 40 items scored, refusal 0 of its 30": each interrupted family of one
 * shard, counted from what the shard holds against its own share (not the suite, and not the
 * share itself, which an interrupted shard did not finish).
 */
export function interruptedShareText(shard: ShardScored): string {
  return shard.manifest.families
    .filter((family) => family.interrupted)
    .map((family) => {
      const done = doneIds(shard, family.family);
      const scored = family.shardItemIds.filter((id) => done.has(id)).length;
      return `${family.family} ${scored} of its ${family.shardItemIds.length} item${family.shardItemIds.length === 1 ? '' : 's'} scored`;
    })
    .join(', ');
}

/** Each family that ran, over all the shards: its suite's items and those no shard scored, as compare counts them for a partial run. */
export function mergedCoverage(shards: readonly ShardScored[]): FamilyCoverage[] {
  const first = shards[0];
  if (first === undefined) return [];
  return first.manifest.families
    .filter((family) => family.skipped === null)
    .map((family) => {
      const done = new Set(shards.flatMap((shard) => [...doneIds(shard, family.family)]));
      return { family: family.family, total: family.itemIds.length, notRunIds: family.itemIds.filter((id) => !done.has(id)), limited: false };
    });
}
