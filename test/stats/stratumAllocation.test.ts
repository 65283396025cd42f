import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stratumAllocation } from '../../src/stats/index.js';

test('floor of 2, then proportional to size × weight, largest remainder (worked by hand)', () => {
  // Floor: [2, 2], 16 left; shares 16·90/130 = 11.08 and 16·40/130 = 4.92 → 11 + 4, the larger remainder takes the last → [13, 7].
  assert.deepEqual([...stratumAllocation(Uint32Array.of(90, 10), Float64Array.of(1, 4), 20)], [13, 7]);
});

test('a full stratum gives its share to the others, and the total is always met', () => {
  // Stratum 1 has 3 units: all 3 drawn; the rest go to stratum 0.
  assert.deepEqual([...stratumAllocation(Uint32Array.of(50, 3, 0), Float64Array.of(1, 10, 1), 10)], [7, 3, 0]);
  for (let total = 0; total <= 60; total += 7) {
    const got = stratumAllocation(Uint32Array.of(20, 5, 1, 30), Float64Array.of(1, 4, 4, 1), total);
    assert.equal(
      got.reduce((s, x) => s + x, 0),
      Math.min(total, 56),
    );
  }
});

test('a total covering every unit draws every unit', () => {
  assert.deepEqual([...stratumAllocation(Uint32Array.of(4, 0, 2), Float64Array.of(1, 1, 1), 100)], [4, 0, 2]);
});
