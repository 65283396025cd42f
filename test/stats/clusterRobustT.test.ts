/**
 * CR2 cluster-robust t (clusterRobustT; its interval and p-value are tested in clusterTInterval.test.ts).
 * Golden values come from a second implementation written here: the general CR2 sandwich and
 * Bell–McCaffrey degrees of freedom of Imbens & Kolesár (2016, §3–4) built from the item-level
 * matrices (hat matrix, (I − H_gg)^(−1/2) by Denman–Beavers iteration, G′G), which does not use
 * the constant regressor's closed form the library uses; and the equal-size closed form
 * (CR2 = G/(G − 1)·CR0, ν = G − 1).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clusterRobustT } from '../../src/stats/index.js';

type Matrix = number[][];

const identity = (n: number): Matrix => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
const multiply = (x: Matrix, y: Matrix): Matrix => x.map((row) => y[0]!.map((_, j) => row.reduce((s, v, k) => s + v * y[k]![j]!, 0)));
const add = (x: Matrix, y: Matrix, scale = 1): Matrix => x.map((row, i) => row.map((v, j) => v + scale * y[i]![j]!));

/** Inverse of a small matrix by Gauss–Jordan elimination with partial pivoting. */
function inverse(m: Matrix): Matrix {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...identity(n)[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    const p = a[c]![c]!;
    a[c] = a[c]!.map((v) => v / p);
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      a[r] = a[r]!.map((v, j) => v - f * a[c]![j]!);
    }
  }
  return a.map((row) => row.slice(n));
}

/** Principal inverse square root of a symmetric positive definite matrix (Denman–Beavers: Y → A^½, Z → A^(−½)). */
function inverseSqrt(m: Matrix): Matrix {
  let y = m;
  let z = identity(m.length);
  for (let i = 0; i < 60; i++) {
    const yi = inverse(y);
    const zi = inverse(z);
    [y, z] = [add(y, zi).map((r) => r.map((v) => v / 2)), add(z, yi).map((r) => r.map((v) => v / 2))];
  }
  return z;
}

/**
 * CR2 variance and Bell–McCaffrey ν of the mean of item differences d (regression on a constant),
 * clustered by `clusterOf`, from the item-level matrices (Imbens & Kolesár 2016, eqs. 7 and 10,
 * working model Ω = I).
 */
function referenceCr2(d: readonly number[], clusterOf: readonly number[]): { delta: number; se: number; nu: number } {
  const n = d.length;
  const delta = d.reduce((s, v) => s + v, 0) / n;
  const hat: Matrix = Array.from({ length: n }, () => Array.from({ length: n }, () => 1 / n));
  const clusters = [...new Set(clusterOf)];
  const columns: number[][] = [];
  let meat = 0;
  for (const g of clusters) {
    const members = clusterOf.flatMap((c, i) => (c === g ? [i] : []));
    const block = members.map((i) => members.map((j) => (i === j ? 1 : 0) - hat[i]![j]!));
    const adjust = inverseSqrt(block);
    const residual = members.map((i) => d[i]! - delta);
    // X′_g A_g e_g with X = 1.
    const score = adjust.reduce((s, row) => s + row.reduce((t, v, k) => t + v * residual[k]!, 0), 0);
    meat += score * score;
    // G_g = (I − H)_{·,g} A_g 1_g / n, one column of G.
    const adjustedOnes = adjust.map((row) => row.reduce((s, v) => s + v, 0));
    columns.push(Array.from({ length: n }, (_, r) => members.reduce((s, i, k) => s + ((r === i ? 1 : 0) - hat[r]![i]!) * adjustedOnes[k]!, 0) / n));
  }
  const m = columns.map((gi) => columns.map((gj) => gi.reduce((s, v, r) => s + v * gj[r]!, 0)));
  const trace = m.reduce((s, row, i) => s + row[i]!, 0);
  const traceSquared = m.reduce((s, row) => s + row.reduce((t, v) => t + v * v, 0), 0);
  return { delta, se: Math.sqrt(meat) / n, nu: (trace * trace) / traceSquared };
}

