/**
 * mc2Mass against values worked by hand: with log-likelihoods ln(a), ln(b), … the mass on the
 * first k choices is (a + … ) / (a + b + …), so choosing ln of small integers gives exact ratios.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mc2Mass } from '../../../src/families/capability/mc2Mass.js';

test('mass on the true choices: ln 1, ln 3 true against ln 4 false is 4/8', () => {
  assert.ok(Math.abs(mc2Mass([Math.log(1), Math.log(3), Math.log(4)], 2) - 0.5) < 1e-15);
});

test('one true choice of two equal ones is 1/2, whatever their scale', () => {
  assert.equal(mc2Mass([-2, -2], 1), 0.5);
  // exp(-900) underflows to 0 in float64, so lm-eval's naive form would give 0/0 here.
  assert.equal(mc2Mass([-900, -900], 1), 0.5);
});

test('far apart log-likelihoods: exp(-50) relative mass', () => {
  const expected = 1 / (1 + Math.exp(50));
  const value = mc2Mass([-1000, -950], 1);
  assert.ok(Math.abs(value - expected) / expected < 1e-12, `${value} vs ${expected}`);
});

test('trueChoices outside [1, n) is a RangeError', () => {
  assert.throws(() => mc2Mass([-1, -2], 0), RangeError);
  assert.throws(() => mc2Mass([-1, -2], 2), RangeError);
  assert.throws(() => mc2Mass([-1, Number.NaN], 1), RangeError);
});
