import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { percentileInterval } from '../../src/stats/index.js';

test('type-7 ends on a hand-worked example', () => {
  // Sorted 1..5, N − 1 = 4. Level 0.5: h = 4·0.25 = 1 → 2; h = 4·0.75 = 3 → 4.
  const values = Float64Array.of(5, 3, 1, 4, 2);
  assert.deepEqual(percentileInterval(values, 0.5), [2, 4]);
  // Level 0.9: h = 4·0.05 = 0.2 → 1 + 0.2·(2 − 1) = 1.2; h = 3.8 → 4 + 0.8·(5 − 4) = 4.8.
  const [lo, hi] = percentileInterval(values, 0.9);
  assert.ok(Math.abs(lo - 1.2) < 1e-15 && Math.abs(hi - 4.8) < 1e-15);
  assert.deepEqual([...values], [5, 3, 1, 4, 2], 'input left untouched');
});

test('a higher level never narrows the interval', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 }),
      fc.double({ min: 0.01, max: 0.98, noNaN: true }),
      fc.double({ min: 0.001, max: 0.0199, noNaN: true }),
      (raw, level, extra) => {
        const values = Float64Array.from(raw);
        const [lo, hi] = percentileInterval(values, level);
        const [wideLo, wideHi] = percentileInterval(values, level + extra);
        assert.ok(wideLo <= lo && wideHi >= hi && lo <= hi);
      },
    ),
  );
});

test('negating the replicates mirrors the interval', () => {
  fc.assert(
    fc.property(fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: 1, maxLength: 40 }), (raw) => {
      const [lo, hi] = percentileInterval(Float64Array.from(raw), 0.95);
      const [nlo, nhi] = percentileInterval(
        Float64Array.from(raw, (v) => -v),
        0.95,
      );
      assert.ok(Math.abs(nlo + hi) < 1e-12 && Math.abs(nhi + lo) < 1e-12);
    }),
  );
});

test('rejects empty input, non-finite values and levels outside (0, 1)', () => {
  assert.throws(() => percentileInterval(new Float64Array(0), 0.95), RangeError);
  assert.throws(() => percentileInterval(Float64Array.of(1, Number.NaN), 0.95), RangeError);
  for (const level of [0, 1, -0.5, 95, Number.NaN]) assert.throws(() => percentileInterval(Float64Array.of(1, 2), level), RangeError);
  assert.throws(() => percentileInterval([1, 2] as unknown as Float64Array, 0.95), TypeError);
});
