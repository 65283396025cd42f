import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ppiPairedMean, seededRng, type PpiSide } from '../../src/stats/index.js';

const side = (predictions: number[], labelled: number[], labels: number[], inclusion: number[]): PpiSide => ({
  predictions: Float64Array.from(predictions),
  labelled: Uint32Array.from(labelled),
  labels: Float64Array.from(labels),
  inclusion: Float64Array.from(inclusion),
});

test('a small case worked by hand at λ = 0.5', () => {
  // Base: f = [1,0,0,1], items 0 and 2 labelled 1 with π = 0.5. θ_b = (0.5·2 + (1 − 0.5)/0.5 + (1 − 0)/0.5)/4 = 1.
  // Tuned: f = [1,1,0,0], item 1 labelled 0 with π = 0.25. θ_t = (0.5·2 + (0 − 0.5)/0.25)/4 = −0.25.
  // Per-item ψ_t − ψ_b = [−1, −1.5, −2, −0.5]: mean −1.25, sample variance 1.25/3, SE √(1.25/3/4) = 0.3227486…
  const result = ppiPairedMean(side([1, 0, 0, 1], [0, 2], [1, 1], [0.5, 0.5]), side([1, 1, 0, 0], [1], [0], [0.25]), { level: 0.95, lambda: 0.5 });
  assert.ok(Math.abs(result.base - 1) < 1e-15);
  assert.ok(Math.abs(result.tuned + 0.25) < 1e-15);
  assert.ok(Math.abs(result.delta + 1.25) < 1e-15);
  assert.ok(Math.abs(result.se - Math.sqrt(1.25 / 3 / 4)) < 1e-15);
  const z = 1.959963984540054; // Φ⁻¹(0.975), normal tables
  assert.ok(Math.abs(result.ci[0] - (-1.25 - z * result.se)) < 1e-12);
  assert.ok(Math.abs(result.ci[1] - (-1.25 + z * result.se)) < 1e-12);
  assert.deepEqual(result.classifier, { base: 0.5, tuned: 0.5, delta: 0 });
  assert.equal(result.lambda, 0.5);
});

test('λ = 0 gives the labels-only Horvitz–Thompson estimate', () => {
  const base = side([0.9, 0.1, 0.4, 1, 0], [1, 3, 4], [1, 0, 1], [0.2, 0.5, 1]);
  const tuned = side([0, 0, 1, 1, 0.3], [0, 2], [1, 1], [0.25, 0.4]);
  const result = ppiPairedMean(base, tuned, { level: 0.9, lambda: 0 });
  // HT: Σ y/π / N.
  assert.ok(Math.abs(result.base - (1 / 0.2 + 0 / 0.5 + 1 / 1) / 5) < 1e-14);
  assert.ok(Math.abs(result.tuned - (1 / 0.25 + 1 / 0.4) / 5) < 1e-14);
});

test('λ = 1 with a perfect classifier gives the classifier estimate, with the SE of the paired difference of the classifier', () => {
  const f = [1, 0, 0, 1, 1, 0, 1, 0];
  const g = [1, 1, 0, 1, 0, 0, 1, 1];
  const base = side(f, [0, 1, 6], [f[0]!, f[1]!, f[6]!], [0.3, 0.3, 0.6]);
  const tuned = side(g, [2, 3, 7], [g[2]!, g[3]!, g[7]!], [0.5, 0.2, 0.5]);
  const fixed = ppiPairedMean(base, tuned, { level: 0.95, lambda: 1 });
  assert.ok(Math.abs(fixed.base - 0.5) < 1e-15);
  assert.ok(Math.abs(fixed.tuned - 0.625) < 1e-15);
  assert.ok(Math.abs(fixed.delta - 0.125) < 1e-15);
  // With residuals all 0, ψ_t − ψ_b = g − f: its SD over √N.
  const d = g.map((x, i) => x - f[i]!);
  const m = d.reduce((s, x) => s + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / (d.length - 1));
  assert.ok(Math.abs(fixed.se - sd / Math.sqrt(d.length)) < 1e-14);
});

