import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { holmAdjust, holmOrder } from '../../src/stats/index.js';

test('hand-worked Holm example', () => {
  // p = [0.01, 0.04, 0.03, 0.005], m = 4. Ascending: 0.005 (#3), 0.01 (#0), 0.03 (#2), 0.04 (#1).
  // Multipliers 4, 3, 2, 1: 0.020, 0.030, 0.060, 0.040; running max: 0.020, 0.030, 0.060, 0.060.
  const adjusted = holmAdjust(Float64Array.of(0.01, 0.04, 0.03, 0.005));
  const expected = [0.03, 0.06, 0.06, 0.02];
  expected.forEach((e, i) => assert.ok(Math.abs(adjusted[i]! - e) < 1e-15, `#${i}: ${adjusted[i]} vs ${e}`));
});

test('caps at 1 and keeps ties in input order', () => {
  // 2 × 0.5 = 1 (cap), then max(1, 1 × 0.6) = 1.
  assert.deepEqual([...holmAdjust(Float64Array.of(0.5, 0.6))], [1, 1]);
  assert.deepEqual([...holmOrder(Float64Array.of(0.2, 0.1, 0.2, 0.1))], [1, 3, 0, 2]);
  assert.deepEqual([...holmAdjust(Float64Array.of(0.02))], [0.02]);
});

test('adjusted p is ≥ raw p, ≤ 1, and monotone in the raw order', () => {
  fc.assert(
    fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }), (raw) => {
      const p = Float64Array.from(raw);
      const adjusted = holmAdjust(p);
      for (let i = 0; i < p.length; i++) {
        assert.ok(adjusted[i]! >= p[i]! && adjusted[i]! <= 1);
        for (let j = 0; j < p.length; j++) if (p[i]! < p[j]!) assert.ok(adjusted[i]! <= adjusted[j]!);
      }
    }),
  );
});

test('rejects empty input and values outside [0, 1]', () => {
  assert.throws(() => holmAdjust(new Float64Array(0)), RangeError);
  assert.throws(() => holmAdjust(Float64Array.of(0.1, Number.NaN)), RangeError);
  assert.throws(() => holmAdjust(Float64Array.of(1.5)), RangeError);
});
