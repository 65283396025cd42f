/**
 * clusterTInterval and clusterTPValue: Δ ± t·se against the t quantile, the interval–p-value
 * duality, the normal test's 0.05 at 1.96·se, and a hand-built tolerance band.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clusterTInterval, clusterTPValue, studentTQuantile } from '../../src/stats/index.js';
import { referenceTQuantile } from '../support/studentTReference.js';

test('the t interval and p-value agree: p < α exactly when the 1 − α interval leaves 0 out', () => {
  const se = 0.01;
  const nu = 7.3;
  const [lo, hi] = clusterTInterval(0.02, se, nu, 0.95);
  const half = studentTQuantile(0.975, nu) * se;
  assert.ok(Math.abs(lo - (0.02 - half)) < 1e-15 && Math.abs(hi - (0.02 + half)) < 1e-15);
  for (const delta of [0.5 * half, 0.999 * half, 1.001 * half, 2 * half]) {
    const p = clusterTPValue(delta, se, nu);
    const ci = clusterTInterval(delta, se, nu, 0.95);
    assert.equal(p < 0.05, ci[0] > 0, `Δ ${delta}: p ${p}, CI ${ci.join(', ')}`);
    // Symmetric: −Δ has the same p.
    assert.ok(Math.abs(clusterTPValue(-delta, se, nu) - p) < 1e-12);
  }
  // At ν = ∞ and Δ = 1.96·se, the normal test's p ≈ 0.05.
  assert.ok(Math.abs(clusterTPValue(1.959964 * se, se, Infinity) - 0.05) < 1e-6);
  // Inside a tolerance band p is 1; beyond it, p is the test against the band's near edge.
  assert.equal(clusterTPValue(0.004, se, nu, 0, 0.005), 1);
  assert.ok(Math.abs(clusterTPValue(0.035, se, nu, 0, 0.005) - clusterTPValue(0.03, se, nu)) < 1e-12);
  assert.throws(() => clusterTInterval(0, 0, nu, 0.95), RangeError);
  assert.throws(() => clusterTInterval(0, se, 0.5, 0.95), RangeError);
  assert.throws(() => clusterTPValue(0, se, nu, 0, -1), RangeError);
});

test('the half-width is the t quantile integrated a second way, times se', () => {
  // referenceTQuantile integrates the t density by Simpson's rule and inverts it by bisection.
  for (const nu of [10, 29]) {
    const [lo, hi] = clusterTInterval(1, 0.5, nu, 0.9);
    const half = referenceTQuantile(0.95, nu) * 0.5;
    assert.ok(Math.abs(hi - 1 - half) / half < 3e-5 && Math.abs(1 - lo - half) / half < 3e-5, `ν ${nu}: [${lo}, ${hi}]`);
  }
  // ν = ∞: the normal interval, z_0.975 = 1.959963984540054 (A&S table 26.5).
  const [lo, hi] = clusterTInterval(0, 1, Infinity, 0.95);
  assert.ok(Math.abs(hi - 1.959963984540054) < 1e-9 && Math.abs(lo + 1.959963984540054) < 1e-9);
  assert.throws(() => clusterTInterval(Number.NaN, 1, 5, 0.95), /delta is NaN/);
  assert.throws(() => clusterTInterval(0, 1, 5, 1), RangeError);
  assert.throws(() => clusterTPValue(0, 1, 5, Number.NaN), /nullValue is NaN/);
});
