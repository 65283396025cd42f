/** The distribution's percentile and Δp arithmetic on records small enough to work by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { divergenceDistribution, typeSevenQuantile } from '../../../src/families/divergence/index.js';
import type { DivergenceItemRecord } from '../../../src/results/types.js';

const near = (actual: number, expected: number): void => assert.ok(Math.abs(actual - expected) <= 1e-12, `${actual} vs ${expected}`);

test('type-7 quantile: h = (N − 1)·q between the neighbouring order statistics', () => {
  const sorted = Float64Array.of(1, 2, 3, 4);
  // h = 1.5 → 2 + 0.5·(3 − 2); h = 2.7 → 3 + 0.7·(4 − 3); h = 0.3 → 1 + 0.3·(2 − 1).
  near(typeSevenQuantile(sorted, 0.5), 2.5);
  near(typeSevenQuantile(sorted, 0.9), 3.7);
  near(typeSevenQuantile(sorted, 0.1), 1.3);
  assert.equal(typeSevenQuantile(sorted, 0), 1);
  assert.equal(typeSevenQuantile(sorted, 1), 4);
  // An odd count's median is its middle value exactly (h = 2).
  assert.equal(typeSevenQuantile(Float64Array.of(0.1, 0.2, 0.7, 0.8, 0.9), 0.5), 0.7);
  assert.equal(typeSevenQuantile(Float64Array.of(5), 0.999), 5);
});

function record(id: string, fields: Partial<DivergenceItemRecord> & Pick<DivergenceItemRecord, 'tokenKl'>): DivergenceItemRecord {
  const count = fields.tokenKl.length;
  return {
    family: 'divergence',
    id,
    tags: [],
    tokenCount: count,
    klSum: fields.tokenKl.reduce((s, x) => s + x, 0),
    top1Agree: count,
    baseNllSum: 1,
    tunedNllSum: 1,
    tokens: Array.from({ length: count + 1 }, () => 'x'),
    baseTop1: Array.from({ length: count }, () => 'a'),
    tunedTop1: Array.from({ length: count }, () => 'a'),
    ...fields,
  };
}

test('tails pooled over documents, same top-1 and Δp from the per-document sums', () => {
  const records = [
    // Δp at its two positions: +0.1 and −0.3.
    record('a', { tokenKl: [0.1, 0.4], tokenReverseKl: [0.3, 0.5], reverseKlSum: 0.8, top1Agree: 1, dpSum: -0.2, dpSquaredSum: 0.1 }),
    // Δp +0.2.
    record('b', { tokenKl: [0.2], tokenReverseKl: [0.1], reverseKlSum: 0.1, top1Agree: 1, dpSum: 0.2, dpSquaredSum: 0.04 }),
    // No predicted position: left out.
    record('c', { tokenKl: [], tokenReverseKl: [], reverseKlSum: 0, top1Agree: 0, dpSum: 0, dpSquaredSum: 0 }),
  ];
  const d = divergenceDistribution(records)!;
  assert.equal(d.positions, 3);
  assert.equal(d.documents, 2);
  // KL sorted 0.1, 0.2, 0.4: h = 2q; p90 at h = 1.8 → 0.2 + 0.8·0.2, p99.9 at h = 1.998 → 0.2 + 0.998·0.2.
  near(d.kl.mean, 0.7 / 3);
  near(d.kl.median, 0.2);
  near(d.kl.p90, 0.36);
  near(d.kl.p95, 0.38);
  near(d.kl.p99, 0.396);
  near(d.kl.p99_9, 0.3996);
  assert.equal(d.kl.max, 0.4);
  // Reverse sorted 0.1, 0.3, 0.5.
  near(d.reverse_kl.mean, 0.3);
  near(d.reverse_kl.median, 0.3);
  near(d.reverse_kl.p90, 0.46);
  assert.equal(d.reverse_kl.max, 0.5);
  near(d.same_top1, 2 / 3);
  // Δp: (0.1 − 0.3 + 0.2) / 3 = 0; RMS √((0.01 + 0.09 + 0.04) / 3).
  near(d.dp_mean, 0);
  near(d.dp_rms, Math.sqrt(0.14 / 3));
});

test('no predicted position, or a record written before the per-position values: no distribution', () => {
  assert.equal(divergenceDistribution([]), undefined);
  assert.equal(divergenceDistribution([record('a', { tokenKl: [] })]), undefined);
  assert.equal(divergenceDistribution([record('a', { tokenKl: [0.1] })]), undefined);
});
