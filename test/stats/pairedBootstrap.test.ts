import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MIN_RESAMPLES, pairedBootstrap, seededRng, TooFewResamplesError, type PairedMetricInput, type Rng } from '../../src/stats/index.js';
import { naivePairedBootstrap } from '../support/naivePairedBootstrap.js';

const ones = (n: number): Float64Array => new Float64Array(n).fill(1);

function binary(base: readonly number[], tuned: readonly number[]): PairedMetricInput {
  return { base: { num: Float64Array.from(base), den: ones(base.length) }, tuned: { num: Float64Array.from(tuned), den: ones(tuned.length) } };
}

/** Paired binary data with b base-only and c tuned-only items; the rest split between both-right and both-wrong. */
function discordant(n: number, b: number, c: number): PairedMetricInput {
  const base: number[] = [];
  const tuned: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i < b) {
      base.push(1);
      tuned.push(0);
    } else if (i < b + c) {
      base.push(0);
      tuned.push(1);
    } else {
      const both = i % 2;
      base.push(both);
      tuned.push(both);
    }
  }
  return binary(base, tuned);
}

/** An Rng whose k-th resample is the k-th index tuple in base-n counting order: B = n^n enumerates the exact bootstrap. */
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

function tuples(n: number): number[][] {
  const all: number[][] = [];
  for (let t = 0; t < n ** n; t++) {
    const tuple: number[] = [];
    let r = t;
    for (let j = 0; j < n; j++) {
      tuple.unshift(r % n);
      r = Math.floor(r / n);
    }
    all.push(tuple);
  }
  return all;
}

for (const [n, b, c] of [
  [200, 10, 25],
  [5000, 150, 210],
] as const) {
  test(`Δacc bootstrap agrees with the discordant-pair normal approximation (n = ${n})`, () => {
    const B = 4000;
    const result = pairedBootstrap({ metrics: [discordant(n, b, c)], resamples: B, rng: seededRng(11), level: 0.95 }).metrics[0]!;
    // Closed form: Δ = (c − b)/n and the plug-in SE of a mean of d ∈ {−1, 0, 1},
    // sqrt((b + c) − (c − b)²/n)/n, which the bootstrap SE estimates.
    const delta = (c - b) / n;
    const se = Math.sqrt(b + c - (c - b) ** 2 / n) / n;
    assert.ok(Math.abs(result.delta - delta) < 1e-15);
    // The SD of B replicates has relative Monte Carlo SE 1/sqrt(2(B − 1)) ≈ 1.1 %; allow 5 %.
    assert.ok(Math.abs(result.se / se - 1) < 0.05, `se ${result.se} vs ${se}`);
    // A 2.5 % quantile from B replicates has MC SE ≈ sqrt(0.025·0.975/B)/φ(1.96)·σ ≈ 0.042σ;
    // allow 4 of those plus one grid step 1/n (Δ* only takes multiples of 1/n).
    const tolerance = 4 * 0.042 * se + 1 / n;
    assert.ok(Math.abs(result.ci[0] - (delta - 1.959963984540054 * se)) < tolerance, `lo ${result.ci[0]}`);
    assert.ok(Math.abs(result.ci[1] - (delta + 1.959963984540054 * se)) < tolerance, `hi ${result.ci[1]}`);
    assert.equal(result.replicates.length, B);
    assert.equal(result.degenerateResamples, 0);
  });
}

