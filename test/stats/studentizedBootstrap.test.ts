/** Studentized cluster bootstrap of a shared-denominator ratio: every resample enumerated and recomputed by hand. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedBootstrap, seededRng, studentizedInterval, studentizedPValue, type Rng } from '../../src/stats/index.js';

/** The k-th resample is the k-th index tuple in base-n counting order (B = n^n enumerates all). */
function enumeratingRng(): Rng {
  let counter = 0;
  return {
    seed: -1,
    algorithm: 'enumeration',
    next: () => {
      throw new Error('unused');
    },
    fillIndices(out: Uint32Array, n: number) {
      let t = counter++;
      for (let j = out.length - 1; j >= 0; j--) {
        out[j] = t % n;
        t = Math.floor(t / n);
      }
    },
  };
}

/** Type-7 quantile, written out again for the test. */
function type7(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo]! + (h - lo) * (sorted[lo + 1]! - sorted[lo]!) : sorted[lo]!;
}

/** Linearised SE of Σy/Σt over the given document indices: √(n/(n − 1)·Σ(y − R·t)²)/Σt. */
function linearisedSe(y: readonly number[], t: readonly number[], idx: readonly number[]): { r: number; se: number } {
  const sy = idx.reduce((s, i) => s + y[i]!, 0);
  const st = idx.reduce((s, i) => s + t[i]!, 0);
  const r = sy / st;
  const squares = idx.reduce((s, i) => s + (y[i]! - r * t[i]!) ** 2, 0);
  return { r, se: Math.sqrt((idx.length / (idx.length - 1)) * squares) / st };
}

const kl = [1, 2, 6];
const tokens = [1, 2, 3];
const metric = {
  base: { num: new Float64Array(3), den: Float64Array.from(tokens) },
  tuned: { num: Float64Array.from(kl), den: Float64Array.from(tokens) },
  studentize: true,
};

test('t* of every one of the 27 resamples, the interval and the p-value, by hand', () => {
  // Full sample: R = 9/6 = 1.5; residuals −0.5, −1, 1.5 → Σ² = 3.5 → SE = √(1.5·3.5)/6.
  const full = linearisedSe(kl, tokens, [0, 1, 2]);
  assert.ok(Math.abs(full.se - Math.sqrt(5.25) / 6) < 1e-15);
  const expectedT: number[] = [];
  for (let k = 0; k < 27; k++) {
    const idx = [Math.floor(k / 9), Math.floor(k / 3) % 3, k % 3];
    const { r, se } = linearisedSe(kl, tokens, idx);
    // Resamples of one repeated document, or of documents with one common ratio, have SE* = 0: no t*.
    if (se > 1e-12) expectedT.push((r - 1.5) / se);
  }
  const result = pairedBootstrap({ metrics: [metric], resamples: 27, minResamples: 2, rng: enumeratingRng(), level: 0.8 }).metrics[0]!;
  const studentized = result.studentized!;
  assert.ok(Math.abs(studentized.se - full.se) < 1e-15);
  assert.equal(studentized.t.length, expectedT.length);
  expectedT.forEach((t, k) => assert.ok(Math.abs(studentized.t[k]! - t) < 1e-12, `t* #${k}: ${studentized.t[k]} vs ${t}`));
  // 80 % interval: [R − Q(0.9)·SE, R − Q(0.1)·SE].
  const sorted = [...expectedT].sort((a, b) => a - b);
  const lo = 1.5 - type7(sorted, 0.9) * full.se;
  const hi = 1.5 - type7(sorted, 0.1) * full.se;
  assert.ok(Math.abs(result.ci[0] - lo) < 1e-12 && Math.abs(result.ci[1] - hi) < 1e-12, `ci ${result.ci} vs [${lo}, ${hi}]`);
  assert.deepEqual(studentizedInterval(result.delta, studentized.se, studentized.t, 0.8), result.ci);
  // p for "ratio ≤ 1.2": the interval's lower end clears 1.2 when Q(1 − a/2) < (R − 1.2)/SE, so
  // the upper tail count #{t* ≥ (1.5 − 1.2)/SE} inverts it; the other side counts t* ≤ (1.5 + 1.2)/SE.
  const up = expectedT.filter((t) => t >= 0.3 / full.se).length;
  const down = expectedT.filter((t) => t <= 2.7 / full.se).length;
  const p = Math.min(1, (2 * (Math.min(up, down) + 1)) / (expectedT.length + 1));
  assert.equal(studentizedPValue(result.delta, studentized.se, studentized.t, 0, 1.2), p);
  assert.equal(
    result.p,
    Math.min(
      1,
      (2 * (Math.min(expectedT.filter((t) => t >= 1.5 / full.se).length, expectedT.filter((t) => t <= 1.5 / full.se).length) + 1)) / (expectedT.length + 1),
    ),
  );
});

test('equal sides: SE 0, so no t*, percentile interval [0, 0] and p 1', () => {
  const same = {
    base: { num: Float64Array.of(1, 2, 3), den: Float64Array.of(2, 5, 9) },
    tuned: { num: Float64Array.of(1, 2, 3), den: Float64Array.of(2, 5, 9) },
    studentize: true,
  };
  const result = pairedBootstrap({ metrics: [same], resamples: 500, minResamples: 2, rng: seededRng(3), level: 0.95 }).metrics[0]!;
  assert.equal(result.delta, 0);
  assert.deepEqual(result.ci, [0, 0]);
  assert.equal(result.p, 1);
  assert.equal(result.studentized, undefined);
  // Items that all share one ratio leave nothing to studentize by either.
  const oneRatio = {
    base: { num: new Float64Array(3), den: Float64Array.of(2, 5, 9) },
    tuned: { num: Float64Array.of(0.2, 0.5, 0.9), den: Float64Array.of(2, 5, 9) },
    studentize: true,
  };
  const flat = pairedBootstrap({ metrics: [oneRatio], resamples: 200, minResamples: 2, rng: seededRng(3), level: 0.95 }).metrics[0]!;
  assert.equal(flat.studentized, undefined);
  assert.ok(Math.abs(flat.ci[0] - 0.1) < 1e-15 && Math.abs(flat.ci[1] - 0.1) < 1e-15);
});

test('studentizing needs a shared denominator', () => {
  const unshared = {
    base: { num: Float64Array.of(1, 2), den: Float64Array.of(1, 1) },
    tuned: { num: Float64Array.of(1, 2), den: Float64Array.of(2, 1) },
    studentize: true,
  };
  assert.throws(
    () => pairedBootstrap({ metrics: [unshared], resamples: 10, minResamples: 2, rng: seededRng(0), level: 0.9 }),
    /studentize.*shared denominator/,
  );
});
