/**
 * logRateBandwidth: h = BANDWIDTH_FACTOR·min(SD, IQR/1.349)·m^(−1/5) over the log rates (Silverman
 * 1986, eq. 3.30), with SD and type-7 IQR worked out by hand on rates whose logs are small
 * integers; which items count; and the invariances a log-scale rule must have. The factor is read
 * from the module, so these values hold whatever factor calibration settles on.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { BANDWIDTH_FACTOR, logRateBandwidth } from '../../src/stats/index.js';

const E = Math.E;
const close = (got: number, want: number): boolean => Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want));

test('IQR/1.349 below the SD: log rates 0, 1, 2, 3', () => {
  // Mean 1.5, Σ(v − 1.5)² = 5, SD = √(5/3) ≈ 1.291; type 7 (h = 3p): Q(0.25) = 0.75, Q(0.75) = 2.25,
  // IQR/1.349 = 1.5/1.349 ≈ 1.112 < SD.
  const h = logRateBandwidth(Float64Array.of(1, E, E ** 2, E ** 3), Float64Array.of(1, 1, 1, 1));
  assert.ok(close(h, BANDWIDTH_FACTOR * (1.5 / 1.349) * 4 ** -0.2), String(h));
});

test('SD below IQR/1.349: two clusters of rates, 1 and e, over unequal weights', () => {
  // Rates 2/2, 3e/3, 5/5, 7e/7: log rates 0, 1, 0, 1. SD = √(4·0.25/3) = √(1/3) ≈ 0.577;
  // sorted 0, 0, 1, 1: Q(0.25) = 0 (h = 0.75), Q(0.75) = 1 (h = 2.25), IQR/1.349 ≈ 0.741 > SD.
  const h = logRateBandwidth(Float64Array.of(2, 3 * E, 5, 7 * E), Float64Array.of(2, 3, 5, 7));
  assert.ok(close(h, BANDWIDTH_FACTOR * Math.sqrt(1 / 3) * 4 ** -0.2), String(h));
});

test('IQR 0 (most rates equal): the SD still speaks', () => {
  // Log rates 0, 0, 0, 0, 0, 1: Q(0.25) = Q(0.75) = 0; mean 1/6, Σ(v − 1/6)² = 5/36 + 25/36 = 5/6, SD = √(1/6).
  const h = logRateBandwidth(Float64Array.of(1, 1, 1, 1, 1, E), new Float64Array(6).fill(1));
  assert.ok(close(h, BANDWIDTH_FACTOR * Math.sqrt(1 / 6) * 6 ** -0.2), String(h));
});

test('only items with a > 0 and b > 0 count; fewer than two rates or equal rates give 0', () => {
  // The four rates of the first test plus items without a rate (a = 0, a < 0, b = 0): same h, m = 4.
  const withGaps = logRateBandwidth(Float64Array.of(0, 1, -2, E, 5, E ** 2, E ** 3), Float64Array.of(3, 1, 1, 1, 0, 1, 1));
  assert.ok(close(withGaps, BANDWIDTH_FACTOR * (1.5 / 1.349) * 4 ** -0.2), String(withGaps));
  assert.equal(logRateBandwidth(Float64Array.of(0, 0, 5), Float64Array.of(1, 1, 1)), 0);
  assert.equal(logRateBandwidth(new Float64Array(0), new Float64Array(0)), 0);
  assert.equal(logRateBandwidth(Float64Array.of(2, 4, 6), Float64Array.of(1, 2, 3)), 0);
});

test('invariant to the unit of a (nats or bits), to the order of the items, and ≥ 0', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.double({ min: 1e-3, max: 50, noNaN: true }), fc.integer({ min: 1, max: 400 })), { minLength: 2, maxLength: 40 }),
      fc.double({ min: 0.01, max: 100, noNaN: true }),
      (items, scale) => {
        const a = Float64Array.from(items, ([v]) => v);
        const b = Float64Array.from(items, ([, t]) => t);
        const h = logRateBandwidth(a, b);
        assert.ok(h >= 0);
        // A common factor shifts every log rate by log(scale): SD and IQR keep their value up to rounding.
        assert.ok(
          Math.abs(
            logRateBandwidth(
              a.map((v) => v * scale),
              b,
            ) - h,
          ) <=
            1e-9 * Math.max(1, h),
        );
        assert.ok(Math.abs(logRateBandwidth(a.slice().reverse(), b.slice().reverse()) - h) <= 1e-12 * Math.max(1, h));
      },
    ),
    { numRuns: 100 },
  );
});
