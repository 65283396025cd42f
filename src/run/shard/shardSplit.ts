/** The deterministic split of a run's items into N shards, balanced by estimated cost (docs/ARCHITECTURE.md §13). */
import { createHash } from 'node:crypto';
import type { FamilyId, ShardSpec } from '../../results/types.js';

/** One item as the split sees it: its id and its estimated cost (any unit shared within a family). */
export interface CostedItem {
  readonly id: string;
  readonly cost: number;
}

/** The position of an item in the split order: sha256 of `family`, a NUL byte and `id`, as hex. */
export function itemHash(family: FamilyId, id: string): string {
  return createHash('sha256').update(`${family}\0${id}`).digest('hex');
}

/**
 * Assign every item of every family to one of `count` shards; the result maps family → the
 * shard (1-based) of each item, by id. Families are split in the order given. Within a family,
 * items go most costly first (equal costs in the order of their hash of family + id, so
 * neither suite order nor file names matter) each to the shard with the least cost of that
 * family so far, ties to the shard with the least cost over all families so far, then to the
 * lowest index. So within a family no shard exceeds another by more than one item's cost, and
 * the families' remainders do not all land on shard 1. The split depends only on the items'
 * ids and costs and on `count`: every shard computes the same one.
 */
export function splitItems(
  families: readonly { readonly family: FamilyId; readonly items: readonly CostedItem[] }[],
  count: number,
): Map<FamilyId, Map<string, number>> {
  const total = new Array<number>(count).fill(0);
  const split = new Map<FamilyId, Map<string, number>>();
  for (const { family, items } of families) {
    const load = new Array<number>(count).fill(0);
    const ordered = items
      .map((item) => ({ ...item, hash: itemHash(family, item.id) }))
      .sort((a, b) => b.cost - a.cost || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
    const assigned = new Map<string, number>();
    for (const item of ordered) {
      let best = 0;
      for (let shard = 1; shard < count; shard++) {
        if (load[shard]! < load[best]! || (load[shard] === load[best] && total[shard]! < total[best]!)) best = shard;
      }
      load[best]! += item.cost;
      total[best]! += item.cost;
      assigned.set(item.id, best + 1);
    }
    split.set(family, assigned);
  }
  return split;
}

/** The ids of `items` that the split gives to shard `spec.index`, in their original order. */
export function shardItems<I extends { readonly id: string }>(items: readonly I[], assigned: ReadonlyMap<string, number>, spec: ShardSpec): I[] {
  return items.filter((item) => assigned.get(item.id) === spec.index);
}

/** Consecutive items scored together, named by the first item's id, costing the sum of theirs. */
export interface ScoringBlock {
  readonly id: string;
  readonly ids: readonly string[];
  readonly cost: number;
}

/**
 * Cut `items` (scoring order, run/order/scoringOrder.ts) into blocks of `size` from the first item, the last block holding the
 * rest, so that a shard given whole blocks scores each chunk exactly as an unsharded run does.
 */
export function scoringBlocks(items: readonly { readonly id: string }[], costs: readonly number[], size: number): ScoringBlock[] {
  const blocks: ScoringBlock[] = [];
  for (let start = 0; start < items.length; start += size) {
    const ids = items.slice(start, start + size).map((item) => item.id);
    blocks.push({ id: ids[0]!, ids, cost: costs.slice(start, start + size).reduce((sum, cost) => sum + cost, 0) });
  }
  return blocks;
}
