/** The gate of a partial run (docs/ARCHITECTURE.md §7): never a pass; exit 1 when something already regressed, else 2. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { computeRunMetrics, overallVerdict, type FamilyOutcome, type MetricSettings } from '../../src/judge/index.js';
import type { ItemRecord, Verdict } from '../../src/results/types.js';
import { capabilityRecord } from '../../tools/pairedRecords.js';

const settings: MetricSettings = { seed: 3, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };
const WHY = 'the run is partial (time budget spent): capability 60/403 items';

const m = (id: string, verdict: Verdict, gated = true) => ({ id, verdict, gated });

test('a partial run whose gated metrics all pass is inconclusive, exit 2, and says why it is partial', () => {
  const metrics = [m('capability.acc', 'within-noise'), m('capability.acc_norm', 'improved')];
  assert.equal(overallVerdict(metrics).exitCode, 0, 'the same metrics pass when the run is complete');
  const result = overallVerdict(metrics, ['regressed'], WHY);
  assert.equal(result.verdict, 'inconclusive');
  assert.equal(result.exitCode, 2);
  assert.equal(result.reason, `Inconclusive: ${WHY}.`);
});

test('a partial run in which a gated metric already regressed fails the gate, exit 1', () => {
  const result = overallVerdict([m('capability.acc', 'regressed'), m('refusal.over_refusal', 'skipped')], ['regressed'], WHY);
  assert.equal(result.verdict, 'regressed');
  assert.equal(result.exitCode, 1);
});

test('--fail-on changed counts on a partial run too', () => {
  assert.equal(overallVerdict([m('divergence.kl', 'changed')], ['regressed', 'changed'], WHY).exitCode, 1);
  assert.equal(overallVerdict([m('divergence.kl', 'changed')], ['regressed'], WHY).exitCode, 2);
});

test('an ungated regression does not fail a partial run; it stays inconclusive', () => {
  assert.equal(overallVerdict([m('capability.acc', 'within-noise'), m('capability.flip_rate', 'regressed', false)], ['regressed'], WHY).exitCode, 2);
});

/** n capability items both models answer alike (two of three right), and `lost` the tuned one gets wrong besides. */
function records(n: number, lost: number): ItemRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const base = i % 3 !== 0;
    const tuned = base && !(i % 3 === 1 && i < 3 * lost);
    return capabilityRecord(`c${i}`, { correct: base, correctNorm: base }, { correct: tuned, correctNorm: tuned });
  });
}

const outcome = (list: readonly ItemRecord[]): FamilyOutcome[] => [
  { family: 'capability', metrics: capabilityMetrics, outcome: { records: list, interrupted: false } },
];

test('computeRunMetrics: the same records pass when complete and are inconclusive when partial', () => {
  const same = records(90, 0);
  assert.equal(computeRunMetrics(outcome(same), settings).overall.exitCode, 0);
  const partial = computeRunMetrics(outcome(same), settings, WHY);
  assert.equal(partial.overall.exitCode, 2);
  assert.match(partial.overall.reason, /time budget spent/);
  // The metrics themselves are judged on what ran: being partial moves only the gate.
  assert.deepEqual(partial.metrics, computeRunMetrics(outcome(same), settings).metrics);
});

test('computeRunMetrics: a partial run with a clear regression (30 of 60 right answers lost) exits 1', () => {
  const judged = computeRunMetrics(outcome(records(90, 30)), settings, WHY);
  assert.equal(judged.metrics.find((metric) => metric.id === 'capability.acc')?.verdict, 'regressed');
  assert.equal(judged.overall.exitCode, 1);
});
