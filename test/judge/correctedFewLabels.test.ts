/**
 * A corrected refusal metric with fewer than 20 labelled replies is inconclusive and says
 * how many more to label; a stratum whose few labels all agree with the classifier widens the
 * interval on the side its unseen disagreements would move Δ (docs/concepts/labels-and-ppi.md#few-labels).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { computeRunMetrics, type MetricSettings } from '../../src/judge/index.js';
import { chooseLabelReplies, labelCorrections } from '../../src/run/labels/index.js';
import type { RefusalItemRecord } from '../../src/results/types.js';
import { refusalRecord } from '../../tools/pairedRecords.js';

const settings: MetricSettings = { seed: 0, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };

/** 100 benign prompts the classifier reads alike on both sides (10 refused), 100 harmful ones refused by both. */
function run(): RefusalItemRecord[] {
  const records: RefusalItemRecord[] = [];
  for (let i = 0; i < 100; i++) records.push(refusalRecord(`b${i}`, true, i < 10, i < 10));
  for (let i = 0; i < 100; i++) records.push(refusalRecord(`h${i}`, false, true, true));
  return records;
}

test('16 labels that all agree with the classifier: the over-refusal verdict is inconclusive, "label ≈ N more"', () => {
  const records = run();
  const lines = chooseLabelReplies(records, 'sim', 16, 7);
  // Every label agrees with the classifier (the confidently wrong case: people would see hidden refusals).
  const labels = lines.map((line, k) => ({ line: k + 1, run: 'sim', id: line.id, model: line.model, reply: line.reply, label: line.classifier }));
  const benign = lines.filter((line) => line.metric === 'refusal.over_refusal').length;
  assert.ok(benign < 20);
  const outcomes = [{ family: 'refusal' as const, metrics: refusalMetrics, outcome: { records, interrupted: false } }];
  const judged = computeRunMetrics(outcomes, settings, undefined, labelCorrections(records, labels, { file: 'sim.jsonl' }));
  const over = judged.metrics.find((m) => m.id === 'refusal.over_refusal')!.corrected!;
  assert.equal(over.verdict, 'inconclusive');
  assert.match(over.reason, new RegExp(`Only ${benign} labelled replies of this metric, fewer than the 20 needed.*label ≈ ${20 - benign} more`));
  assert.equal(over.delta, 0);
  // The tuned side's answered stratum (90 of 100 replies, m labels all agreeing) is not taken as certain: its
  // Jeffreys-smoothed rate ẽ = ½/(m + 1) alone gives the upper end z·0.9·√((1/m − 1/90)·ẽ(1 − ẽ)) at least.
  const m = lines.filter((line) => line.stratum === 'should_answer/tuned/answered/same').length;
  const e = 0.5 / (m + 1);
  const z = 1.959963984540054; // Φ⁻¹(0.975), normal tables; ciUnadjusted is at the run's 95 %
  assert.ok(over.ciUnadjusted[1] >= z * 0.9 * Math.sqrt((1 / m - 1 / 90) * e * (1 - e)) - 1e-12, `CI ${over.ciUnadjusted} with m = ${m}`);
  // Before, every agreeing label gave Δ̂ = 0 with SE 0: the interval [0, 0].
  assert.ok(over.ciUnadjusted[1] > 0.1);
});
