import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extremeItemAdjustment } from '../../src/stats/extremeItemAdjustment.js';
import { extremeItemInterval, extremeItemPValue } from '../../src/stats/extremeItemInterval.js';
import { studentizedInterval } from '../../src/stats/studentizedInterval.js';
import { studentizedPValue } from '../../src/stats/studentizedPValue.js';

const near = (actual: number, expected: number, what: string): void => assert.ok(Math.abs(actual - expected) < 1e-12, `${what}: ${actual} vs ${expected}`);

/** a = 1, 1, 1, 5 over weights 1: Δ = 2, SE = √(4/3·12)/4 = 1; t* = −3 … 3. */
const a = Float64Array.from([1, 1, 1, 5]);
const b = Float64Array.from([1, 1, 1, 1]);
const t = Float64Array.from([-3, -2, -1, 0, 1, 2, 3]);

test('hand-worked interval: the upper end is read from the sample with the extreme item added', () => {
  const adjustment = extremeItemAdjustment(a, b, 'both', 1);
  // Type-7 quantiles of t* at 25 % and 75 %: positions 1.5 and 4.5, so −1.5 and 1.5; plain
  // interval [2 − 1.5, 2 + 1.5] = [0.5, 3.5]. Upper sample (Δ′ 2.6, SE′ √24/5): 2.6 + 1.5·√24/5
  // = 4.0696938; lower sample (Δ′ 1.8, SE′ 0.8): 1.8 − 1.2 = 0.6, above 0.5, so the plain end stays.
  near(studentizedInterval(2, 1, t, 0.5)[1], 3.5, 'plain upper end');
  const [lo, hi] = extremeItemInterval(2, 1, t, 0.5, adjustment);
  near(lo, 0.5, 'lower end');
  near(hi, 2.6 + (1.5 * Math.sqrt(24)) / 5, 'upper end');
  // No adjustment: the plain studentized interval.
  assert.deepEqual(extremeItemInterval(2, 1, t, 0.5, {}), studentizedInterval(2, 1, t, 0.5));
});

test('hand-worked p-value: inverts the widened interval', () => {
  const adjustment = extremeItemAdjustment(a, b, 'upper', 1);
  // Against Δ = 4.5: the plain upper end clears it when few t* ≤ (2 − 4.5)/1 = −2.5 (one: −3),
  // one-sided (1 + 1)/8; the upper sample's when few t* ≤ (2.6 − 4.5)/(√24/5) = −1.939 (two),
  // (2 + 1)/8. The lower end: t* ≥ −2.5, six, (6 + 1)/8. p = 2·min(7/8, max(2/8, 3/8)) = 0.75,
  // where the plain interval gives 2·2/8 = 0.5.
  near(studentizedPValue(2, 1, t, 4.5), 0.5, 'plain p');
  near(extremeItemPValue(2, 1, t, adjustment, 4.5), 0.75, 'widened p');
  assert.equal(extremeItemPValue(2, 1, t, {}, 4.5), studentizedPValue(2, 1, t, 4.5));
});
