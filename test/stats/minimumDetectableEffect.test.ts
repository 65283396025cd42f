/**
 * minimumDetectableEffect: (z_{1−α/2} + z_power)·se with the normal quantiles typed in by hand
 * (A&S table 26.5 values), the Student t form against the t density integrated a second way,
 * and its monotonicity.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { minimumDetectableEffect } from '../../src/stats/index.js';
import { referenceTQuantile } from '../support/studentTReference.js';

test('minimum detectable effect = (z_0.975 + z_0.8)·se', () => {
  // (1.959963984540054 + 0.8416212335729143) × 0.01, by hand.
  assert.ok(Math.abs(minimumDetectableEffect(0.01, 0.05)! - 0.028015852181129683) < 1e-15);
  // α = 0.01, power 0.9: (2.5758293035489004 + 1.2815515655446004) × 2.
  assert.ok(Math.abs(minimumDetectableEffect(2, 0.01, 0.9)! - 7.714761738187001) < 1e-12);
  // SE 0 (A/A, no discordant pairs): not estimable, never 0.
  assert.equal(minimumDetectableEffect(0, 0.05), null);
  assert.throws(() => minimumDetectableEffect(-1, 0.05), RangeError);
  assert.throws(() => minimumDetectableEffect(Number.NaN, 0.05), RangeError);
  assert.throws(() => minimumDetectableEffect(1, 0), RangeError);
  assert.throws(() => minimumDetectableEffect(1, 0.05, 1), RangeError);
});

test('MDE with n − 1 degrees of freedom: (t_{1−α/2, ν} + t_{0.8, ν})·se', () => {
  const mde = minimumDetectableEffect(0.02, 0.01, 0.8, 39)!;
  const expected = (referenceTQuantile(0.995, 39) + referenceTQuantile(0.8, 39)) * 0.02;
  assert.ok(Math.abs(mde / expected - 1) < 3e-5, `${mde} vs ${expected}`);
  assert.throws(() => minimumDetectableEffect(0.02, 0.05, 0.8, 0), RangeError);
});

test('linear in se; smaller with more degrees of freedom, larger with more power', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 1e-6, max: 10, noNaN: true }),
      fc.double({ min: 0.001, max: 0.2, noNaN: true }),
      fc.double({ min: 0.5, max: 0.95, noNaN: true }),
      fc.integer({ min: 1, max: 500 }),
      (se, alpha, power, nu) => {
        const mde = minimumDetectableEffect(se, alpha, power, nu)!;
        assert.ok(Math.abs(minimumDetectableEffect(2 * se, alpha, power, nu)! - 2 * mde) <= 1e-12 * mde);
        assert.ok(minimumDetectableEffect(se, alpha, power, nu + 1)! <= mde);
        assert.ok(minimumDetectableEffect(se, alpha, Math.min(0.99, power + 0.01), nu)! > mde);
      },
    ),
    { numRuns: 100 },
  );
});
