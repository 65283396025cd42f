import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sampleStandardDeviation } from '../../src/stats/index.js';

test('sample SD with n − 1 by hand', () => {
  // [2, 4, 4, 4, 5, 5, 7, 9]: mean 5, Σ(x − 5)² = 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32, /7.
  assert.ok(Math.abs(sampleStandardDeviation(Float64Array.of(2, 4, 4, 4, 5, 5, 7, 9)) - Math.sqrt(32 / 7)) < 1e-15);
  // Large offset, tiny spread: a one-pass formula would cancel to garbage.
  assert.ok(Math.abs(sampleStandardDeviation(Float64Array.of(1e9 + 1, 1e9 + 2, 1e9 + 3)) - 1) < 1e-9);
  assert.equal(sampleStandardDeviation(Float64Array.of(3, 3)), 0);
  assert.throws(() => sampleStandardDeviation(Float64Array.of(1)), RangeError);
});
