/** stratifiedOrder: a hand-worked order, nested strata, and the properties of any order it returns. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { stratifiedOrder, type OrderUnit } from '../../../src/run/order/stratifiedOrder.js';

test('two strata of 3 and 1: ranks order each stratum, the single item goes third', () => {
  const units: OrderUnit[] = [
    { strata: ['x'], rank: '3' },
    { strata: ['x'], rank: '1' },
    { strata: ['y'], rank: '2' },
    { strata: ['x'], rank: '2' },
  ];
  // By hand: x by rank is units 1, 3, 0 and y is unit 2; merging sizes 3 and 1 (N = 4): k=1 and
  // k=2 take x (deadlines 2 and 3 before y's 4); k=3 ties at 4 and y's midpoint ½ < x's 5/3 → y.
  assert.deepEqual(stratifiedOrder(units), [1, 3, 2, 0]);
});

test('nested strata: an item whose strata end at a level is its own group, before the named ones', () => {
  const units: OrderUnit[] = [
    { strata: ['a', 'p'], rank: '1' },
    { strata: ['a'], rank: '2' },
    { strata: ['b'], rank: '0' },
    { strata: ['a', 'q'], rank: '0' },
  ];
  // By hand: inside a, the ended group [1] comes before p [0] and q [3]; three singletons merge
  // in group order: 1, 0, 3. Then a (3 items) and b (1) merge as in the test above: a, a, b, a.
  assert.deepEqual(stratifiedOrder(units), [1, 0, 2, 3]);
});

const unitsArb = fc.array(
  fc.record({
    strata: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 0, maxLength: 3 }),
    rank: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
  }),
  { minLength: 0, maxLength: 120 },
);

test('property: a permutation; the same units give the same order; each outer stratum within ±1 of proportional on every prefix', () => {
  fc.assert(
    fc.property(unitsArb, (units) => {
      const order = stratifiedOrder(units);
      assert.deepEqual(
        [...order].sort((a, b) => a - b),
        units.map((_, i) => i),
      );
      assert.deepEqual(stratifiedOrder(units), order);
      const outer = (i: number): string => units[i]!.strata[0] ?? '';
      const sizes = new Map<string, number>();
      for (const i of order) sizes.set(outer(i), (sizes.get(outer(i)) ?? 0) + 1);
      const counts = new Map<string, number>();
      order.forEach((i, k) => {
        counts.set(outer(i), (counts.get(outer(i)) ?? 0) + 1);
        for (const [name, n] of sizes) assert.ok(Math.abs((counts.get(name) ?? 0) - ((k + 1) * n) / order.length) <= 1);
      });
    }),
    { numRuns: 300 },
  );
});

test('property: within a stratum, items go by rank', () => {
  fc.assert(
    fc.property(unitsArb, (units) => {
      const order = stratifiedOrder(units);
      const key = (i: number): string => units[i]!.strata.join('/');
      const last = new Map<string, string>();
      for (const i of order) {
        const previous = last.get(key(i));
        if (previous !== undefined) assert.ok(previous <= units[i]!.rank);
        last.set(key(i), units[i]!.rank);
      }
    }),
    { numRuns: 200 },
  );
});
