/**
 * judgeLook: a look whose level lies below the bootstrap's smallest p is judged again with more
 * resamples only when a gated metric's p sits at that floor; otherwise the run's resamples stand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../../src/families/capability/metrics.js';
import type { FamilyOutcome } from '../../../src/judge/index.js';
import { judgeLook } from '../../../src/run/sequential/judgeLook.js';
import { QUICK_STATISTICS } from '../../../tools/quickStatistics.js';
import { capabilityRecord } from '../../../tools/pairedRecords.js';

const outcome = (wrong: number): FamilyOutcome => ({
  family: 'capability',
  metrics: capabilityMetrics,
  outcome: {
    records: Array.from({ length: 64 }, (_, i) =>
      capabilityRecord(`c${i}`, { correct: true, correctNorm: true }, { correct: i >= wrong, correctNorm: i >= wrong }),
    ),
    interrupted: false,
  },
});
// A look level below the floor 2·2/2 001 of 2 000 resamples: α₁ = 1.47·10⁻⁵, the first of 4 looks with two gated metrics
// under O'Brien–Fleming-type spending (lookPlan's default boundary is far above it; several families and metrics can reach it).
const confidence = 1 - 1.47e-5;

test('a regression no resample crosses is judged again with the raised count, and declared', () => {
  const { run, resamples } = judgeLook(outcome(40), { ...QUICK_STATISTICS }, confidence);
  // 2·2/1.47·10⁻⁵ = 272 108.8 → 273 000 (lookResamples).
  assert.equal(resamples, 273_000);
  assert.equal(run.metrics.find((m) => m.id === 'capability.acc')!.verdict, 'regressed');
  assert.equal(run.overall.exitCode, 1);
});

test('identical outcomes (p = 1) keep the run’s resamples', () => {
  const { run, resamples } = judgeLook(outcome(0), { ...QUICK_STATISTICS }, confidence);
  assert.equal(resamples, QUICK_STATISTICS.resamples);
  assert.equal(run.metrics.find((m) => m.id === 'capability.acc')!.verdict, 'within-noise');
});
