/**
 * lookPlan: looks at chunk boundaries, and levels that match the Lan–DeMets boundaries of its
 * default Hwang–Shih–DeCani (γ = −1) spending, computed here by a second, independent numeric
 * integration (trapezoid rule on the score scale S(t) = √t·Z, its own erfc, its own bisection,
 * its own spending formula). The integration is first checked against the published classical
 * O'Brien–Fleming bounds for 4 equal looks at two-sided α = 0.05 (4.049, 2.863, 2.337, 2.024)
 * and the closed-form first spending bound; lookPlan given the O'Brien–Fleming-type spending
 * is checked against it too.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookPlan } from '../../../src/run/sequential/lookPlan.js';
import { obrienFlemingSpending } from '../../../src/stats/index.js';

/** erfc by the Chebyshev fit of Numerical Recipes (erfcc), fractional error below 1.2e-7. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}
const upper = (x: number): number => erfc(x / Math.SQRT2) / 2;
/** z₁₋ₚ by bisection on `upper`. */
const quantileUpper = (p: number): number => {
  let [lo, hi] = [0, 40];
  for (let i = 0; i < 200; i++) upper((lo + hi) / 2) > p ? (lo = (lo + hi) / 2) : (hi = (lo + hi) / 2);
  return (lo + hi) / 2;
};
/** Lan–DeMets O'Brien–Fleming type: 2 − 2Φ(z₁₋α/₂/√t). */
const spend = (alpha: number, t: number): number => 2 * upper(quantileUpper(alpha / 2) / Math.sqrt(t));
/** Hwang–Shih–DeCani at γ = −1: α(1 − e^{t})/(1 − e). */
const hsd = (alpha: number, t: number): number => (alpha * (1 - Math.exp(t))) / (1 - Math.E);

/**
 * Null probabilities of first crossing ±bounds[k] at each look, carried on a trapezoid grid of
 * the score S(t_k) = √t_k · Z_k; with `solve`, bounds[k] is instead found (by bisection) so that
 * look k's crossing is `solve(t_k) − solve(t_{k−1})`, and the solved bounds are returned.
 */
function integrate(fractions: readonly number[], bounds: number[], solve?: (t: number) => number, points = 801): number[] {
  const crossings: number[] = [];
  let xs: number[] = [];
  let ws: number[] = []; // density × trapezoid weight on the continuation region of the last look
  let previous = 0;
  fractions.forEach((t, k) => {
    const sd = Math.sqrt(t - previous);
    // P(|S(t)| ≥ c√t, no earlier crossing): each grid point moves by an N(0, t − t_prev) increment.
    const cross = (c: number): number => {
      const b = c * Math.sqrt(t);
      if (xs.length === 0) return 2 * upper(b / sd);
      let total = 0;
      for (let i = 0; i < xs.length; i++) total += ws[i]! * (upper((b - xs[i]!) / sd) + upper((b + xs[i]!) / sd));
      return total;
    };
    if (solve) {
      const target = solve(t) - solve(previous);
      let [lo, hi] = [0, 20];
      for (let i = 0; i < 80; i++) cross((lo + hi) / 2) > target ? (lo = (lo + hi) / 2) : (hi = (lo + hi) / 2);
      bounds[k] = (lo + hi) / 2;
    }
    crossings.push(cross(bounds[k]!));
    const b = bounds[k]! * Math.sqrt(t);
    const h = (2 * b) / (points - 1);
    const nextX: number[] = [];
    const nextW: number[] = [];
    for (let j = 0; j < points; j++) {
      const x = -b + j * h;
      let density = 0;
      if (xs.length === 0) density = Math.exp(-(x * x) / (2 * t)) / Math.sqrt(2 * Math.PI * t);
      else for (let i = 0; i < xs.length; i++) density += (ws[i]! * Math.exp(-((x - xs[i]!) ** 2) / (2 * sd * sd))) / (sd * Math.sqrt(2 * Math.PI));
      nextX.push(x);
      nextW.push(density * h * (j === 0 || j === points - 1 ? 0.5 : 1));
    }
    [xs, ws, previous] = [nextX, nextW, t];
  });
  return solve ? bounds : crossings;
}
const quarters = [0.25, 0.5, 0.75, 1];
/** A spending design's bounds by the independent integration (O'Brien–Fleming type unless told). */
const spendingBounds = (alpha: number, f = spend): number[] => integrate(quarters, [], (t) => (t === 0 ? 0 : f(alpha, t)));

