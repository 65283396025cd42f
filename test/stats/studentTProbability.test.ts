/**
 * studentTProbability: against the t quantile it inverts, the t density integrated a second way
 * (test/support/studentTReference.ts), the normal CDF, and the closed-form CDFs at ν = 2 and 4.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { errorFunction } from 'simple-statistics';
import { studentTProbability, studentTQuantile } from '../../src/stats/index.js';
import { referenceTQuantile } from '../support/studentTReference.js';

test('studentTProbability inverts the t quantile and matches the integrated density and the normal CDF', () => {
  for (const nu of [1, 2.5, 10, 29]) {
    for (const p of [0.6, 0.9, 0.975, 0.995]) {
      assert.ok(Math.abs(studentTProbability(studentTQuantile(p, nu), nu) - p) < 1e-12, `ν ${nu}, p ${p}`);
      assert.ok(Math.abs(studentTProbability(-studentTQuantile(p, nu), nu) - (1 - p)) < 1e-12);
    }
  }
  // Against the density integrated by Simpson's rule, within the quantile's accuracy at ν ≥ 10.
  for (const nu of [10, 29]) {
    for (const p of [0.9, 0.975]) assert.ok(Math.abs(studentTProbability(referenceTQuantile(p, nu), nu) - p) < 1e-5, `ν ${nu}, p ${p}`);
  }
  for (const x of [-2.5, -1, 0.3, 1.96]) {
    assert.ok(Math.abs(studentTProbability(x, Infinity) - 0.5 * (1 + errorFunction(x / Math.SQRT2))) < 1e-6, `x ${x}`);
  }
  assert.equal(studentTProbability(0, 7), 0.5);
  assert.throws(() => studentTProbability(1, 0.5), RangeError);
  assert.throws(() => studentTProbability(Number.NaN, 5), RangeError);
});

test('small ν: close to the closed-form CDFs at ν = 2 and ν = 4, as accurate as the quantile', () => {
  // Closed forms (e.g. Abramowitz & Stegun 26.7.1 summed for even ν):
  // ν = 2: F(x) = 1/2 + x/(2√(2 + x²)); ν = 4: F(x) = 1/2 + (3/8)·(x/√(1 + x²/4))·(1 − x²/(12(1 + x²/4))).
  const nu2 = (x: number): number => 0.5 + x / (2 * Math.sqrt(2 + x * x));
  const nu4 = (x: number): number => 0.5 + (3 / 8) * (x / Math.sqrt(1 + (x * x) / 4)) * (1 - (x * x) / (12 * (1 + (x * x) / 4)));
  for (const x of [-3, -1, 0.5, 1, 2, 4]) {
    // The Cornish–Fisher quantile is off by up to 4 % at ν = 2 and ~1e-4 at ν = 5 (studentTQuantile's note).
    assert.ok(Math.abs(studentTProbability(x, 2) - nu2(x)) < 1e-3, `ν 2, x ${x}`);
    assert.ok(Math.abs(studentTProbability(x, 4) - nu4(x)) < 5e-4, `ν 4, x ${x}`);
  }
});

test('a CDF: symmetric about 0, nondecreasing in x, within [0, 1]', () => {
  fc.assert(
    fc.property(fc.double({ min: -20, max: 20, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), fc.integer({ min: 1, max: 200 }), (x, step, nu) => {
      const p = studentTProbability(x, nu);
      assert.ok(p >= 0 && p <= 1);
      assert.ok(Math.abs(studentTProbability(-x, nu) - (1 - p)) < 1e-15);
      assert.ok(studentTProbability(x + step, nu) >= p);
    }),
    { numRuns: 100 },
  );
});