test('cluster bootstrap of a token-weighted ratio, every resample enumerated', () => {
  // Three documents with KL sums 1, 2, 6 over 1, 2, 3 tokens; base is the model against itself (0).
  // Full sample: 9/6 = 1.5 (a mean of per-document ratios would give (1 + 1 + 2)/3 = 4/3).
  const kl = Float64Array.of(1, 2, 6);
  const tokens = Float64Array.of(1, 2, 3);
  const metric = { base: { num: new Float64Array(3), den: tokens }, tuned: { num: kl, den: tokens } };
  const result = pairedBootstrap({ metrics: [metric], resamples: 27, minResamples: 2, rng: enumeratingRng(), level: 0.5 }).metrics[0]!;
  assert.equal(result.delta, 1.5);
  const expected = tuples(3).map((t) => t.reduce((s, i) => s + kl[i]!, 0) / t.reduce((s, i) => s + tokens[i]!, 0));
  // By hand: (0,0,0) → 3/3 = 1; (0,0,1) → 4/4 = 1; (0,1,2) → 9/6; (2,2,0) → 13/7; (2,2,2) → 18/9 = 2.
  assert.equal(result.replicates[0], 1);
  assert.equal(result.replicates[1], 1);
  assert.ok(Math.abs(result.replicates[5]! - 1.5) < 1e-15);
  assert.ok(Math.abs(result.replicates[24]! - 13 / 7) < 1e-15);
  assert.equal(result.replicates[26], 2);
  expected.forEach((e, k) => assert.ok(Math.abs(result.replicates[k]! - e) < 1e-15, `resample ${k}`));
});

test('base and tuned with different denominators use all four sums', () => {
  const metric = {
    base: { num: Float64Array.of(1, 0, 2), den: Float64Array.of(1, 1, 2) },
    tuned: { num: Float64Array.of(0, 3, 1), den: Float64Array.of(2, 3, 1) },
  };
  const result = pairedBootstrap({ metrics: [metric], resamples: 27, minResamples: 2, rng: enumeratingRng(), level: 0.9 }).metrics[0]!;
  // Full sample: tuned 4/6, base 3/4 → Δ = 2/3 − 3/4 = −1/12.
  assert.ok(Math.abs(result.delta + 1 / 12) < 1e-15);
  tuples(3).forEach((t, k) => {
    const sum = (a: Float64Array): number => t.reduce((s, i) => s + a[i]!, 0);
    const e = sum(metric.tuned.num) / sum(metric.tuned.den) - sum(metric.base.num) / sum(metric.base.den);
    assert.ok(Math.abs(result.replicates[k]! - e) < 1e-15, `resample ${k}`);
  });
});

test('resamples whose drawn Σden is 0 are left out and counted', () => {
  // Document 0 has no tokens: the resample (0, 0) has no ratio; (0,1), (1,0), (1,1) all give 1/2.
  const metric = { base: { num: Float64Array.of(0, 0), den: Float64Array.of(0, 2) }, tuned: { num: Float64Array.of(0, 1), den: Float64Array.of(0, 2) } };
  const result = pairedBootstrap({ metrics: [metric], resamples: 4, minResamples: 2, rng: enumeratingRng(), level: 0.9 }).metrics[0]!;
  assert.equal(result.degenerateResamples, 1);
  assert.deepEqual([...result.replicates], [0.5, 0.5, 0.5]);
  assert.equal(result.se, 0);
});

/** |got − want| ≤ 1e-12 (relative above 1), with a message naming the field. */
function close(got: number, want: number, what: string): void {
  assert.ok(Math.abs(got - want) <= 1e-12 * Math.max(1, Math.abs(want)), `${what}: ${got} vs ${want}`);
}

