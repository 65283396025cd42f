/** The equivalence test's pieces, with boundaries worked by hand: the margin, α_E, and an interval on, inside and across the margin. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { equivalenceAlpha, equivalenceMargin, insideMargin, testsEquivalence } from '../../src/judge/equivalenceTest.js';
import { computeRunMetrics, metricVerdict, overallVerdict, type MetricVerdictInput } from '../../src/judge/index.js';
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { InternalError } from '../../src/errors/index.js';
import { capabilityRecord } from '../../tools/pairedRecords.js';

const acc = capabilityMetrics.find((metric) => metric.id === 'capability.acc')!;
const flipRate = capabilityMetrics.find((metric) => metric.id === 'capability.flip_rate')!;
const kl = divergenceMetrics.find((metric) => metric.id === 'divergence.kl')!;

test('an interval inside ±margin shows equivalence; one with an end exactly on the margin, or across it, does not', () => {
  // Margin 0.02 (2 points).
  assert.equal(insideMargin([-0.019, 0.019], 0.02), true, 'inside');
  assert.equal(insideMargin([0, 0], 0.02), true, 'identical outputs');
  assert.equal(insideMargin([-0.02, 0.01], 0.02), false, 'lower end exactly on −margin');
  assert.equal(insideMargin([-0.01, 0.02], 0.02), false, 'upper end exactly on +margin');
  assert.equal(insideMargin([-0.01, 0.03], 0.02), false, 'straddles +margin');
  assert.equal(insideMargin([-0.05, 0.05], 0.02), false, 'wider than the margin on both sides');
  assert.equal(insideMargin([0.021, 0.03], 0.02), false, 'wholly above');
});

test('α_E: α/m for a gated metric in a Holm family of m, α for an exploratory one', () => {
  assert.equal(equivalenceAlpha(0.05, true, 5), 0.01);
  assert.equal(equivalenceAlpha(0.05, true, 1), 0.05);
  assert.equal(equivalenceAlpha(0.05, false, 5), 0.05);
  assert.throws(() => equivalenceAlpha(0.5, false, 1), InternalError, 'a 1 − 2α level of 0');
  assert.throws(() => equivalenceAlpha(0.05, true, 0), InternalError);
});

test('margins: none unless the run tests equivalence; the defaults; a margin given by id wins', () => {
  const off = { klTolerance: 0.01 };
  assert.equal(testsEquivalence(off), false);
  assert.equal(equivalenceMargin(acc, off), undefined);
  const defaults = { klTolerance: 0.01, equivalence: { margins: {} } };
  assert.equal(equivalenceMargin(acc, defaults), 0.02);
  assert.equal(equivalenceMargin(kl, { ...defaults, klTolerance: 0.005 }), 0.005, 'KL takes --kl-tolerance');
  assert.equal(equivalenceMargin(flipRate, defaults), undefined, 'an exploratory metric without a default');
  assert.equal(equivalenceMargin(acc, { klTolerance: 0.01, equivalence: { margins: { 'capability.acc': 0.01 } } }), 0.01);
  assert.equal(equivalenceMargin(acc, { klTolerance: 0.01, require: ['equivalent'] }), 0.02, '--require equivalent alone uses the defaults');
});

const within: MetricVerdictInput = {
  direction: 'higher-better',
  delta: -0.004,
  ci: [-0.012, 0.004],
  n: 400,
  minItems: 30,
  minEffect: 0,
  alpha: 0.01,
  familyAlpha: 0.05,
  pAdjusted: 0.6,
};

test('verdict: within noise and inside the margin is equivalent; outside it stays within noise and says so', () => {
  const shown = metricVerdict({ ...within, equivalence: { margin: 0.02, ci: [-0.014, 0.006], ciLevel: 0.98, shown: true } });
  assert.equal(shown.verdict, 'equivalent');
  // α of each one-sided test: (1 − 0.98)/2 = 0.01; values below 0.01 print with 2 significant digits (format/format.ts).
  assert.equal(shown.reason, 'Δ −0.0040, 98% CI [−0.014, 0.0060] lies inside ±0.020, the equivalence margin (two one-sided tests at α 0.010).');
  const notShown = metricVerdict({ ...within, equivalence: { margin: 0.02, ci: [-0.025, 0.006], ciLevel: 0.98, shown: false } });
  assert.equal(notShown.verdict, 'within-noise');
  assert.match(notShown.reason, /; not shown equivalent: its 98% CI \[−0\.025, 0\.0060\] is not inside ±0\.020\.$/);
});

test('verdict: a shown difference stays; too few items stay inconclusive', () => {
  const regressed = metricVerdict({
    ...within,
    delta: -0.01,
    ci: [-0.015, -0.005],
    pAdjusted: 0.001,
    equivalence: { margin: 0.02, ci: [-0.016, -0.004], ciLevel: 0.98, shown: true },
  });
  assert.equal(regressed.verdict, 'regressed');
  assert.match(regressed.reason, /also lies inside the equivalence margin ±0\.020\.$/);
  const few = metricVerdict({ ...within, n: 10, equivalence: { margin: 0.02, ci: [0, 0], ciLevel: 0.98, shown: true } });
  assert.equal(few.verdict, 'inconclusive');
});

test('--require equivalent: every gated metric shown equivalent passes; any other is exit 2; a regression is still exit 1', () => {
  const eq = { gated: true, verdict: 'equivalent' as const, equivalence: { shown: true } };
  const noise = { gated: true, verdict: 'within-noise' as const, equivalence: { shown: false } };
  assert.equal(overallVerdict([eq, eq], ['regressed'], false, ['equivalent']).exitCode, 0);
  const open = overallVerdict(
    [
      { id: 'capability.acc', ...eq },
      { id: 'divergence.kl', ...noise },
    ],
    ['regressed'],
    false,
    ['equivalent'],
  );
  assert.deepEqual([open.verdict, open.exitCode], ['inconclusive', 2]);
  assert.equal(open.reason, 'Inconclusive: 1 gated metric not shown equivalent (--require equivalent): divergence.kl (within-noise).');
  assert.equal(overallVerdict([eq, { gated: true, verdict: 'regressed' as const }], ['regressed'], false, ['equivalent']).exitCode, 1);
  // An improvement inside the margin meets the requirement: its equivalence was shown.
  assert.equal(overallVerdict([{ gated: true, verdict: 'improved' as const, equivalence: { shown: true } }], ['regressed'], false, ['equivalent']).exitCode, 0);
  // Without --require, within noise passes as before.
  assert.equal(overallVerdict([noise]).exitCode, 0);
  // An ungated metric never holds the gate.
  assert.equal(overallVerdict([eq, { gated: false, verdict: 'within-noise' as const }], ['regressed'], false, ['equivalent']).exitCode, 0);
});

test('computeRunMetrics: identical outcomes are equivalent at 1 − 2α/m; a 5-point shift on 200 items is not shown equivalent within 2 points', () => {
  const settings = {
    seed: 1,
    resamples: 2000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 30,
    klTolerance: 0.01,
    failOn: ['regressed' as const],
    equivalence: { margins: {} },
  };
  // 200 items, half correct on both sides: every Δᵢ is 0, so every resample's Δ* is 0 and the interval is [0, 0].
  const same = Array.from({ length: 200 }, (_, i) =>
    capabilityRecord(`c${i}`, { correct: i % 2 === 0, correctNorm: i % 2 === 0 }, { correct: i % 2 === 0, correctNorm: i % 2 === 0 }),
  );
  const judged = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records: same, interrupted: false } }], settings);
  for (const id of ['capability.acc', 'capability.acc_norm']) {
    const metric = judged.metrics.find((m) => m.id === id)!;
    assert.equal(metric.verdict, 'equivalent', metric.reason);
    // Two gated metrics with intervals: α_E = 0.05/2, level 1 − 2 × 0.025 = 0.95.
    assert.deepEqual(metric.equivalence, { margin: 0.02, ci: [0, 0], ciLevel: 0.95, shown: true });
  }
  // The flip rate is exploratory and has no default margin: no test.
  assert.equal(judged.metrics.find((m) => m.id === 'capability.flip_rate')!.equivalence, undefined);
  // 10 of 200 items lost (Δ = −0.05): the interval cannot lie within ±0.02 around a point estimate 2.5 margins out.
  const shifted = same.map((record, i) =>
    i < 20 && i % 2 === 0 ? capabilityRecord(record.id, { correct: true, correctNorm: true }, { correct: false, correctNorm: false }) : record,
  );
  const lost = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records: shifted, interrupted: false } }], settings)
    .metrics[0]!;
  assert.equal(lost.equivalence?.shown, false);
  assert.notEqual(lost.verdict, 'equivalent');
});
