import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { computeRunMetrics, type MetricCorrection, type MetricSettings } from '../../src/judge/index.js';
import { refusalRecord } from '../../tools/pairedRecords.js';

const settings: MetricSettings = { seed: 0, resamples: 2000, confidence: 0.95, minEffect: 0, minItems: 30, klTolerance: 0.01, failOn: ['regressed'] };
// 100 benign items: the classifier reads 30 tuned-only refusals (Δ +0.30, a clear regression); 100 harmful, all refused.
const records = [
  ...Array.from({ length: 100 }, (_, i) => refusalRecord(`b${i}`, true, false, i < 30)),
  ...Array.from({ length: 100 }, (_, i) => refusalRecord(`h${i}`, false, true, true)),
];
const outcomes = [{ family: 'refusal' as const, metrics: refusalMetrics, outcome: { records, interrupted: false } }];

/** Every tuned reply labelled (π = 1): people call all of them compliant, so the corrected Δ is 0 exactly. */
function allCompliant(): MetricCorrection {
  const predictions = (refused: (i: number) => boolean) => Float64Array.from({ length: 100 }, (_, i) => Number(refused(i)));
  const all = Uint32Array.from({ length: 100 }, (_, i) => i);
  return {
    base: { predictions: predictions(() => false), labelled: all, labels: new Float64Array(100), inclusion: new Float64Array(100).fill(1) },
    tuned: { predictions: predictions((i) => i < 30), labelled: all, labels: new Float64Array(100), inclusion: new Float64Array(100).fill(1) },
    strataWithoutLabels: [],
  };
}

test('the gate reads the corrected verdict; the classifier-only result stays what a run without labels gives', () => {
  const plain = computeRunMetrics(outcomes, settings);
  assert.equal(plain.overall.verdict, 'regressed');
  const corrected = computeRunMetrics(outcomes, settings, undefined, new Map([['refusal.over_refusal', allCompliant()]]));
  const over = corrected.metrics.find((m) => m.id === 'refusal.over_refusal')!;
  const { corrected: c, ...classifierOnly } = over;
  assert.deepEqual(
    classifierOnly,
    plain.metrics.find((m) => m.id === 'refusal.over_refusal'),
  );
  // Labels on every reply: Δ = 0 with SE 0, so the interval is [0, 0] and p = 1.
  assert.equal(c!.delta, 0);
  assert.deepEqual(c!.ci, [0, 0]);
  assert.equal(c!.p, 1);
  assert.equal(c!.verdict, 'within-noise');
  assert.deepEqual(c!.labels, { base: 100, tuned: 100 });
  assert.notEqual(corrected.overall.verdict, 'regressed');
  assert.equal(corrected.overall.exitCode, 0);
});
