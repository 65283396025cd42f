/** proportionalInterleave: hand-worked merges and the ±1 bound on every prefix. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { proportionalInterleave } from '../../../src/run/order/proportionalInterleave.js';

/** The largest |c_s(k) − k·n_s/N| over every prefix k and stratum s of `order`. */
function worstDeviation(order: readonly number[], sizes: readonly number[]): number {
  const total = order.length;
  const counts = sizes.map(() => 0);
  let worst = 0;
  order.forEach((s, k) => {
    counts[s]! += 1;
    sizes.forEach((n, t) => (worst = Math.max(worst, Math.abs(counts[t]! - ((k + 1) * n) / total))));
  });
  return worst;
}

test('sizes 2 and 1: the single item goes between the pair', () => {
  // By hand, windows of item j of stratum s: release ⌈(j−1)N/n_s⌉, deadline min(⌊jN/n_s⌋+1, N), N = 3.
  // k=1: deadlines 2 (s0) and 3 (s1) → s0. k=2: both due at 3; midpoint shares (1+½)/2 > (0+½)/1 → s1. k=3: s0.
  assert.deepEqual(proportionalInterleave([2, 1]), [0, 1, 0]);
});

test('sizes 3, 1, 1: stratum 0 cannot take the third place, the singletons share it and the next', () => {
  // By hand, N = 5: k=1 deadlines 2, 5, 5 → s0; k=2 deadlines 4, 5, 5 → s0; k=3 s0 is not released
  // (2·5 > 3·3), s1 and s2 tie at 5 with equal midpoints → s1; k=4 s0 and s2 tie at 5, midpoint
  // 5/6 > 1/2 → s2; k=5 s0.
  assert.deepEqual(proportionalInterleave([3, 1, 1]), [0, 0, 1, 2, 0]);
});

test('one stratum, empty strata and no items', () => {
  assert.deepEqual(proportionalInterleave([3]), [0, 0, 0]);
  assert.deepEqual(proportionalInterleave([0, 2, 0]), [1, 1]);
  assert.deepEqual(proportionalInterleave([]), []);
  assert.throws(() => proportionalInterleave([1.5]), RangeError);
  assert.throws(() => proportionalInterleave([-1]), RangeError);
});

test('every small case (up to 4 strata of up to 6): a permutation of the strata, every prefix within ±1 of proportional', () => {
  const cases: number[][] = [[]];
  for (let strata = 0; strata < 4; strata++) cases.splice(0, cases.length, ...cases.flatMap((sizes) => [0, 1, 2, 3, 4, 5, 6].map((n) => [...sizes, n])));
  for (const sizes of cases) {
    const order = proportionalInterleave(sizes);
    assert.deepEqual(
      sizes.map((_, s) => order.filter((t) => t === s).length),
      sizes,
      `sizes ${sizes.join(',')}`,
    );
    assert.ok(worstDeviation(order, sizes) <= 1, `sizes ${sizes.join(',')}: ${order.join('')}`);
  }
});

test('property: many strata of uneven sizes stay within ±1 on every prefix, and the merge is deterministic', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 20 }), (sizes) => {
      const order = proportionalInterleave(sizes);
      assert.equal(
        order.length,
        sizes.reduce((a, b) => a + b, 0),
      );
      assert.ok(worstDeviation(order, sizes) <= 1);
      assert.deepEqual(proportionalInterleave(sizes), order);
    }),
    { numRuns: 300 },
  );
});
