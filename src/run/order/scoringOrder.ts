/** The order a run scores a family's items in: seeded, random, stratified (docs/ARCHITECTURE.md §7). */
import { createHash } from 'node:crypto';
import type { FamilyId, ScoringOrder } from '../../results/types.js';
import { stratifiedOrder } from './stratifiedOrder.js';

/** results.json's record of the order every family was scored in. */
export function scoringOrderRecord(seed: number): ScoringOrder {
  return { method: 'stratified-random', seed };
}

/** An item's rank within its stratum: sha256 of the seed, the family and the id, as hex. */
export function orderRank(seed: number, family: FamilyId, id: string): string {
  return createHash('sha256').update(`order\0${seed}\0${family}\0${id}`).digest('hex');
}

/**
 * `items` in the order they are scored: stratified by `strataOf` (the family's strata, e.g. its
 * tags), random within each stratum by a hash of (seed, family, id), strata interleaved in
 * proportion (stratifiedOrder). A pure function of the seed, the family and each item's id and
 * strata, never of the suite's line order, so a resumed run, a shard and the result cache all
 * see the same chunks; any prefix is a stratified random sample of the suite.
 */
export function scoringOrder<I extends { readonly id: string }>(
  family: FamilyId,
  items: readonly I[],
  seed: number,
  strataOf: (item: I) => readonly string[],
): I[] {
  const order = stratifiedOrder(items.map((item) => ({ strata: strataOf(item), rank: orderRank(seed, family, item.id) })));
  return order.map((index) => items[index]!);
}