/** Every exposed output of pairedBootstrap against the naive loop of test/support on the same seed. */
function assertMatchesNaive(metrics: PairedMetricInput[], seed: number, resamples = 400, level = 0.9): void {
  const got = pairedBootstrap({ metrics, resamples, minResamples: 2, rng: seededRng(seed), level }).metrics;
  const want = naivePairedBootstrap(metrics, resamples, seededRng(seed), level);
  want.forEach((w, k) => {
    const g = got[k]!;
    const at = `metric ${k}, seed ${seed}`;
    for (const field of ['base', 'tuned', 'delta', 'se'] as const) close(g[field], w[field], `${at}: ${field}`);
    assert.equal(g.degenerateResamples, w.degenerateResamples, `${at}: degenerate resamples`);
    assert.equal(g.replicates.length, w.replicates.length, `${at}: replicate count`);
    w.replicates.forEach((x, b) => close(g.replicates[b]!, x, `${at}: replicate ${b}`));
    close(g.ci[0], w.ci[0], `${at}: ci low`);
    close(g.ci[1], w.ci[1], `${at}: ci high`);
    assert.equal(g.p, w.p, `${at}: p`);
    assert.equal(g.studentized === undefined, w.studentized === undefined, `${at}: studentized or not`);
    if (g.studentized && w.studentized) {
      close(g.studentized.se, w.studentized.se, `${at}: linearised se`);
      assert.equal(g.studentized.t.length, w.studentized.t.length, `${at}: t* count`);
      w.studentized.t.forEach((x, b) => close(g.studentized!.t[b]!, x, `${at}: t* ${b}`));
    }
  });
}

/** n items of random data drawn from `seed`: a 0/1 metric, a two-denominator ratio, and clustered token-weighted sums. */
function randomMetrics(seed: number, n: number): Record<'accuracy' | 'ratio' | 'clustered' | 'coarse', PairedMetricInput> {
  const rng = seededRng(seed);
  const bits = (p: number): Float64Array => Float64Array.from({ length: n }, () => (rng.next() < p ? 1 : 0));
  const tokens = Float64Array.from({ length: n }, () => 1 + Math.floor(rng.next() * 60));
  const small = Float64Array.from({ length: n }, () => 1 + Math.floor(rng.next() * 3));
  return {
    accuracy: binaryArrays(bits(0.55), bits(0.62)),
    // Separate denominators (a per-token score whose tokenisation differs between the models).
    ratio: {
      base: { num: tokens.map((t) => t * rng.next()), den: tokens },
      tuned: { num: tokens.map((t) => t * rng.next()), den: tokens.map((t) => t + Math.floor(rng.next() * 5)) },
    },
    // Documents (clusters) of 1–60 tokens, KL summed per document: studentized as the CLI does.
    clustered: { base: { num: new Float64Array(n), den: tokens }, tuned: { num: tokens.map((t) => t * rng.next() * 0.3), den: tokens }, studentize: true },
    // Few distinct rows, so the engine merges items into classes even with studentized columns.
    coarse: { base: { num: bits(0.5), den: small }, tuned: { num: small.map((t) => Math.floor(rng.next() * (t + 1))), den: small }, studentize: true },
  };
}

function binaryArrays(base: Float64Array, tuned: Float64Array): PairedMetricInput {
  return { base: { num: base, den: ones(base.length) }, tuned: { num: tuned, den: ones(base.length) } };
}

test('matches the naive reference on random 0/1, ratio and clustered metrics: replicates, t*, CI, SE, p', () => {
  for (const seed of [1, 2, 3]) {
    const m = randomMetrics(seed, 150 + 50 * seed);
    // Alone (each takes its own path: class tallies, dense gather, studentized columns) and together.
    for (const metrics of [[m.accuracy], [m.ratio], [m.clustered], [m.coarse], [m.accuracy, m.ratio, m.clustered, m.coarse, m.accuracy]]) {
      assertMatchesNaive(metrics, 100 + seed);
    }
  }
});

test('matches the naive reference when some drawn documents have no tokens (degenerate resamples)', () => {
  // Three documents, one with 0 tokens: the resample that draws it three times has Σden = 0.
  const metric = {
    base: { num: Float64Array.of(0, 0.5, 0), den: Float64Array.of(0, 2, 3) },
    tuned: { num: Float64Array.of(0, 1.5, 0.4), den: Float64Array.of(0, 2, 3) },
    studentize: true,
  };
  const unshared = {
    base: { num: Float64Array.of(1, 0, 2), den: Float64Array.of(0, 1, 2) },
    tuned: { num: Float64Array.of(0, 3, 1), den: Float64Array.of(2, 0, 1) },
  };
  for (const seed of [5, 6]) assertMatchesNaive([metric, unshared], seed, 300);
});

