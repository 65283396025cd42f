/** The shard split, worked out by hand: most costly first, equal costs in sha256(family NUL id) order, to the least-loaded shard. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { splitItems } from '../../../src/run/shard/shardSplit.js';

/** The split order of equal-cost items, computed here from its definition. */
const byHash = (family: string, ids: readonly string[]): string[] =>
  [...ids].sort((a, b) => {
    const [ha, hb] = [a, b].map((id) => createHash('sha256').update(`${family}\u0000${id}`).digest('hex'));
    return ha! < hb! ? -1 : 1;
  });

test('equal costs are dealt round-robin in hash order', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  const split = splitItems([{ family: 'refusal', items: ids.map((id) => ({ id, cost: 64 })) }], 3).get('refusal')!;
  // Loads tie at every step, and totals equal family loads, so the lowest index wins each tie: 1, 2, 3, 1, 2, 3, 1.
  byHash('refusal', ids).forEach((id, k) => assert.equal(split.get(id), (k % 3) + 1, id));
});

test('the most costly items go first, each to the least-loaded shard', () => {
  // Two shards, costs 5, 4, 3, 3, 3: 5 → 1 (5, 0); 4 → 2 (5, 4); 3 → 2 (5, 7); 3 → 1 (8, 7); 3 → 2 (8, 10).
  const items = [
    { id: 'small-1', cost: 3 },
    { id: 'big', cost: 5 },
    { id: 'small-2', cost: 3 },
    { id: 'mid', cost: 4 },
    { id: 'small-3', cost: 3 },
  ];
  const split = splitItems([{ family: 'capability', items }], 2).get('capability')!;
  assert.equal(split.get('big'), 1);
  assert.equal(split.get('mid'), 2);
  const smalls = byHash('capability', ['small-1', 'small-2', 'small-3']);
  assert.deepEqual(
    smalls.map((id) => split.get(id)),
    [2, 1, 2],
  );
  const load = (shard: number): number => items.filter((item) => split.get(item.id) === shard).reduce((sum, item) => sum + item.cost, 0);
  assert.deepEqual([load(1), load(2)], [8, 10]);
});

test('a tie within a family goes to the shard with the least load over the families before it', () => {
  // capability's one item lands on shard 1; divergence's one item then ties on family load (0, 0) and goes to shard 2.
  const split = splitItems(
    [
      { family: 'capability', items: [{ id: 'x', cost: 10 }] },
      { family: 'divergence', items: [{ id: 'y', cost: 7 }] },
    ],
    2,
  );
  assert.equal(split.get('capability')!.get('x'), 1);
  assert.equal(split.get('divergence')!.get('y'), 2);
});

test('the split does not depend on the order the items are listed in, and one shard takes everything', () => {
  const items = Array.from({ length: 40 }, (_, i) => ({ id: `item-${i}`, cost: 1 + (i % 5) }));
  const forward = splitItems([{ family: 'divergence', items }], 4).get('divergence')!;
  const backward = splitItems([{ family: 'divergence', items: [...items].reverse() }], 4).get('divergence')!;
  assert.deepEqual([...backward].sort(), [...forward].sort());
  const loads = [1, 2, 3, 4].map((shard) => items.filter((item) => forward.get(item.id) === shard).reduce((sum, item) => sum + item.cost, 0));
  // Total 120 over 4 shards: greedy most-costly-first never leaves a gap above the largest item (5).
  assert.ok(Math.max(...loads) - Math.min(...loads) <= 5, String(loads));
  assert.ok(
    [
      ...splitItems([{ family: 'divergence', items }], 1)
        .get('divergence')!
        .values(),
    ].every((shard) => shard === 1),
  );
});

test('scoring blocks are consecutive runs of the block size from the first item, costing the sum of theirs', async () => {
  const { scoringBlocks } = await import('../../../src/run/shard/shardSplit.js');
  const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
  assert.deepEqual(scoringBlocks(items, [1, 2, 3, 4, 5], 2), [
    { id: 'a', ids: ['a', 'b'], cost: 3 },
    { id: 'c', ids: ['c', 'd'], cost: 7 },
    { id: 'e', ids: ['e'], cost: 5 },
  ]);
  assert.deepEqual(
    scoringBlocks(items, [1, 2, 3, 4, 5], 1).map((block) => block.ids),
    [['a'], ['b'], ['c'], ['d'], ['e']],
  );
});
