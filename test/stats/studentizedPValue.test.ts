/** studentizedPValue: the bootstrap-t tail counts worked out by hand, a second implementation, and symmetry. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { studentizedPValue } from '../../src/stats/index.js';

test('by hand: p = min(1, 2·(1 + min(#{t* ≥ Δ/se}, #{t* ≤ Δ/se}))/(B′ + 1))', () => {
  const t = Float64Array.of(-1, 0, 0.5, 1, 3);
  // Δ/se = 2: one t* (3) reaches it, four stay below → 2·(1 + 1)/6.
  assert.equal(studentizedPValue(1, 0.5, t), 4 / 6);
  // Δ/se = −2: none at or below, all five above → 2·1/6.
  assert.equal(studentizedPValue(-1, 0.5, t), 2 / 6);
  // Δ/se = 0.5 (hits a t* exactly, counted on both sides): #{≥ 0.5} = 3, #{≤ 0.5} = 3 → 2·4/6, capped at 1.
  assert.equal(studentizedPValue(0.25, 0.5, t), 1);
  // Band ±0.5 around 0 with Δ = 1, se = 0.5: clears the top when t* ≥ (1 − 0.5)/0.5 = 1 (two: 1, 3),
  // the bottom when t* ≤ (1 + 0.5)/0.5 = 3 (all five) → 2·3/6 = 1; ±0.25: t* ≥ 1.5 (one) → 2·2/6.
  assert.equal(studentizedPValue(1, 0.5, t, 0, 0.5), 1);
  assert.equal(studentizedPValue(1, 0.5, t, 0, 0.25), 4 / 6);
  // A null of 1 with Δ = 1: Δ sits on the null, every count includes t* = 0 → 2·(1 + 2)/6 = 1.
  assert.equal(studentizedPValue(1, 0.5, t, 1), 1);
});

test('matches the counts written again; mirroring Δ and t* leaves p alone', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -6, max: 6, noNaN: true }), { minLength: 1, maxLength: 50 }),
      fc.double({ min: -3, max: 3, noNaN: true }),
      fc.double({ min: 0.1, max: 2, noNaN: true }),
      (values, delta, se) => {
        const t = Float64Array.from(values);
        const up = values.filter((v) => v >= delta / se).length;
        const down = values.filter((v) => v <= delta / se).length;
        const p = studentizedPValue(delta, se, t);
        assert.equal(p, Math.min(1, (2 * (Math.min(up, down) + 1)) / (values.length + 1)));
        assert.equal(
          studentizedPValue(
            -delta,
            se,
            t.map((v) => -v),
          ),
          p,
        );
      },
    ),
    { numRuns: 200 },
  );
});

test('rejects a bad band and what studentizedInterval rejects', () => {
  const t = Float64Array.of(-1, 1);
  assert.throws(() => studentizedPValue(0, 1, t, 0, -0.1), /halfWidth is -0\.1/);
  assert.throws(() => studentizedPValue(0, 1, t, Number.NaN), /nullValue is NaN/);
  assert.throws(() => studentizedPValue(0, 0, t), /se is 0/);
  assert.throws(() => studentizedPValue(0, 1, new Float64Array(0)), /t is empty/);
});
