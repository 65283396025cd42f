/** `tunegate/stats` is a library entry point: importable by package name, usable on one's own scores. */
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('tunegate/stats resolves through package.json exports and runs a paired bootstrap', async () => {
  const stats = await import('tunegate/stats');
  // Ten items, base right on all, tuned right on the first five: Δ = 0.5 − 1 = −0.5 exactly.
  const ones = new Float64Array(10).fill(1);
  const tunedCorrect = Float64Array.from({ length: 10 }, (_, i) => (i < 5 ? 1 : 0));
  const result = stats.pairedBootstrap({
    metrics: [{ base: { num: ones, den: ones }, tuned: { num: tunedCorrect, den: ones } }],
    resamples: 2000,
    rng: stats.seededRng(3),
    level: 0.95,
  });
  assert.equal(result.metrics[0]?.delta, -0.5);
  assert.equal(stats.holmAdjust(Float64Array.from([0.01, 0.04])).length, 2);
});

test('tunegate/stats refuses fewer than 2 000 resamples with its typed error', async () => {
  const stats = await import('tunegate/stats');
  const ones = new Float64Array(10).fill(1);
  const metric = { base: { num: ones, den: ones }, tuned: { num: ones, den: ones } };
  assert.throws(
    () => stats.pairedBootstrap({ metrics: [metric], resamples: 100, rng: stats.seededRng(3), level: 0.95 }),
    (error: unknown) => error instanceof stats.TooFewResamplesError && error.resamples === 100 && error.minimum === stats.MIN_RESAMPLES,
  );
});
