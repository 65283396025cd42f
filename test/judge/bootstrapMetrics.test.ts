/** Intervals of bootstrapMetrics' samples: sparse KL (most resamples without any KL) keeps a bound above Δ and none below 0. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { bootstrapMetrics, intervalAt, pValueAgainst } from '../../src/judge/bootstrapMetrics.js';
import { divergenceRecord } from '../../tools/pairedRecords.js';

const kl = divergenceMetrics.find((m) => m.id === 'divergence.kl')!;

/** 40 documents of 100 tokens; only the first carries KL, a sum of 50 nats. */
const sparse = Array.from({ length: 40 }, (_, i) =>
  divergenceRecord(`d${i}`, { tokenCount: 100, klSum: i === 0 ? 50 : 0, top1Agree: 90, baseNllSum: 200, tunedNllSum: 201 }),
);

test('one KL-carrying document in 40: no negative bound, upper bound above the estimate', () => {
  // Δ = 50/(40·100) = 0.0125. A resample draws the KL document k ~ Bin(40, 1/40) times and has
  // Δ* = 0.0125·k (every document has 100 tokens). P(k = 0) = (39/40)⁴⁰ = 0.363: those resamples
  // have SE* = 0 and no t*, which left t* with only the draws holding the document and gave
  // [−0.0070, 0.0125] (upper end = Δ). Now the percentile interval widens it: P(k ≤ 2) = 0.922
  // and P(k ≤ 3) = 0.983 put the 97.5 % quantile at k = 3, Δ* = 0.0375 (for 2 000 replicates
  // the counts at or below k = 2 and 3, 1 844 ± 12 and 1 965 ± 6, sit over 2.5 SDs from the
  // quantile's 1 950); the lower end has P(k = 0) = 0.363 > 2.5 % of Δ* at 0, so it is 0.
  // KL's upper end is also read from the sample with its extreme document counted three more
  // times (stats/extremeItemAdjustment.ts): Δ′ = (50 + 3·50)/(4 000 + 3·100) = 200/4 300. Every
  // t* is ≥ 0 (a resample holding the document k ≥ 1 times has Δ* ≥ Δ; k = 1 gives t* = 0, over
  // half of them), so the 2.5 % quantile of t* is 0 and that end is Δ′ itself, above 0.0375.
  for (const seed of [1, 2, 3, 7, 11]) {
    const sample = bootstrapMetrics([kl], sparse, 2000, seed)[0]!;
    assert.equal(sample.delta, 0.0125);
    const ci = intervalAt(sample.bootstrap!, sample.delta, 0.95);
    assert.deepEqual(ci, [0, 200 / 4300], `seed ${seed}`);
    assert.ok(ci[1] > sample.delta);
    // At a stricter level, 0.99, the 99.5 % quantile of Δ* is k = 4 or 5 (P(k ≤ 4) = 0.997), at
    // least Δ′: the percentile end is the wider one there.
    const strict = intervalAt(sample.bootstrap!, sample.delta, 0.99);
    assert.ok(strict[0] === 0 && strict[1] >= 200 / 4300, `seed ${seed}: ${strict}`);
    // p against the tolerance 0.01: Δ* ≤ 0.01 whenever k = 0 (36 %), so p is large: not changed.
    assert.ok(pValueAgainst(sample.bootstrap!, sample.delta, 0.01) > 0.5);
  }
});

test('KL where every document carries some keeps the studentized interval as it was', () => {
  // No resample loses its t*: the interval is the plain smoothed studentized one, which may
  // reach below 0 only by being clamped; here it stays well inside (0, ∞).
  const dense = Array.from({ length: 40 }, (_, i) =>
    divergenceRecord(`d${i}`, { tokenCount: 50 + i, klSum: 0.01 * (50 + i) * (1 + (i % 3)), top1Agree: 45, baseNllSum: 100 + i, tunedNllSum: 101 + i }),
  );
  const sample = bootstrapMetrics([kl], dense, 2000, 1)[0]!;
  const s = sample.bootstrap!.studentized!;
  assert.equal(s.t.length, sample.bootstrap!.replicates.length);
  const ci = intervalAt(sample.bootstrap!, sample.delta, 0.95);
  assert.ok(ci[0] > 0 && ci[0] < sample.delta && sample.delta < ci[1], `${ci}`);
});
