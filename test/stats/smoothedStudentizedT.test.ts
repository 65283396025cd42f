/**
 * The smoothed bootstrap-t of KL: t* recomputed by hand over enumerated resamples with a scripted
 * kernel draw, the bandwidth rule against a hand computation, and properties of the engine's use.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BANDWIDTH_FACTOR, logRateBandwidth, pairedBootstrap, seededRng, smoothedStudentizedT, type Rng } from '../../src/stats/index.js';

/**
 * The k-th resample is the k-th index tuple in base-n counting order; every uniform is `u`, so
 * every kernel draw is the same z = √(−2 ln u)·cos(2πu) (Box–Muller on the pair (u, u)).
 */
function scriptedRng(u: number): Rng {
  let counter = 0;
  return {
    seed: -1,
    algorithm: 'scripted',
    next: () => u,
    fillIndices(out: Uint32Array, n: number) {
      let t = counter++;
      for (let j = out.length - 1; j >= 0; j--) {
        out[j] = t % n;
        t = Math.floor(t / n);
      }
    },
  };
}

test('t* of every enumerated resample equals (c·R* − R)/(c·SE*), c the one kernel factor every drawn item got', () => {
  const a = [0.2, 1.5, 0.05];
  const b = [10, 30, 5];
  const n = 3;
  const delta = (0.2 + 1.5 + 0.05) / 45;
  const h = 0.4;
  const u = 0.3;
  // Written out again: Box–Muller on (0.3, 0.3), then the mean-one lognormal factor.
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * u);
  const c = Math.exp(h * z - (h * h) / 2);
  const t = smoothedStudentizedT(Float64Array.from(a), Float64Array.from(b), delta, h, 27, scriptedRng(u));
  const expected: number[] = [];
  for (let k = 0; k < 27; k++) {
    const idx = [Math.floor(k / 9) % 3, Math.floor(k / 3) % 3, k % 3];
    const sa = idx.reduce((s, i) => s + c * a[i]!, 0);
    const sb = idx.reduce((s, i) => s + b[i]!, 0);
    const r = sa / sb;
    const squares = idx.reduce((s, i) => s + (c * a[i]! - r * b[i]!) ** 2, 0);
    // A resample of one document repeated has every residual 0: no t*.
    if (new Set(idx).size === 1) continue;
    expected.push((r - delta) / (Math.sqrt((n / (n - 1)) * squares) / sb));
  }
  assert.equal(t.length, expected.length);
  t.forEach((value, k) => assert.ok(Math.abs(value - expected[k]!) < 1e-12, `resample ${k}: ${value} vs ${expected[k]}`));
});

test('the bandwidth is factor·min(SD, IQR/1.349)·m^(−1/5) of the log rates (numpy, by hand)', () => {
  // Rates 1, 2, 4, 8, 16: log rates k·ln 2; SD ln2·√2.5, IQR (type 7) 2·ln 2, so IQR/1.349 is the smaller.
  // numpy: 1.6 * min(statistics.stdev(l), (np.quantile(l, .75) - np.quantile(l, .25)) / 1.349) * 5 ** -0.2 = 1.1917069957725839
  assert.equal(BANDWIDTH_FACTOR, 1.6);
  const h = logRateBandwidth(Float64Array.from([1, 2, 4, 8, 16]), Float64Array.from([1, 1, 1, 1, 1]));
  assert.ok(Math.abs(h - 1.1917069957725839) < 1e-12, String(h));
  // Items without a rate (a = 0) are left out; the same rates over other weights give the same h.
  const spread = logRateBandwidth(Float64Array.from([0, 3, 6, 12, 24, 48]), Float64Array.from([7, 3, 3, 3, 3, 3]));
  assert.ok(Math.abs(spread - h) < 1e-12);
  assert.equal(logRateBandwidth(Float64Array.from([0, 0, 5]), Float64Array.from([1, 1, 1])), 0, 'one rate: nothing to smooth');
  assert.equal(logRateBandwidth(Float64Array.from([2, 4, 6]), Float64Array.from([1, 2, 3])), 0, 'equal rates: nothing to smooth');
});

test('t* do not depend on the scale of a (KL in nats or bits)', () => {
  const a = Float64Array.from([0.1, 0.4, 2.5, 0.02, 0.9, 0.3, 7.0, 0.05]);
  const b = Float64Array.from([20, 40, 300, 25, 90, 60, 800, 30]);
  const delta = a.reduce((s, v) => s + v, 0) / b.reduce((s, v) => s + v, 0);
  const t1 = smoothedStudentizedT(a, b, delta, 0.5, 2000, seededRng(3));
  const t2 = smoothedStudentizedT(
    a.map((v) => v * 1000),
    b,
    delta * 1000,
    0.5,
    2000,
    seededRng(3),
  );
  assert.equal(t1.length, t2.length);
  t1.forEach((v, i) => assert.ok(Math.abs(v - t2[i]!) < 1e-9 * Math.max(1, Math.abs(v))));
});

test('pairedBootstrap: a smooth metric keeps the plain replicates, and reports its bandwidth', () => {
  const a = Float64Array.from({ length: 40 }, (_, i) => (i % 13 === 0 ? 9 : 0.2 + (i % 5) * 0.1) * (20 + i));
  const den = Float64Array.from({ length: 40 }, (_, i) => 20 + i);
  const input = { base: { num: new Float64Array(40), den }, tuned: { num: a, den }, studentize: true };
  const plain = pairedBootstrap({ metrics: [input], resamples: 2000, rng: seededRng(1), level: 0.95 }).metrics[0]!;
  const smooth = pairedBootstrap({ metrics: [{ ...input, smooth: true }], resamples: 2000, rng: seededRng(1), level: 0.95 }).metrics[0]!;
  assert.deepEqual(smooth.replicates, plain.replicates);
  assert.equal(smooth.delta, plain.delta);
  assert.ok(smooth.studentized?.bandwidth !== undefined && smooth.studentized.bandwidth > 0);
  assert.equal(plain.studentized?.bandwidth, undefined);
  assert.ok(smooth.ci[0] <= smooth.delta && smooth.delta <= smooth.ci[1], 'the interval holds the estimate');
});

test('pairedBootstrap refuses smoothing without studentizing or with tuned below base', () => {
  const den = Float64Array.from([1, 2, 3]);
  const rng = seededRng(1);
  assert.throws(
    () =>
      pairedBootstrap({ metrics: [{ base: { num: new Float64Array(3), den }, tuned: { num: den, den }, smooth: true }], resamples: 2000, rng, level: 0.95 }),
    /smooth needs studentize/,
  );
  assert.throws(
    () =>
      pairedBootstrap({
        metrics: [{ base: { num: Float64Array.from([1, 1, 1]), den }, tuned: { num: Float64Array.from([2, 0.5, 2]), den }, studentize: true, smooth: true }],
        resamples: 2000,
        rng,
        level: 0.95,
      }),
    /smooth needs tuned.num ≥ base.num, item 1/,
  );
});
