/** formatPercent: the one way a share is written as a percentage. Expected strings are worked by hand (share × 100, rounded half away from zero by toFixed). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatPercent } from '../../src/format/index.js';

test('shares to one decimal with a spaced % sign', () => {
  assert.equal(formatPercent(0.9507), '95.1 %');
  assert.equal(formatPercent(1), '100.0 %');
  assert.equal(formatPercent(0), '0.0 %');
  assert.equal(formatPercent(0.125, 2), '12.50 %');
});

test('a negative share takes the typographic minus, and a share that rounds to zero none', () => {
  assert.equal(formatPercent(-0.034), '−3.4 %');
  assert.equal(formatPercent(-0.0001), '0.0 %');
});

test('an unmeasured share is a dash, never 0 %', () => {
  assert.equal(formatPercent(null), '—');
});