test('the estimated λ minimises the SE over [0, 1] (a grid search as the second implementation)', () => {
  const rng = seededRng(3);
  const n = 60;
  const f = Array.from({ length: n }, () => (rng.next() < 0.4 ? 1 : 0));
  const g = Array.from({ length: n }, () => (rng.next() < 0.5 ? 1 : 0));
  const pick = (pred: number[], every: number, flip: number): PpiSide => {
    const idx = pred.map((_, i) => i).filter((i) => i % every === 0);
    return side(
      pred,
      idx,
      idx.map((i) => (rng.next() < flip ? 1 - pred[i]! : pred[i]!)),
      idx.map(() => 1 / every),
    );
  };
  const base = pick(f, 3, 0.2);
  const tuned = pick(g, 4, 0.3);
  const best = ppiPairedMean(base, tuned, { level: 0.95 });
  let gridBest = Infinity;
  for (let k = 0; k <= 1000; k++) gridBest = Math.min(gridBest, ppiPairedMean(base, tuned, { level: 0.95, lambda: k / 1000 }).se);
  assert.ok(best.se <= gridBest + 1e-12, `${best.se} vs grid ${gridBest}`);
  assert.ok(best.lambda > 0 && best.lambda < 1);
});

test('unbiased over repeated Poisson draws of the labels, for a fixed and an estimated λ', () => {
  // A fixed finite population of 200 items; labels drawn with π = 0.15 or 0.5 per reply.
  const rng = seededRng(11);
  const n = 200;
  const truthB = Float64Array.from({ length: n }, () => (rng.next() < 0.3 ? 1 : 0));
  const truthT = Float64Array.from({ length: n }, (_, i) => (rng.next() < 0.2 ? 1 - truthB[i]! : truthB[i]!));
  // A classifier whose errors differ by model: it misses 30 % of the tuned model's refusals.
  const predB = Float64Array.from(truthB, (y) => (rng.next() < 0.05 ? 1 - y : y));
  const predT = Float64Array.from(truthT, (y) => (y === 1 && rng.next() < 0.3 ? 0 : y));
  const piB = Float64Array.from({ length: n }, (_, i) => (predB[i] === 1 ? 0.5 : 0.15));
  const piT = Float64Array.from({ length: n }, (_, i) => (predT[i] === 1 ? 0.5 : 0.15));
  const trueDelta = (truthT.reduce((s, x) => s + x, 0) - truthB.reduce((s, x) => s + x, 0)) / n;
  const draw = (truth: Float64Array, pred: Float64Array, pi: Float64Array): PpiSide => {
    const idx: number[] = [];
    for (let i = 0; i < n; i++) if (rng.next() < pi[i]!) idx.push(i);
    return {
      predictions: pred,
      labelled: Uint32Array.from(idx),
      labels: Float64Array.from(idx, (i) => truth[i]!),
      inclusion: Float64Array.from(idx, (i) => pi[i]!),
    };
  };
  const runs = 3000;
  for (const lambda of [0.6, undefined]) {
    let sum = 0;
    let sumSq = 0;
    for (let r = 0; r < runs; r++) {
      const result = ppiPairedMean(draw(truthB, predB, piB), draw(truthT, predT, piT), { level: 0.95, ...(lambda === undefined ? {} : { lambda }) });
      sum += result.delta;
      sumSq += result.delta ** 2;
    }
    const mean = sum / runs;
    const mcError = Math.sqrt((sumSq / runs - mean * mean) / runs);
    assert.ok(Math.abs(mean - trueDelta) < 4 * mcError, `λ ${lambda}: mean Δ̂ ${mean} vs true ${trueDelta} (MC error ${mcError})`);
  }
  const classifierDelta = (predT.reduce((s, x) => s + x, 0) - predB.reduce((s, x) => s + x, 0)) / n;
  assert.ok(Math.abs(classifierDelta - trueDelta) > 0.03, 'the simulated classifier is biased, so the test means something');
});

test('refuses mismatched lengths, repeated items and π outside (0, 1]', () => {
  const ok = side([1, 0], [0], [1], [0.5]);
  assert.throws(() => ppiPairedMean(ok, side([1, 0, 1], [], [], []), { level: 0.95 }), /expected 2/);
  assert.throws(() => ppiPairedMean(ok, side([1, 0], [1, 1], [1, 1], [0.5, 0.5]), { level: 0.95 }), /at most once/);
  assert.throws(() => ppiPairedMean(ok, side([1, 0], [1], [1], [0]), { level: 0.95 }), /\(0, 1\]/);
  assert.throws(() => ppiPairedMean(ok, ok, { level: 0.95, lambda: 1.5 }), /\[0, 1\]/);
});
