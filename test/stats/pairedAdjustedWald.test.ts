import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjustedWaldInterval, adjustedWaldPValue, pairedAdjustedWald } from '../../src/stats/pairedAdjustedWald.js';

const near = (actual: number, expected: number, what: string, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `${what}: ${actual} vs ${expected}`);

test('hand-worked: 30 pairs, 4 base-only and none tuned-only', () => {
  // p̃₁₂ = 5/32 = 0.15625, p̃₂₁ = 1/32 = 0.03125, centre −0.125;
  // SE = √((0.1875 − 0.015625)/32) = √0.00537109375 = 0.0732877…;
  // 95 %: −0.125 ± 1.959963985·0.0732877 = [−0.268641, 0.018641] (by hand with z from tables).
  const w = pairedAdjustedWald(4, 0, 30);
  near(w.centre, -0.125, 'centre');
  near(w.se, Math.sqrt(0.00537109375), 'se');
  const [lo, hi] = adjustedWaldInterval(w, 0.95);
  near(lo, -0.125 - 1.959963985 * Math.sqrt(0.00537109375), 'lo', 1e-8);
  near(hi, -0.125 + 1.959963985 * Math.sqrt(0.00537109375), 'hi', 1e-8);
  // The percentile bootstrap's upper end would sit on −1/30 here: the truth −0.03 is inside this one.
  assert.ok(hi > -0.03);
  // z = 0.125/0.0732877 = 1.705606; p = 2·(1 − Φ(z)) = 0.0880815 (math.erfc(z/√2)).
  near(adjustedWaldPValue(w), 0.0880815, 'p', 1e-6);
});

test('the p-value inverts the interval, against 0 and against a band', () => {
  const w = pairedAdjustedWald(9, 2, 60);
  for (const level of [0.9, 0.95, 0.99]) {
    const [lo, hi] = adjustedWaldInterval(w, level);
    const p = adjustedWaldPValue(w);
    // hi < 0 exactly when p < 1 − level (the interval lies below 0).
    assert.equal(hi < 0, p < 1 - level, `level ${level}: ci [${lo}, ${hi}], p ${p}`);
  }
  // The 1 − p interval ends on 0 (to the quantile's precision).
  near(adjustedWaldInterval(w, 1 - adjustedWaldPValue(w))[1], 0, 'end at 0', 1e-9);
  // Against the band ±0.05 the end must reach −0.05.
  near(adjustedWaldInterval(w, 1 - adjustedWaldPValue(w, 0.05))[1], -0.05, 'end at −0.05', 1e-9);
  // A centre inside the band gives p = 1.
  assert.equal(adjustedWaldPValue(pairedAdjustedWald(3, 3, 50), 0.01), 1);
});

test('symmetric and never zero width', () => {
  const up = pairedAdjustedWald(0, 5, 40);
  const down = pairedAdjustedWald(5, 0, 40);
  near(up.centre, -down.centre, 'mirror');
  near(up.se, down.se, 'same SE');
  // No discordant pair at all, n = 8: p̃ = 1/10 each, centre 0, SE √(0.2/10) > 0.
  near(pairedAdjustedWald(0, 0, 8).se, Math.sqrt(0.2 / 10), 'all concordant');
});

test('bad counts throw RangeError', () => {
  assert.throws(() => pairedAdjustedWald(-1, 0, 10), RangeError);
  assert.throws(() => pairedAdjustedWald(6, 5, 10), RangeError);
  assert.throws(() => pairedAdjustedWald(1.5, 0, 10), RangeError);
  assert.throws(() => adjustedWaldInterval(pairedAdjustedWald(1, 0, 10), 1), RangeError);
  assert.throws(() => adjustedWaldPValue(pairedAdjustedWald(1, 0, 10), -1), RangeError);
});