test('the independent integration reproduces the published 4-look bounds at α = 0.05', () => {
  // The classical O'Brien–Fleming shape c·√(K/k), its C solved so the total crossing is 0.05:
  // Jennison & Turnbull (2000) table 2.3 gives C_B(4, 0.05) = 2.024, so bounds 4.049, 2.863, 2.337, 2.024.
  const shape = (C: number): number[] => quarters.map((t) => C / Math.sqrt(t));
  let [lo, hi] = [1.5, 3];
  for (let i = 0; i < 40; i++) {
    const total = integrate(quarters, shape((lo + hi) / 2)).reduce((a, b) => a + b, 0);
    total > 0.05 ? (lo = (lo + hi) / 2) : (hi = (lo + hi) / 2);
  }
  shape((lo + hi) / 2).forEach((c, k) => assert.ok(Math.abs(c - [4.049, 2.863, 2.337, 2.024][k]!) < 0.002, `look ${k + 1}: ${c}`));
  // The Lan–DeMets spending form of it spends 2 − 2Φ(z₀.₉₇₅/√t) by t: its first bound is z₀.₉₇₅/√¼ = 3.920 in closed form.
  assert.ok(Math.abs(spendingBounds(0.05)[0]! - 2 * 1.959964) < 1e-4);
});

test('Hwang–Shih–DeCani γ = −1 over 4 equal looks: first bound in closed form, the rest by the integration', () => {
  // α(¼) = 0.05(e^{¼} − 1)/(e − 1) = 0.0082648 (by hand), so c₁ = z at upper tail 0.0041324 ≈ 2.640.
  const bounds = spendingBounds(0.05, hsd);
  assert.ok(Math.abs(bounds[0]! - quantileUpper(0.0082648 / 2)) < 1e-4, `c₁ ${bounds[0]}`);
  assert.ok(Math.abs(bounds[0]! - 2.64) < 0.005, `c₁ ${bounds[0]}`);
  // Spending more early than O'Brien–Fleming lowers the early bounds and raises the last one.
  const obf = spendingBounds(0.05);
  assert.ok(bounds[0]! < obf[0]! && bounds[1]! < obf[1]! && bounds[3]! > obf[3]!);
  // The bounds spend α in all: their total null crossing is 0.05.
  const crossed = integrate(quarters, bounds).reduce((a, b) => a + b, 0);
  assert.ok(Math.abs(crossed - 0.05) < 2e-4, `total crossing ${crossed}`);
});

test('4 looks over 256 items: one per chunk of 64, each at the nominal level of the independent bound', () => {
  const plan = lookPlan(256, 4, 0.95, 1);
  assert.deepEqual(
    plan.map((look) => [look.index, look.items]),
    [
      [1, 64],
      [2, 128],
      [3, 192],
      [4, 256],
    ],
  );
  const bounds = spendingBounds(0.05, hsd);
  plan.forEach((look, k) => {
    const expected = 2 * upper(bounds[k]!);
    assert.ok(Math.abs(1 - look.confidence - expected) < 2e-3 * expected, `look ${look.index}: ${1 - look.confidence} vs ${expected}`);
  });
  // Given the O'Brien–Fleming-type spending instead, the levels follow its independent bounds.
  const obf = spendingBounds(0.05);
  lookPlan(256, 4, 0.95, 1, obrienFlemingSpending).forEach((look, k) => {
    const expected = 2 * upper(obf[k]!);
    assert.ok(Math.abs(1 - look.confidence - expected) < 2e-3 * expected, `O'Brien–Fleming look ${look.index}: ${1 - look.confidence} vs ${expected}`);
  });
});

test('looks move to the nearest chunk boundary, drop duplicates, and end at the whole family', () => {
  // 300 items: 75, 150, 225 → 64, 128, 256; then 300.
  assert.deepEqual(
    lookPlan(300, 4, 0.95, 1).map((look) => look.items),
    [64, 128, 256, 300],
  );
  // 100 items: 25, 50, 75 all round to the first chunk (64), then 100.
  assert.deepEqual(
    lookPlan(100, 4, 0.95, 1).map((look) => look.items),
    [64, 100],
  );
  assert.deepEqual(
    lookPlan(40, 4, 0.95, 1).map((look) => look.items),
    [40],
  );
  assert.equal(lookPlan(40, 4, 0.95, 1)[0]!.confidence.toFixed(6), '0.950000');
});

test('with m gated metrics every Holm step is no looser than its own boundary at α/(m − j)', () => {
  for (const m of [2, 3, 5]) {
    const joint = lookPlan(256, 4, 0.95, m);
    const first = lookPlan(256, 4, 1 - 0.05 / m, 1);
    for (let j = 0; j < m; j++) {
      const own = lookPlan(256, 4, 1 - 0.05 / (m - j), 1);
      joint.forEach((look, k) => {
        const step = (1 - look.confidence) / (m - j);
        assert.ok(step <= (1 - own[k]!.confidence) * (1 + 1e-9), `m ${m}, step ${j}, look ${k + 1}`);
        if (j === 0) assert.ok(step <= 1 - first[k]!.confidence + 1e-15);
      });
    }
  }
});
