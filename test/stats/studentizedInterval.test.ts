/** studentizedInterval: bootstrap-t ends worked out by hand from type-7 quantiles, and its symmetries. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { studentizedInterval } from '../../src/stats/index.js';

const close = (got: number, want: number): boolean => Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want));

test('ends by hand: [Δ − Q(1 − α/2)·se, Δ − Q(α/2)·se]', () => {
  // t* sorted: −2, −1, 0, 1, 3 (passed unsorted). Type 7, h = 4p.
  const t = Float64Array.of(3, -2, 1, 0, -1);
  // level 0.5: Q(0.25) = −1 (h = 1), Q(0.75) = 1 (h = 3) → [10 − 1·2, 10 + 1·2].
  assert.deepEqual(studentizedInterval(10, 2, t, 0.5), [8, 12]);
  // level 0.8: Q(0.1) = −2 + 0.4·1 = −1.6, Q(0.9) = 1 + 0.6·2 = 2.2 → [10 − 4.4, 10 + 3.2]:
  // the long upper tail of t* stretches the interval's lower end (the percentile interval would do the opposite).
  const [lo, hi] = studentizedInterval(10, 2, t, 0.8);
  assert.ok(close(lo, 5.6) && close(hi, 13.2), `[${lo}, ${hi}]`);
  assert.deepEqual([...t], [3, -2, 1, 0, -1], 't left untouched');
});

test('t* symmetric about 0 give an interval symmetric about Δ, and the ends scale with se', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: 1, maxLength: 30 }),
      fc.double({ min: -5, max: 5, noNaN: true }),
      fc.double({ min: 0.01, max: 10, noNaN: true }),
      fc.double({ min: 0.05, max: 0.99, noNaN: true }),
      (half, delta, se, level) => {
        const t = Float64Array.from([...half, ...half.map((v) => -v)]);
        const [lo, hi] = studentizedInterval(delta, se, t, level);
        assert.ok(Math.abs(delta - lo - (hi - delta)) <= 1e-9 * Math.max(1, hi - lo), `[${lo}, ${hi}] about ${delta}`);
        const [lo2, hi2] = studentizedInterval(delta, 2 * se, t, level);
        assert.ok(Math.abs(delta - lo2 - 2 * (delta - lo)) <= 1e-9 * Math.max(1, Math.abs(delta - lo)));
        assert.ok(Math.abs(hi2 - delta - 2 * (hi - delta)) <= 1e-9 * Math.max(1, Math.abs(hi - delta)));
      },
    ),
    { numRuns: 100 },
  );
});

test('rejects what it cannot studentize', () => {
  const t = Float64Array.of(-1, 1);
  assert.throws(() => studentizedInterval(Number.NaN, 1, t, 0.9), /delta is NaN/);
  for (const se of [0, -1, Infinity]) assert.throws(() => studentizedInterval(0, se, t, 0.9), /se is/);
  assert.throws(() => studentizedInterval(0, 1, new Float64Array(0), 0.9), /t is empty/);
  assert.throws(() => studentizedInterval(0, 1, Float64Array.of(1, Number.NaN), 0.9), /t\[1\] is NaN/);
  assert.throws(() => studentizedInterval(0, 1, [1, 2] as unknown as Float64Array, 0.9), TypeError);
  assert.throws(() => studentizedInterval(0, 1, t, 1), /level is 1/);
});
