/**
 * One error budget across candidates: the claims of several candidates against one base form one
 * Holm family (docs/ARCHITECTURE.md §12). Two candidates each with one non-inferior claim (margin 1 point):
 * the claim with the smaller p is tested at Holm's first step, α/2 (its interval at 1 − 2·α/2 =
 * 0.95), the other, once the first is rejected, at α (0.90).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { computeCandidatesMetrics, type FamilyOutcome, type MetricSettings } from '../../src/judge/index.js';
import { capabilityRecord } from '../../tools/pairedRecords.js';

/** 2 000 items, `lost` right→wrong beyond noise; the rest right on both sides. */
function candidate(lost: number): FamilyOutcome[] {
  const records = Array.from({ length: 2000 }, (_, i) =>
    capabilityRecord(`q${i}`, { correct: true, correctNorm: true }, { correct: i >= lost, correctNorm: i >= lost }),
  );
  return [{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }];
}

test('two candidates share one Holm family of claims', () => {
  const settings: MetricSettings = {
    seed: 1,
    resamples: 2000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 30,
    klTolerance: 0.01,
    failOn: ['regressed'],
    policy: {
      source: 'p.yml',
      sha256: '1'.repeat(64),
      resolved: {
        required: [],
        settings: {},
        metrics: [{ id: 'capability.acc', tier: 'critical', claim: { kind: 'not-worse-than', margin: { value: 0.01, relative: false } } }],
      },
    },
  };
  const judged = computeCandidatesMetrics([candidate(2), candidate(12)], settings);
  const claims = judged.runs.map((run) => run.metrics.find((m) => m.id === 'capability.acc')!.claim!);
  assert.equal(judged.holmFamilySize, 2);
  // Δ = −0.001 (2 lost) lies 13 SEs above −0.01; Δ = −0.006 (12 lost, SE ≈ √(12/2000)/√2000 = 0.0017)
  // about 2.3 SEs above it, p ≈ 0.01 < α: the first is tested first, the second then at α.
  assert.ok(claims[0]!.p! < claims[1]!.p!);
  assert.ok(Math.abs(claims[0]!.ciLevel - 0.95) < 1e-12);
  assert.ok(Math.abs(claims[1]!.ciLevel - 0.9) < 1e-12);
  assert.deepEqual(
    claims.map((claim) => claim.verdict),
    ['pass', 'pass'],
  );
  assert.deepEqual(
    judged.runs.map((run) => run.overall.exitCode),
    [0, 0],
  );
});
