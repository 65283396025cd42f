import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extremeItemAdjustment, EXTREME_ITEM_COPIES } from '../../src/stats/extremeItemAdjustment.js';

const near = (actual: number | undefined, expected: number, what: string): void =>
  assert.ok(actual !== undefined && Math.abs(actual - expected) < 1e-12, `${what}: ${actual} vs ${expected}`);

/** Four items of weight 1 with a = 1, 1, 1, 5: Δ = 8/4 = 2, residuals −1, −1, −1, 3. */
const a = Float64Array.from([1, 1, 1, 5]);
const b = Float64Array.from([1, 1, 1, 1]);

/** A second, naive implementation: append the item `copies` times and recompute Δ and the linearised SE from scratch. */
function naive(item: number, copies: number): { delta: number; se: number } {
  const as = [...a, ...Array<number>(copies).fill(a[item]!)];
  const bs = [...b, ...Array<number>(copies).fill(b[item]!)];
  const n = as.length;
  const delta = as.reduce((s, v) => s + v, 0) / bs.reduce((s, v) => s + v, 0);
  const squares = as.reduce((s, v, i) => s + (v - delta * bs[i]!) ** 2, 0);
  return { delta, se: Math.sqrt((n / (n - 1)) * squares) / bs.reduce((s, v) => s + v, 0) };
}

test('hand-worked: one more copy of the extreme item on each side', () => {
  const { lower, upper } = extremeItemAdjustment(a, b, 'both', 1);
  // Upper: item 3 (residual 3) again: Δ′ = 13/5 = 2.6; residuals −1.6 (×3), 2.4 (×2);
  // Σ = 3·2.56 + 2·5.76 = 19.2; SE′ = √(5/4·19.2)/5 = √24/5 = 0.9797959.
  assert.equal(upper?.item, 3);
  near(upper?.delta, 2.6, 'upper Δ′');
  near(upper?.se, Math.sqrt(24) / 5, 'upper SE′');
  // Lower: item 0 (residual −1, the first of the tie) again: Δ′ = 9/5 = 1.8; residuals −0.8 (×4),
  // 3.2; Σ = 2.56 + 10.24 = 12.8; SE′ = √(5/4·12.8)/5 = √16/5 = 0.8.
  assert.equal(lower?.item, 0);
  near(lower?.delta, 1.8, 'lower Δ′');
  near(lower?.se, 0.8, 'lower SE′');
});

test('hand-worked: the default adds three copies, and agrees with a naive recomputation', () => {
  assert.equal(EXTREME_ITEM_COPIES, 3);
  const { lower, upper } = extremeItemAdjustment(a, b, 'upper');
  assert.equal(lower, undefined);
  // Δ′ = (8 + 15)/7 = 23/7; residuals −16/7 (×3), 12/7 (×4); Σ = (768 + 576)/49 = 1344/49;
  // SE′ = √(7/6·1344/49)/7 = √32/7.
  near(upper?.delta, 23 / 7, 'Δ′');
  near(upper?.se, Math.sqrt(32) / 7, 'SE′');
  for (const copies of [1, 2, 5]) {
    const both = extremeItemAdjustment(a, b, 'both', copies);
    const [up, down] = [naive(3, copies), naive(0, copies)];
    near(both.upper?.delta, up.delta, `upper Δ′, ${copies}`);
    near(both.upper?.se, up.se, `upper SE′, ${copies}`);
    near(both.lower?.delta, down.delta, `lower Δ′, ${copies}`);
    near(both.lower?.se, down.se, `lower SE′, ${copies}`);
  }
});

test('skewed: only the side the third moment of the residuals points to', () => {
  // Residuals −1, −1, −1, 3: Σr³ = −3 + 27 = 24 > 0, so the upper side alone, as 'upper' gives it.
  assert.deepEqual(extremeItemAdjustment(a, b, 'skewed', 1), { upper: extremeItemAdjustment(a, b, 'both', 1).upper });
  // Mirrored (a = 3, 3, 3, −1: Δ = 2, residuals 1, 1, 1, −3, Σr³ = −24): the lower side alone,
  // item 3 again: Δ′ = 7/5 = 1.4.
  const mirrored = extremeItemAdjustment(Float64Array.from([3, 3, 3, -1]), b, 'skewed', 1);
  assert.equal(mirrored.upper, undefined);
  assert.equal(mirrored.lower?.item, 3);
  near(mirrored.lower?.delta, 1.4, 'mirrored Δ′');
});

test('sparse: one item carrying all of Σa gets an upper sample above Δ; equal ratios get none', () => {
  // 40 items of weight 100, the first with a = 50: Δ = 0.0125; three more copies give
  // Δ′ = 200/4 300 = 0.0465 > Δ. No item has a negative residual other than the zeros (−1.25 each).
  const sparseA = Float64Array.from({ length: 40 }, (_, i) => (i === 0 ? 50 : 0));
  const weights = new Float64Array(40).fill(100);
  const { lower, upper } = extremeItemAdjustment(sparseA, weights, 'upper');
  assert.equal(lower, undefined);
  assert.equal(upper?.item, 0);
  near(upper?.delta, 200 / 4300, 'Δ′');
  // Every item with the same ratio: no residual points either way, nothing to add.
  assert.deepEqual(extremeItemAdjustment(Float64Array.from([2, 4]), Float64Array.from([1, 2]), 'both'), {});
});

test('refuses mismatched lengths, one item, Σb = 0 and copies below 1', () => {
  assert.throws(() => extremeItemAdjustment(a, Float64Array.from([1]), 'upper'), RangeError);
  assert.throws(() => extremeItemAdjustment(Float64Array.from([1]), Float64Array.from([1]), 'upper'), RangeError);
  assert.throws(() => extremeItemAdjustment(a, new Float64Array(4), 'upper'), RangeError);
  assert.throws(() => extremeItemAdjustment(a, b, 'upper', 0), RangeError);
  assert.throws(() => extremeItemAdjustment([1, 2] as unknown as Float64Array, b, 'upper'), TypeError);
});
