import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalQuantile, studentTQuantile } from '../../src/stats/index.js';
import { referenceTQuantile } from '../support/studentTReference.js';

test('t quantiles agree with the integrated density', () => {
  for (const nu of [10, 29, 40, 60, 99, 999]) {
    for (const p of nu >= 29 ? [0.8, 0.9, 0.975, 0.995, 0.999] : [0.8, 0.9, 0.975, 0.995]) {
      const expected = referenceTQuantile(p, nu);
      const got = studentTQuantile(p, nu);
      assert.ok(Math.abs(got / expected - 1) < 3e-5, `ν ${nu}, p ${p}: ${got} vs ${expected}`);
      // Symmetric: the lower tail is the negated upper one.
      assert.ok(Math.abs(studentTQuantile(1 - p, nu) + got) < 1e-12);
    }
  }
});

test('small ν: close to the closed form at ν = 2, t = (2p − 1)/√(2p(1 − p))', () => {
  for (const p of [0.8, 0.975, 0.995]) {
    const exact = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    assert.ok(Math.abs(studentTQuantile(p, 2) / exact - 1) < 0.05, `p ${p}`);
  }
});

test('ν = Infinity is the normal quantile, and bad input throws', () => {
  assert.equal(studentTQuantile(0.975, Infinity), normalQuantile(0.975));
  for (const nu of [0, 0.5, Number.NaN]) assert.throws(() => studentTQuantile(0.9, nu), RangeError);
  assert.throws(() => studentTQuantile(1, 10), RangeError);
});
