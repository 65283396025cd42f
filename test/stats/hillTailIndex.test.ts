import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hillTailIndex } from '../../src/stats/hillTailIndex.js';

const near = (actual: number, expected: number, what: string): void => assert.ok(Math.abs(actual - expected) < 1e-12, `${what}: ${actual} vs ${expected}`);

test('hand-worked: 8, 4, 2, 1', () => {
  const values = Float64Array.from([1, 8, 2, 4]);
  // k = 2: threshold x₍₃₎ = 2; ln(8/2) + ln(4/2) = 3 ln 2, α̂ = 2/(3 ln 2) = 0.961797.
  near(hillTailIndex(values, 2), 2 / (3 * Math.LN2), 'k = 2');
  // k = 3: threshold 1; ln 8 + ln 4 + ln 2 = 6 ln 2, α̂ = 3/(6 ln 2) = 0.721348.
  near(hillTailIndex(values, 3), 1 / (2 * Math.LN2), 'k = 3');
});

test('a Pareto sample of index 1 reads about 1: 2⁰ … 2⁴ at k = 4', () => {
  // ln 16 + ln 8 + ln 4 + ln 2 = 10 ln 2 over 4: α̂ = 4/(10 ln 2) = 0.577078.
  near(hillTailIndex(Float64Array.from([16, 8, 4, 2, 1]), 4), 0.4 / Math.LN2, 'k = 4');
});

test('values ≤ 0 are left out; equal top values give Infinity', () => {
  near(hillTailIndex(Float64Array.from([0, -5, 1, 2, 4, 8]), 3), 1 / (2 * Math.LN2), 'with non-positive values');
  assert.equal(hillTailIndex(Float64Array.from([3, 3, 3]), 2), Infinity);
});

test('invalid input throws', () => {
  assert.throws(() => hillTailIndex(Float64Array.from([1, 2, 4, 8]), 4), RangeError);
  assert.throws(() => hillTailIndex(Float64Array.from([1, 2, -4, 8]), 3), RangeError);
  assert.throws(() => hillTailIndex(Float64Array.from([1, 2, 4, 8]), 0), RangeError);
  assert.throws(() => hillTailIndex(Float64Array.from([1, 2, NaN, 8]), 1), RangeError);
  assert.throws(() => hillTailIndex([1, 2, 4] as unknown as Float64Array, 1), TypeError);
});
