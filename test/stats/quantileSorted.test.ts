/**
 * quantileSorted, ascending, asNumbers: type-7 quantiles worked out by hand and against the
 * definition written again (Hyndman & Fan 1996, definition 7), plus the ascending copy's contract.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ascending, asNumbers, quantileSorted } from '../../src/stats/quantileSorted.js';

test('type-7 quantiles by hand', () => {
  const x = Float64Array.of(1, 2, 4, 8, 16);
  // h = (5 − 1)·p: p = 0.25 → h = 1, x[1] = 2; p = 0.6 → h = 2.4, 4 + 0.4·(8 − 4) = 5.6; p = 0.9 → h = 3.6, 8 + 0.6·8 = 12.8.
  assert.equal(quantileSorted(x, 0.25), 2);
  assert.ok(Math.abs(quantileSorted(x, 0.6) - 5.6) < 1e-15);
  assert.ok(Math.abs(quantileSorted(x, 0.9) - 12.8) < 1e-14);
  assert.equal(quantileSorted(x, 0), 1);
  assert.equal(quantileSorted(x, 1), 16);
  // R: quantile(c(1, 2, 4, 8, 16), 0.5) = 4 (type 7 is R's default).
  assert.equal(quantileSorted(x, 0.5), 4);
  // One value: every quantile is it; equal neighbours return their value exactly.
  assert.equal(quantileSorted(Float64Array.of(0.1), 0.37), 0.1);
  assert.equal(quantileSorted(Float64Array.of(0.1, 0.1, 0.1, 0.3), 0.5), 0.1);
});

test('matches the definition written again, and lies between its neighbouring order statistics', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (values, p) => {
        const sorted = Float64Array.from(values).sort();
        const h = (sorted.length - 1) * p;
        const lo = Math.floor(h);
        const hi = Math.min(lo + 1, sorted.length - 1);
        const expected = sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
        const q = quantileSorted(sorted, p);
        assert.ok(Math.abs(q - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${q} vs ${expected}`);
        assert.ok(q >= sorted[lo]! && q <= sorted[hi]!);
      },
    ),
    { numRuns: 200 },
  );
});

test('ascending returns the input itself when sorted, else a sorted copy leaving the input alone', () => {
  const sorted = Float64Array.of(-1, 0, 0, 3);
  assert.equal(ascending(sorted), sorted);
  const shuffled = Float64Array.of(3, -1, 0, 0);
  const result = ascending(shuffled);
  assert.notEqual(result, shuffled);
  assert.deepEqual([...result], [-1, 0, 0, 3]);
  assert.deepEqual([...shuffled], [3, -1, 0, 0]);
  assert.equal(ascending(new Float64Array(0)).length, 0);
});

test('asNumbers is a view, not a copy', () => {
  const values = Float64Array.of(1, 2);
  const view = asNumbers(values);
  assert.equal(view as unknown, values);
  assert.equal(view[1], 2);
});