test('identical base and tuned give Δ* = 0 in every resample, CI [0, 0], p = 1', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.double({ min: -5, max: 5, noNaN: true }), fc.integer({ min: 1, max: 9 })), { minLength: 2, maxLength: 40 }),
      fc.integer(),
      (items, seed) => {
        const num = Float64Array.from(items, ([v]) => v);
        const den = Float64Array.from(items, ([, t]) => t);
        const metric = { base: { num, den }, tuned: { num: num.slice(), den: den.slice() } };
        const bits = items.map(([v]) => (v > 0 ? 1 : 0));
        const r = pairedBootstrap({ metrics: [metric, binary(bits, bits)], resamples: 50, minResamples: 2, rng: seededRng(seed), level: 0.95 });
        for (const m of r.metrics) {
          assert.equal(m.delta, 0);
          assert.ok(m.replicates.every((x) => Object.is(x, 0)));
          assert.deepEqual(m.ci, [0, 0]);
          assert.equal(m.p, 1);
          assert.equal(m.se, 0);
        }
      },
    ),
    { numRuns: 50 },
  );
});

test('swapping base and tuned negates Δ and every replicate, and mirrors the CI', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }), fc.integer({ min: 1, max: 5 })), {
        minLength: 2,
        maxLength: 30,
      }),
      (items) => {
        const den = Float64Array.from(items, ([, , t]) => t);
        const a = { num: Float64Array.from(items, ([x]) => x), den };
        const b = { num: Float64Array.from(items, ([, y]) => y), den };
        const forward = pairedBootstrap({ metrics: [{ base: a, tuned: b }], resamples: 100, minResamples: 2, rng: seededRng(1), level: 0.9 }).metrics[0]!;
        const backward = pairedBootstrap({ metrics: [{ base: b, tuned: a }], resamples: 100, minResamples: 2, rng: seededRng(1), level: 0.9 }).metrics[0]!;
        // `+ 0` maps −0 to 0: with equal sides Δ is 0 and its negation −0, which strict equality tells apart.
        assert.equal(backward.delta + 0, -forward.delta + 0);
        forward.replicates.forEach((x, k) => assert.equal(backward.replicates[k]! + 0, -x + 0));
        assert.ok(Math.abs(backward.ci[0] + forward.ci[1]) < 1e-12 && Math.abs(backward.ci[1] + forward.ci[0]) < 1e-12);
        assert.equal(backward.p, forward.p);
      },
    ),
    { numRuns: 50 },
  );
});

test('the CI contains the point estimate and a higher level widens it', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 30, maxLength: 60 }),
      fc.integer(),
      (items, seed) => {
        const metric = {
          base: { num: Float64Array.from(items, ([x]) => x), den: ones(items.length) },
          tuned: { num: Float64Array.from(items, ([, y]) => y), den: ones(items.length) },
        };
        const narrow = pairedBootstrap({ metrics: [metric], resamples: 400, minResamples: 2, rng: seededRng(seed), level: 0.8 }).metrics[0]!;
        const wide = pairedBootstrap({ metrics: [metric], resamples: 400, minResamples: 2, rng: seededRng(seed), level: 0.95 }).metrics[0]!;
        assert.ok(wide.ci[0] <= narrow.ci[0] && wide.ci[1] >= narrow.ci[1]);
        assert.ok(wide.ci[0] <= wide.delta && wide.delta <= wide.ci[1], `Δ ${wide.delta} outside [${wide.ci.join(', ')}]`);
      },
    ),
    { numRuns: 40 },
  );
});

