import assert from 'node:assert/strict';
import { test } from 'node:test';
import { quantiles } from '../../src/stats/index.js';

test('type-7 quantiles as numpy.quantile computes them', () => {
  // Sorted [1, 2, 3, 4, 10]: p = 0.5 → h = 2 → 3; p = 0.9 → h = 3.6 → 4 + 0.6·6 = 7.6; p = 1 → 10; p = 0 → 1.
  const q = quantiles(Float64Array.of(10, 1, 4, 2, 3), [0.5, 0.9, 1, 0]);
  assert.equal(q[0], 3);
  assert.ok(Math.abs(q[1]! - 7.6) < 1e-14);
  assert.equal(q[2], 10);
  assert.equal(q[3], 1);
  assert.deepEqual([...quantiles(Float64Array.of(7), [0, 0.5, 1])], [7, 7, 7]);
});

test('rejects probabilities outside [0, 1] and bad values', () => {
  assert.throws(() => quantiles(Float64Array.of(1, 2), [1.01]), RangeError);
  assert.throws(() => quantiles(Float64Array.of(1, 2), [Number.NaN]), RangeError);
  assert.throws(() => quantiles(new Float64Array(0), [0.5]), RangeError);
  assert.throws(() => quantiles(Float64Array.of(Number.POSITIVE_INFINITY), [0.5]), RangeError);
});
