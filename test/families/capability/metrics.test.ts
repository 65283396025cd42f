/** Capability metrics count a near-tie flip as the base's decision, as refusal does; counts worked by hand. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../../src/families/capability/metrics.js';
import { computeRunMetrics, type MetricSettings } from '../../../src/judge/index.js';
import type { CapabilityItemRecord, MetricResult } from '../../../src/results/types.js';
import { capabilityRecord } from '../../../tools/pairedRecords.js';

const settings: MetricSettings = { seed: 3, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };

/**
 * 400 items the base gets right. The first `nearTies` flip to wrong within the noise bound
 * (nearTie and nearTieNorm), the next `real` flip to wrong beyond it; the rest stay right.
 */
function items(nearTies: number, real: number): CapabilityItemRecord[] {
  return Array.from({ length: 400 }, (_, i) => {
    const flips = i < nearTies + real;
    const record = capabilityRecord(`q${i}`, { correct: true, correctNorm: true }, { correct: !flips, correctNorm: !flips });
    return { ...record, nearTie: i < nearTies, nearTieNorm: i < nearTies };
  });
}

function judged(records: CapabilityItemRecord[]): Map<string, MetricResult> {
  const run = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], settings);
  return new Map(run.metrics.map((m) => [m.id, m]));
}

test('six same-direction near-tie flips among 400 items: acc and acc_norm Δ = 0 exactly, within noise', () => {
  // Each near-tie flip reads the base's decision (right) on the tuned side, so tuned = base =
  // 400/400, every resample has Δ* = 0: CI [0, 0], no discordant pair, within-noise.
  const metrics = judged(items(6, 0));
  for (const id of ['capability.acc', 'capability.acc_norm']) {
    const m = metrics.get(id)!;
    assert.equal(m.base, 1, id);
    assert.equal(m.tuned, 1, id);
    assert.equal(m.delta, 0, id);
    assert.deepEqual(m.ci, [0, 0], id);
    assert.deepEqual(m.mcnemar && [m.mcnemar.baseOnly, m.mcnemar.tunedOnly], [0, 0], id);
    assert.equal(m.verdict, 'within-noise', id);
  }
  // The flips are still shown: flip_rate's base column is the near-tie flips, 6/400, its tuned
  // column every flip, 6/400; Δ = 0.
  const flips = metrics.get('capability.flip_rate')!;
  assert.equal(flips.base, 6 / 400);
  assert.equal(flips.tuned, 6 / 400);
  assert.equal(flips.delta, 0);
});

test('near ties beside real flips: only the real ones count', () => {
  // 6 near-tie flips and 20 beyond noise: tuned right on 400 − 20 = 380 as judged, Δ = −20/400
  // = −0.05; McNemar sees 20 base-only, 0 tuned-only.
  const metrics = judged(items(6, 20));
  for (const id of ['capability.acc', 'capability.acc_norm']) {
    const m = metrics.get(id)!;
    assert.equal(m.tuned, 380 / 400, id);
    assert.ok(Math.abs(m.delta! + 0.05) < 1e-15, `${id} Δ ${m.delta}`);
    assert.deepEqual(m.mcnemar && [m.mcnemar.baseOnly, m.mcnemar.tunedOnly], [20, 0], id);
  }
});

test('acc and acc_norm use their own near tie', () => {
  // Item 0 flips on both decisions, but only acc's margins are within the bound: acc reads it as
  // the base's (tuned 400/400), acc_norm as a real flip (tuned 399/400).
  const records = items(0, 1).map((r, i) => (i === 0 ? { ...r, nearTie: true, nearTieNorm: false } : r));
  const metrics = judged(records);
  assert.equal(metrics.get('capability.acc')!.tuned, 1);
  assert.equal(metrics.get('capability.acc_norm')!.tuned, 399 / 400);
});

test('near-tie flips in both directions read as the base, beside real gains', () => {
  // 400 items, the base right on the first 200. Flips: items 0–3 right → wrong and 200–202
  // wrong → right within the bound (near ties), items 203–212 wrong → right beyond it.
  // By hand: base right 200/400 = 0.5; tuned as judged keeps the base's decision on the 7 near
  // ties and gains the 10 real ones, 210/400 = 0.525; Δ = 10/400 = 0.025; McNemar 0 base-only,
  // 10 tuned-only. flip_rate: 7/400 near-tie flips (base column), 17/400 flips (tuned column).
  const records = Array.from({ length: 400 }, (_, i): CapabilityItemRecord => {
    const baseRight = i < 200;
    const tie = i < 4 || (i >= 200 && i < 203);
    const flips = tie || (i >= 203 && i < 213);
    const tunedRight = flips ? !baseRight : baseRight;
    const record = capabilityRecord(`q${i}`, { correct: baseRight, correctNorm: baseRight }, { correct: tunedRight, correctNorm: tunedRight });
    return { ...record, nearTie: tie, nearTieNorm: tie };
  });
  const metrics = judged(records);
  for (const id of ['capability.acc', 'capability.acc_norm']) {
    const m = metrics.get(id)!;
    assert.equal(m.base, 0.5, id);
    assert.equal(m.tuned, 0.525, id);
    assert.ok(Math.abs(m.delta! - 0.025) < 1e-15, `${id} Δ ${m.delta}`);
    assert.deepEqual(m.mcnemar && [m.mcnemar.baseOnly, m.mcnemar.tunedOnly], [0, 10], id);
  }
  const flips = metrics.get('capability.flip_rate')!;
  assert.equal(flips.base, 7 / 400);
  assert.equal(flips.tuned, 17 / 400);
  assert.ok(Math.abs(flips.delta! - 10 / 400) < 1e-15, `flip_rate Δ ${flips.delta}`);
});