test('same seed reproduces the replicates; other seeds move the CI only by Monte Carlo error', () => {
  const metric = discordant(400, 20, 34);
  const run = (seed: number) => pairedBootstrap({ metrics: [metric], resamples: 2000, rng: seededRng(seed), level: 0.95 }).metrics[0]!;
  const first = run(1);
  assert.deepEqual(run(1).replicates, first.replicates);
  // One 2.5 % quantile estimate has MC SD ≈ 2.67σ/√B = 0.060σ at B = 2000 (see above), the
  // difference of two independent ones √2 times that, 0.084σ; allow 5 of those plus a grid step 1/n.
  const tolerance = 5 * 0.084 * first.se + 1 / 400;
  for (const seed of [2, 3, 4]) {
    const other = run(seed);
    assert.notDeepEqual(other.replicates, first.replicates);
    assert.ok(Math.abs(other.ci[0] - first.ci[0]) < tolerance && Math.abs(other.ci[1] - first.ci[1]) < tolerance);
  }
});

test('metrics bootstrapped together see the same resamples as alone', () => {
  const a = discordant(100, 8, 14);
  const b = discordant(100, 30, 3);
  const together = pairedBootstrap({ metrics: [a, b], resamples: 200, minResamples: 2, rng: seededRng(9), level: 0.95 });
  const alone = pairedBootstrap({ metrics: [b], resamples: 200, minResamples: 2, rng: seededRng(9), level: 0.95 });
  assert.deepEqual(together.metrics[1]!.replicates, alone.metrics[0]!.replicates);
  assert.equal(together.seed, 9);
  assert.equal(together.n, 100);
});

test('rejects invalid input with a precise error', () => {
  const good = discordant(10, 2, 3);
  const run = (metrics: PairedMetricInput[], resamples = 2000, level = 0.95) => pairedBootstrap({ metrics, resamples, rng: seededRng(0), level });
  assert.throws(() => run([]), /metrics is empty/);
  assert.throws(() => run([binary([1], [0])]), /at least 2/);
  assert.throws(() => run([good, binary([1, 0], [0, 1])]), /metrics\[1\]\.base\.num has length 2, expected 10/);
  assert.throws(() => run([binary([1, Number.NaN], [0, 1])]), /metrics\[0\]\.base\.num\[1\] is NaN/);
  assert.throws(() => run([{ ...good, tuned: { ...good.tuned, den: new Float64Array(10).fill(-1) } }]), /expected a denominator ≥ 0/);
  assert.throws(() => run([{ ...good, base: { ...good.base, den: new Float64Array(10) } }]), /sums to 0/);
  assert.throws(() => run([{ ...good, base: { ...good.base, num: [1, 2] as unknown as Float64Array } }]), TypeError);
  for (const level of [0, 1, Number.NaN]) assert.throws(() => run([good], 2000, level), RangeError);
  // Every resample degenerate: one usable item with tokens among many empty ones can still fail.
  const sparse = { base: { num: Float64Array.of(0, 0), den: Float64Array.of(0, 1) }, tuned: { num: Float64Array.of(0, 1), den: Float64Array.of(0, 1) } };
  assert.throws(() => pairedBootstrap({ metrics: [sparse], resamples: 2, minResamples: 2, rng: enumeratingRng(), level: 0.9 }), /only 1 of 2 resamples/);
});

test('refuses fewer than 2 000 resamples with a typed error, unless a study lowers the floor', () => {
  const good = discordant(10, 2, 3);
  const run = (resamples: number, minResamples?: number) =>
    pairedBootstrap({ metrics: [good], resamples, rng: seededRng(0), level: 0.95, ...(minResamples === undefined ? {} : { minResamples }) });
  for (const resamples of [1, 100, 1999, 2000.5, Number.NaN]) {
    assert.throws(
      () => run(resamples),
      (error: unknown) => error instanceof TooFewResamplesError && error instanceof RangeError && error.minimum === MIN_RESAMPLES,
      String(resamples),
    );
  }
  assert.equal(MIN_RESAMPLES, 2000);
  assert.equal(run(2000).resamples, 2000);
  assert.equal(run(10, 2).resamples, 10);
  assert.throws(() => run(10, 1), /minResamples is 1, expected an integer ≥ 2/);
});
