import assert from 'node:assert/strict';
import { test } from 'node:test';
import { histogram } from '../../src/stats/index.js';

test('equal-width bins with the last bin closed', () => {
  // [0, 4] in 2 bins: [0, 2) holds 0, 1; [2, 4] holds 2, 3, 4.
  assert.deepEqual(histogram(Float64Array.of(4, 0, 3, 1, 2), 2), { edges: [0, 2, 4], counts: [2, 3] });
  const h = histogram(Float64Array.of(0.1, 0.2, 0.3, 0.7), 10);
  assert.equal(h.edges.length, 11);
  assert.equal(
    h.counts.reduce((a, b) => a + b, 0),
    4,
  );
  // Width 0.06 from 0.1: 0.2 sits in bin 1 ([0.16, 0.22)), 0.3 in bin 3 ([0.28, 0.34)).
  assert.deepEqual(h.counts, [1, 1, 0, 1, 0, 0, 0, 0, 0, 1]);
});

test('constant values get a unit-wide range around them', () => {
  const h = histogram(Float64Array.of(0, 0, 0), 3);
  assert.deepEqual(h.counts, [0, 3, 0]);
  assert.equal(h.edges[0], -0.5);
  assert.equal(h.edges[3], 0.5);
});

test('rejects bad bins and values', () => {
  assert.throws(() => histogram(Float64Array.of(1), 0), RangeError);
  assert.throws(() => histogram(Float64Array.of(1), 2.5), RangeError);
  assert.throws(() => histogram(new Float64Array(0), 3), RangeError);
  assert.throws(() => histogram(Float64Array.of(Number.NaN), 3), RangeError);
});
