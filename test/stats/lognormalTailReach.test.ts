import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lognormalTailReach, MAX_UNSEEN_SHARE } from '../../src/stats/lognormalTailReach.js';

// Expected values from Python 3.11's statistics.NormalDist (an independent Φ and Φ⁻¹).
const near = (actual: number, expected: number, tolerance: number, what: string): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `${what}: ${actual} vs ${expected}`);

test('the limit is the documented 0.2', () => {
  assert.equal(MAX_UNSEEN_SHARE, 0.2);
});

test('hand-worked: three carriers of log-rates 0, 1, 2 among five items cannot bound the tail', () => {
  const b = Float64Array.from([10, 10, 10, 10, 10]);
  const a = Float64Array.from([10, 10 * Math.E, 10 * Math.E ** 2, 0, 0]);
  const reach = lognormalTailReach(a, b);
  assert.equal(reach.carriers, 3);
  // SD of 0, 1, 2 with n − 1 is 1; the largest of 3 sits at z_{3/4} = 0.67449: Φ(1 − 0.67449) = 0.62760.
  near(reach.logSd, 1, 1e-12, 'σ̂');
  near(reach.unseenShare, 0.6276025367807749, 2e-7, 'unseen share');
  assert.equal(reach.bounded, false);
  // p = Φ(1 − z_0.2) = Φ(1.84162) = 0.967235, m′ = ⌈p/(1 − p)⌉ = ⌈29.52⌉ = 30 carriers, ⌈5·30/3⌉ = 50 items.
  assert.equal(reach.itemsNeeded, 50);
});

test('a looser limit needs fewer items: 0.3 takes ⌈Φ(1 − z_0.3)/(1 − Φ(…))⌉ = 15 carriers, 25 items', () => {
  const b = Float64Array.from([10, 10, 10, 10, 10]);
  const a = Float64Array.from([10, 10 * Math.E, 10 * Math.E ** 2, 0, 0]);
  assert.equal(lognormalTailReach(a, b, 0.3).itemsNeeded, 25);
});

test('99 carriers of log-rates alternating 0 and ½ bound it: Φ(0.251259 − z_0.99) = 0.018989', () => {
  const b = new Float64Array(99).fill(4);
  const a = Float64Array.from(b, (value, i) => value * Math.exp(i % 2 === 0 ? 0 : 0.5));
  const reach = lognormalTailReach(a, b);
  near(reach.logSd, 0.251259453814803, 1e-12, 'σ̂');
  near(reach.unseenShare, 0.018989170373541142, 2e-7, 'unseen share');
  assert.equal(reach.bounded, true);
});

test('fewer than two carriers: nothing to estimate the spread from, never bounded, no count promised', () => {
  const b = Float64Array.from([5, 5, 5]);
  for (const a of [Float64Array.from([0, 0, 0]), Float64Array.from([0, 2, 0])]) {
    const reach = lognormalTailReach(a, b);
    assert.equal(reach.bounded, false);
    assert.equal(reach.unseenShare, 1);
    assert.ok(Number.isNaN(reach.logSd));
    assert.equal(reach.itemsNeeded, undefined);
  }
  // An item with no tokens carries nothing, whatever its a.
  assert.equal(lognormalTailReach(Float64Array.from([1, 1]), Float64Array.from([1, 0])).carriers, 1);
});

test('rejects bad input', () => {
  const ok = Float64Array.from([1, 2]);
  assert.throws(() => lognormalTailReach([1, 2] as unknown as Float64Array, ok), TypeError);
  assert.throws(() => lognormalTailReach(ok, Float64Array.from([1])), RangeError);
  assert.throws(() => lognormalTailReach(Float64Array.from([-1, 2]), ok), RangeError);
  assert.throws(() => lognormalTailReach(Float64Array.from([Number.NaN, 2]), ok), RangeError);
  assert.throws(() => lognormalTailReach(ok, ok, 0), RangeError);
  assert.throws(() => lognormalTailReach(ok, ok, 1), RangeError);
});
