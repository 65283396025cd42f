import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalQuantile } from '../../src/stats/index.js';

// Independent standard normal CDF: the series of Abramowitz & Stegun 26.2.11 for |x| < 3
// and the Laplace continued fraction of the Mills ratio (A&S 26.2.14) in the tails.
function normalCdf(x: number): number {
  const density = Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
  if (Math.abs(x) < 3) {
    let term = x;
    let sum = x;
    for (let k = 1; k < 200; k++) {
      term *= (x * x) / (2 * k + 1);
      sum += term;
      if (Math.abs(term) < 1e-18 * Math.abs(sum)) break;
    }
    return 0.5 + density * sum;
  }
  const a = Math.abs(x);
  let fraction = a;
  for (let k = 300; k >= 1; k--) fraction = a + k / fraction;
  const tail = density / fraction;
  return x > 0 ? 1 - tail : tail;
}

test('known critical values (standard normal tables; scipy.stats.norm.ppf)', () => {
  assert.ok(Math.abs(normalQuantile(0.975) - 1.959963984540054) < 1e-14);
  assert.ok(Math.abs(normalQuantile(0.8) - 0.8416212335729143) < 1e-14);
  assert.ok(Math.abs(normalQuantile(0.995) - 2.5758293035489004) < 1e-14);
  assert.ok(Math.abs(normalQuantile(0.025) + 1.959963984540054) < 1e-14);
  assert.equal(normalQuantile(0.5), 0);
});

test('inverts an independent CDF from 1e-300 to 1 − 1e-12', () => {
  const probs = [1e-300, 1e-100, 1e-20, 1e-11, 1e-6, 0.001, 0.01, 0.07, 0.1, 0.3, 0.42, 0.5, 0.6, 0.9, 0.93, 0.999, 1 - 1e-9, 1 - 1e-12];
  for (const p of probs) {
    const z = normalQuantile(p);
    const back = normalCdf(z);
    // Relative accuracy in the smaller tail; the upper tail is limited by 1 − p in float64.
    const tail = Math.min(p, 1 - p);
    const error = Math.abs(Math.min(back, 1 - back) - tail) / tail;
    assert.ok(error < 1e-9, `p ${p}: z ${z}, Φ(z) ${back}, relative error ${error}`);
  }
});

test('rejects probabilities outside (0, 1)', () => {
  for (const p of [0, 1, -0.1, 1.1, Number.NaN]) assert.throws(() => normalQuantile(p), RangeError);
});
