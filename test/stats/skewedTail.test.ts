import assert from 'node:assert/strict';
import { test } from 'node:test';
import { skewedTail, tailCouldOverturn, TAIL_INDEX_FLOOR } from '../../src/stats/skewedTail.js';

const ones = (n: number): Float64Array => new Float64Array(n).fill(1);
/** Nine items of weight 1: four rare large decreases 1, 2, 4, 8 and five increases of 3; Δ = 0. */
const gains = Float64Array.from([-1, -2, -4, -8, 3, 3, 3, 3, 3]);
// Σr³ = −1 − 8 − 64 − 512 + 5·27 = −450 < 0: the lower side; k = round(√9) = 3 and its four
// residuals in size 8, 4, 2, 1 give α̂ = 3/(ln 8 + ln 4 + ln 2) = 1/(2 ln 2) = 0.721348.
const HAND = 1 / (2 * Math.LN2);

test('hand-worked: the lower side and its Hill index', () => {
  const tail = skewedTail(gains, ones(9));
  assert.equal(tail.side, 'lower');
  assert.equal(tail.k, 3);
  assert.ok(Math.abs(tail.index - HAND) < 1e-12, `${tail.index}`);
});

test('residuals are taken about Δ; the mirror is the upper side with the same index', () => {
  // Every a one higher: Δ = 9/9 = 1 and the residuals aᵢ − Δ are the same as above.
  const shifted = skewedTail(
    gains.map((x) => x + 1),
    ones(9),
  );
  assert.equal(shifted.side, 'lower');
  assert.ok(Math.abs(shifted.index - HAND) < 1e-12);
  const mirrored = skewedTail(
    gains.map((x) => -x),
    ones(9),
  );
  assert.equal(mirrored.side, 'upper');
  assert.ok(Math.abs(mirrored.index - HAND) < 1e-12);
});

test('a side with k or fewer items has no index', () => {
  // Residuals 1 (×8) and −8: Σr³ = 8 − 512 < 0, one item on the lower side, k = 3.
  const tail = skewedTail(Float64Array.from([1, 1, 1, 1, 1, 1, 1, 1, -8]), ones(9));
  assert.equal(tail.side, 'lower');
  assert.ok(Number.isNaN(tail.index));
});

test('the rule: an interval away from a heavy tail cannot stand; 1 is the floor', () => {
  assert.equal(TAIL_INDEX_FLOOR, 1);
  const lower = { side: 'lower', index: HAND, k: 3 } as const;
  assert.equal(tailCouldOverturn(lower, [0.1, 0.5]), true);
  assert.equal(tailCouldOverturn(lower, [-0.5, -0.1]), false, 'towards the tail: unseen items only push it further');
  assert.equal(tailCouldOverturn(lower, [-0.1, 0.5]), false, 'no difference shown');
  assert.equal(tailCouldOverturn({ ...lower, index: 1 }, [0.1, 0.5]), false, 'at the floor');
  assert.equal(tailCouldOverturn({ ...lower, index: 0.99 }, [0.1, 0.5]), true);
  assert.equal(tailCouldOverturn({ ...lower, index: NaN }, [0.1, 0.5]), true, 'no index: nothing bounds it');
  const upper = { ...lower, side: 'upper' } as const;
  assert.equal(tailCouldOverturn(upper, [-0.5, -0.1]), true);
  assert.equal(tailCouldOverturn(upper, [0.1, 0.5]), false);
});

test('invalid input throws', () => {
  assert.throws(() => skewedTail(gains, ones(8)), RangeError);
  assert.throws(() => skewedTail(gains, new Float64Array(9)), RangeError);
  assert.throws(() => skewedTail([1, 2] as unknown as Float64Array, ones(2)), TypeError);
});
