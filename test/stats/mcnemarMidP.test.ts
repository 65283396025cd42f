import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcnemarMidP } from '../../src/stats/index.js';

// Second implementation: exact binomial coefficients in BigInt, mid-p = 2·[P(X ≤ k) − ½·P(X = k)].
function midPExact(b: number, c: number): number {
  const n = b + c;
  const k = Math.min(b, c);
  let choose = 1n;
  let below = 0n;
  for (let i = 0; i <= k; i++) {
    if (i > 0) choose = (choose * BigInt(n - i + 1)) / BigInt(i);
    if (i < k) below += choose;
  }
  // 2·(below + choose/2)/2^n = (2·below + choose)/2^n: keep the top 60 bits of the
  // numerator, then scale by a power of two in two steps so nothing overflows.
  const numerator = 2n * below + choose;
  const shift = Math.max(0, numerator.toString(2).length - 60);
  const exponent = shift - n;
  const half = Math.trunc(exponent / 2);
  return Math.min(1, Number(numerator >> BigInt(shift)) * 2 ** half * 2 ** (exponent - half));
}

test('hand-computed mid-p values from the binomial pmf', () => {
  // b=1, c=6: n=7, P(X=0)=1/128, P(X=1)=7/128 → 2·(8/128 − 3.5/128) = 9/128.
  assert.ok(Math.abs(mcnemarMidP(1, 6) - 9 / 128) < 1e-15);
  // b=0, c=5: P(X=0)=1/32 → 2·(1/32 − 0.5/32) = 1/32.
  assert.ok(Math.abs(mcnemarMidP(0, 5) - 1 / 32) < 1e-15);
  // b=3, c=3: P(X≤3)=42/64, P(X=3)=20/64 → 2·(42/64 − 10/64) = 1.
  assert.equal(mcnemarMidP(3, 3), 1);
  assert.equal(mcnemarMidP(0, 0), 1);
  // Symmetric in its arguments.
  assert.equal(mcnemarMidP(6, 1), mcnemarMidP(1, 6));
});

test('agrees with an exact BigInt computation for larger counts', () => {
  for (const [b, c] of [
    [12, 31],
    [40, 60],
    [200, 260],
    [1, 1000],
    [500, 500],
  ] as const) {
    const expected = midPExact(b, c);
    const actual = mcnemarMidP(b, c);
    assert.ok(Math.abs(actual - expected) <= 1e-12 * Math.max(expected, 1e-300) + 1e-300, `b=${b}, c=${c}: ${actual} vs ${expected}`);
  }
});

test('rejects negative or fractional counts', () => {
  assert.throws(() => mcnemarMidP(-1, 2), RangeError);
  assert.throws(() => mcnemarMidP(1.5, 2), RangeError);
});
