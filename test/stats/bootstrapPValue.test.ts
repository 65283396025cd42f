/** bootstrapPValue: tail counts worked out by hand, and properties of the Davison–Hinkley formula. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { bootstrapPValue } from '../../src/stats/index.js';

test('bootstrap p-value by hand', () => {
  // [−1, 0, 1, 2, 3]: c₋ = 2, c₊ = 4 → min(1, 2·3/6) = 1.
  assert.equal(bootstrapPValue(Float64Array.of(-1, 0, 1, 2, 3)), 1);
  // [1, 2, 3]: c₋ = 0 → 2·1/4 = 0.5.
  assert.equal(bootstrapPValue(Float64Array.of(1, 2, 3)), 0.5);
  // 99 positive replicates: 2·1/100.
  assert.equal(bootstrapPValue(new Float64Array(99).fill(0.3)), 0.02);
  // 99 negative, 1 zero: c₊ = 1 → 2·2/101.
  const reps = new Float64Array(100).fill(-1);
  reps[0] = 0;
  assert.equal(bootstrapPValue(reps), 4 / 101);
  assert.equal(bootstrapPValue(new Float64Array(10)), 1);
  // Against a non-zero null value: all above 0.5 except one at it.
  assert.equal(bootstrapPValue(Float64Array.of(0.5, 1, 2), 0.5), 1);
  assert.throws(() => bootstrapPValue(new Float64Array(0)), RangeError);
});

test('bootstrap p-value against a tolerance band [null − h, null + h]', () => {
  // KL-like replicates 0.002…0.006 against "no change" = within ±0.01: none is above 0.01,
  // all are ≥ −0.01 → c₋ = #{Δ* ≤ 0.01} = 5, c₊ = #{Δ* ≥ −0.01} = 5 → min(1, 2·6/6) = 1.
  assert.equal(bootstrapPValue(Float64Array.of(0.002, 0.003, 0.004, 0.005, 0.006), 0, 0.01), 1);
  // Replicates 0.02…0.05 and one 0.008: only that one is ≤ 0.01 → 2·(1 + 1)/6.
  assert.equal(bootstrapPValue(Float64Array.of(0.008, 0.02, 0.03, 0.04, 0.05), 0, 0.01), 4 / 6);
  // Below the band: −0.3, −0.2, −0.1 against ±0.05 → c₊ = #{Δ* ≥ −0.05} = 0 → 2/4.
  assert.equal(bootstrapPValue(Float64Array.of(-0.3, -0.2, -0.1), 0, 0.05), 0.5);
  assert.throws(() => bootstrapPValue(Float64Array.of(1, 2), 0, -1), RangeError);
});

test('matches the counts written out again, is ≥ 2/(B + 1), and ignores the sign of Δ', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 60 }),
      fc.double({ min: 0, max: 0.5, noNaN: true }),
      (values, h) => {
        const reps = Float64Array.from(values);
        // Second implementation: p = min(1, 2·(1 + smaller tail)/(B + 1)) with the tails counted by filter.
        const below = values.filter((v) => v <= h).length;
        const above = values.filter((v) => v >= -h).length;
        const expected = Math.min(1, (2 * (Math.min(below, above) + 1)) / (values.length + 1));
        const p = bootstrapPValue(reps, 0, h);
        assert.equal(p, expected);
        assert.ok(p >= 2 / (values.length + 1) && p <= 1);
        // Mirroring every replicate about the null swaps the two tails.
        assert.equal(
          bootstrapPValue(
            reps.map((v) => -v),
            0,
            h,
          ),
          p,
        );
      },
    ),
    { numRuns: 200 },
  );
});

test('rejects non-finite replicates, a non-finite null and a non-Float64Array', () => {
  assert.throws(() => bootstrapPValue(Float64Array.of(1, Number.NaN)), /replicates\[1\] is NaN/);
  assert.throws(() => bootstrapPValue(Float64Array.of(1), Number.POSITIVE_INFINITY), /nullValue is Infinity/);
  assert.throws(() => bootstrapPValue([1, 2] as unknown as Float64Array), TypeError);
});
