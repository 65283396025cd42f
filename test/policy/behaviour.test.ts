/**
 * Behavioural equivalence (docs/concepts/policy.md#behavioural-equivalence): the changed-answer
 * and right→wrong rates count near ties as the base's decision, as acc does, and take
 * `changed-within:` / `flips-within:` claims. Counts worked by hand over 1 000 items: 10
 * right→wrong near ties, 20 right→wrong beyond noise, 5 wrong→right, 15 wrong→another wrong.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { computeRunMetrics, type MetricSettings } from '../../src/judge/index.js';
import type { CapabilityItemRecord, ResolvedPolicy } from '../../src/results/types.js';
import { capabilityRecord } from '../../tools/pairedRecords.js';

/** A three-choice item (answer 0) with each side's chosen choice. */
function item(i: number, basePick: number, tunedPick: number, nearTie: boolean): CapabilityItemRecord {
  const record = capabilityRecord(
    `q${i}`,
    { correct: basePick === 0, correctNorm: basePick === 0 },
    { correct: tunedPick === 0, correctNorm: tunedPick === 0 },
  );
  const side = (pick: number, own: CapabilityItemRecord['base']) => ({
    ...own,
    logliks: [-1, -2, -3],
    tokenCounts: [1, 1, 1],
    predicted: pick,
    predictedNorm: pick,
  });
  return { ...record, choices: [' a', ' b', ' c'], base: side(basePick, record.base), tuned: side(tunedPick, record.tuned), nearTie, nearTieNorm: nearTie };
}

const records: CapabilityItemRecord[] = [];
for (let i = 0; i < 1000; i++) {
  if (i < 10) records.push(item(i, 0, 1, true));
  else if (i < 30) records.push(item(i, 0, 1, false));
  else if (i < 35) records.push(item(i, 1, 0, false));
  else if (i < 50) records.push(item(i, 1, 2, false));
  else records.push(item(i, i % 3 === 0 ? 1 : 0, i % 3 === 0 ? 1 : 0, false));
}
const settings: MetricSettings = { seed: 5, resamples: 4000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };

test('the behaviour rates: flips 25, right→wrong 20, changed answers 40 per 1 000 beyond noise', () => {
  const run = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], settings);
  const delta = (id: string): number | null => run.metrics.find((m) => m.id === id)!.delta;
  assert.ok(Math.abs(delta('capability.flip_rate')! - 0.025) < 1e-12);
  assert.ok(Math.abs(delta('capability.lost_rate')! - 0.02) < 1e-12);
  assert.ok(Math.abs(delta('capability.changed_rate')! - 0.04) < 1e-12);
  // Near-tie flips are the base's decision: acc moves by (5 − 20)/1000.
  assert.ok(Math.abs(delta('capability.acc')! - -0.015) < 1e-12);
});

test('flips-within 5 pt holds for 2 % right→wrong; changed-within 2 pt fails for 4 % changed answers: exit 1', () => {
  const policy: ResolvedPolicy = {
    required: [],
    settings: {},
    metrics: [
      { id: 'capability.lost_rate', tier: 'supporting', claim: { kind: 'flips-within', margin: { value: 0.05, relative: false } } },
      { id: 'capability.changed_rate', tier: 'supporting', claim: { kind: 'changed-within', margin: { value: 0.02, relative: false } } },
    ],
  };
  const run = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], {
    ...settings,
    policy: { source: 'p.yml', sha256: '0'.repeat(64), resolved: policy },
  });
  const claim = (id: string) => run.metrics.find((m) => m.id === id)!.claim!;
  // Right→wrong: SE = √(0.02·0.98/1000) = 0.0044; at Holm's first step (one-sided α/2) the upper
  // bound is about 0.02 + 1.96·0.0044 = 0.029 < 0.05.
  assert.equal(claim('capability.lost_rate').verdict, 'pass');
  assert.ok(Math.abs(claim('capability.lost_rate').ci![1] - (0.02 + 1.96 * Math.sqrt((0.02 * 0.98) / 1000))) < 0.003);
  // Changed: SE = √(0.04·0.96/1000) = 0.0062; the lower bound 0.04 − 1.645·0.0062 ≈ 0.030 lies above 0.02.
  assert.equal(claim('capability.changed_rate').verdict, 'fail');
  assert.match(claim('capability.changed_rate').reason, /^Outside the ±2 pt allowed: changed answers beyond noise: 4 pt/);
  assert.equal(run.overall.exitCode, 1);
  // Other metrics are reported, not gated, under the policy.
  assert.equal(run.metrics.find((m) => m.id === 'capability.acc')!.gated, false);
});