/** Items (difference, cluster) to the cluster totals clusterRobustT takes (denominator 1 per item). */
function totals(d: readonly number[], clusterOf: readonly number[]): { a: Float64Array; b: Float64Array } {
  const clusters = [...new Set(clusterOf)];
  const a = new Float64Array(clusters.length);
  const b = new Float64Array(clusters.length);
  clusterOf.forEach((c, i) => {
    const g = clusters.indexOf(c);
    a[g]! += d[i]!;
    b[g]! += 1;
  });
  return { a, b };
}

test('unequal clusters: CR2 SE and Bell–McCaffrey ν match the item-level matrix computation', () => {
  // Paired differences tuned − base of 0/1 outcomes in five clusters of 1, 2, 3, 4 and 6 items.
  const d = [1, 0, -1, 1, 0, 0, -1, 1, 1, 0, 0, -1, 1, 1, 0, 1];
  const clusterOf = [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4];
  const expected = referenceCr2(d, clusterOf);
  const { a, b } = totals(d, clusterOf);
  const got = clusterRobustT(a, b);
  assert.ok(Math.abs(got.delta - 4 / 16) < 1e-15);
  assert.ok(Math.abs(got.se / expected.se - 1) < 1e-9, `se ${got.se} vs ${expected.se}`);
  assert.ok(Math.abs(got.degreesOfFreedom / expected.nu - 1) < 1e-9, `ν ${got.degreesOfFreedom} vs ${expected.nu}`);
  // Unequal sizes give fewer degrees of freedom than G − 1 = 4.
  assert.ok(got.degreesOfFreedom < 4);
});

test('one dominant cluster lowers ν toward 1; the matrix computation agrees', () => {
  const d = [...Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 1 : i % 3 === 1 ? -1 : 0)), 1, 0, -1, 1];
  const clusterOf = [...Array.from({ length: 12 }, () => 0), 1, 2, 3, 3];
  const expected = referenceCr2(d, clusterOf);
  const { a, b } = totals(d, clusterOf);
  const got = clusterRobustT(a, b);
  assert.ok(Math.abs(got.se / expected.se - 1) < 1e-9);
  assert.ok(Math.abs(got.degreesOfFreedom / expected.nu - 1) < 1e-9);
  assert.ok(got.degreesOfFreedom < 2, `ν ${got.degreesOfFreedom}`);
});

test('clusters of one size: CR2 is G/(G − 1) times CR0 and ν = G − 1', () => {
  const a = Float64Array.from([3, -1, 0, 2, -2, 1]);
  const b = Float64Array.from([5, 5, 5, 5, 5, 5]);
  const delta = 3 / 30;
  const cr0 = a.reduce((s, v) => s + (v - delta * 5) ** 2, 0) / 30 ** 2;
  const got = clusterRobustT(a, b);
  assert.ok(Math.abs(got.se - Math.sqrt((6 / 5) * cr0)) < 1e-15);
  assert.ok(Math.abs(got.degreesOfFreedom - 5) < 1e-12);
});

test('no spread gives se 0; bad input throws', () => {
  assert.equal(clusterRobustT(Float64Array.from([2, 4]), Float64Array.from([1, 2])).se, 0);
  assert.throws(() => clusterRobustT(Float64Array.from([1]), Float64Array.from([1])), RangeError);
  assert.throws(() => clusterRobustT(Float64Array.from([1, 2]), Float64Array.from([1])), RangeError);
  assert.throws(() => clusterRobustT(Float64Array.from([1, 2]), Float64Array.from([3, 0])), /holds every denominator/);
  assert.throws(() => clusterRobustT(Float64Array.from([1, 2]), Float64Array.from([3, -1])), RangeError);
  assert.throws(() => clusterRobustT(Float64Array.from([1, Number.NaN]), Float64Array.from([1, 1])), RangeError);
  assert.throws(() => clusterRobustT([1, 2] as unknown as Float64Array, Float64Array.from([1, 1])), TypeError);
});
