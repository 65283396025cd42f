import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bootstrapPValue, sampleStandardDeviation } from '../../src/stats/index.js';

test('sample SD with n − 1 by hand', () => {
  // [2, 4, 4, 4, 5, 5, 7, 9]: mean 5, Σ(x − 5)² = 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32, /7.
  assert.ok(Math.abs(sampleStandardDeviation(Float64Array.of(2, 4, 4, 4, 5, 5, 7, 9)) - Math.sqrt(32 / 7)) < 1e-15);
  // Large offset, tiny spread: a one-pass formula would cancel to garbage.
  assert.ok(Math.abs(sampleStandardDeviation(Float64Array.of(1e9 + 1, 1e9 + 2, 1e9 + 3)) - 1) < 1e-9);
  assert.equal(sampleStandardDeviation(Float64Array.of(3, 3)), 0);
  assert.throws(() => sampleStandardDeviation(Float64Array.of(1)), RangeError);
});

test('bootstrap p-value by hand', () => {
  // [−1, 0, 1, 2, 3]: c₋ = 2, c₊ = 4 → min(1, 2·3/6) = 1.
  assert.equal(bootstrapPValue(Float64Array.of(-1, 0, 1, 2, 3)), 1);
  // [1, 2, 3]: c₋ = 0 → 2·1/4 = 0.5.
  assert.equal(bootstrapPValue(Float64Array.of(1, 2, 3)), 0.5);
  // 99 positive replicates: 2·1/100.
  assert.equal(bootstrapPValue(new Float64Array(99).fill(0.3)), 0.02);
  // 99 negative, 1 zero: c₊ = 1 → 2·2/101.
  const reps = new Float64Array(100).fill(-1);
  reps[0] = 0;
  assert.equal(bootstrapPValue(reps), 4 / 101);
  assert.equal(bootstrapPValue(new Float64Array(10)), 1);
  // Against a non-zero null value: all above 0.5 except one at it.
  assert.equal(bootstrapPValue(Float64Array.of(0.5, 1, 2), 0.5), 1);
  assert.throws(() => bootstrapPValue(new Float64Array(0)), RangeError);
});

test('bootstrap p-value against a tolerance band [null − h, null + h]', () => {
  // KL-like replicates 0.002…0.006 against "no change" = within ±0.01: none is above 0.01,
  // all are ≥ −0.01 → c₋ = #{Δ* ≤ 0.01} = 5, c₊ = #{Δ* ≥ −0.01} = 5 → min(1, 2·6/6) = 1.
  assert.equal(bootstrapPValue(Float64Array.of(0.002, 0.003, 0.004, 0.005, 0.006), 0, 0.01), 1);
  // Replicates 0.02…0.05 and one 0.008: only that one is ≤ 0.01 → 2·(1 + 1)/6.
  assert.equal(bootstrapPValue(Float64Array.of(0.008, 0.02, 0.03, 0.04, 0.05), 0, 0.01), 4 / 6);
  // Below the band: −0.3, −0.2, −0.1 against ±0.05 → c₊ = #{Δ* ≥ −0.05} = 0 → 2/4.
  assert.equal(bootstrapPValue(Float64Array.of(-0.3, -0.2, -0.1), 0, 0.05), 0.5);
  assert.throws(() => bootstrapPValue(Float64Array.of(1, 2), 0, -1), RangeError);
});
