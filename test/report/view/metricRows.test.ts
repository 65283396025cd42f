import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MetricResult } from '../../../src/results/types.js';
import { metricRow } from '../../../src/report/view/metricRows.js';

const MINUS = '\u2212';

function metric(overrides: Partial<MetricResult>): MetricResult {
  return {
    id: 'capability.acc',
    family: 'capability',
    label: 'Accuracy',
    direction: 'higher-better',
    gated: true,
    base: 0.758,
    tuned: 0.683,
    delta: -0.075,
    ci: [-0.141, -0.009],
    ciUnadjusted: [-0.13, -0.02],
    ciLevel: 0.95,
    ciUnadjustedLevel: 0.95,
    ciMethod: 'percentile',
    se: 0.03,
    p: 0.026,
    pAdjusted: 0.078,
    mde: 0.094,
    n: 120,
    verdict: 'regressed',
    reason: 'Accuracy fell.',
    byTag: [],
    ...overrides,
  };
}

test('a rate metric prints % values and a Δ in percentage points with shared decimals', () => {
  // 0.758 → 75.8 %; Δ −0.075 → −7.5 pp; CI [−14.1, −0.9] pp; MDE 0.094 → 9.4 pp.
  const row = metricRow(metric({ baseInterval: [0.675, 0.825], mcnemar: { baseOnly: 13, tunedOnly: 4, pMidP: 0.0031 } }));
  assert.equal(row.base, '75.8 %');
  assert.equal(row.tuned, '68.3 %');
  assert.equal(row.delta, `${MINUS}7.5 pp`);
  assert.equal(row.ci, `[${MINUS}14.1, ${MINUS}0.9]`);
  assert.equal(row.pAdjusted, '0.078');
  assert.equal(row.mde, '9.4 pp');
  // Unadjusted CI [−0.13, −0.02] → pp with the row's one decimal; SE 0.03 → 3.0 pp; p 0.026.
  assert.equal(row.deltaDetail, `unadjusted 95% CI [${MINUS}13.0, ${MINUS}2.0] pp · SE 3.0 pp · p 0.026 · McNemar mid-p 0.003 (13 base-only, 4 tuned-only)`);
  assert.equal(row.n, '120');
  assert.equal(row.baseInterval, '[67.5 %, 82.5 %]');
  assert.equal(row.tunedInterval, null);
  assert.equal(row.chip.label, 'regressed');
  assert.equal(row.chip.ariaLabel, 'verdict: regressed');
  assert.equal(row.exploratory, false);
});

test('the row names the level of its interval and of the unadjusted one', () => {
  const row = metricRow(metric({ ciLevel: 0.9875, ciUnadjustedLevel: 0.95 }));
  assert.equal(row.ciLevel, '98.75%');
  assert.match(row.deltaDetail, /^unadjusted 95% CI \[/);
  assert.equal(metricRow(metric({ ci: null, ciUnadjusted: null })).ciLevel, null);
});

test('small rate effects get two decimals so the CI does not collapse to 0.0', () => {
  // max |value| = 0.004 → 0.4 pp < 1 pp → two decimals.
  const row = metricRow(metric({ delta: 0.002, ci: [-0.001, 0.004] }));
  assert.equal(row.delta, '+0.20 pp');
  assert.equal(row.ci, `[${MINUS}0.10, +0.40]`);
});

test('KL prints nats with three significant digits and the document and token counts', () => {
  const row = metricRow(
    metric({
      id: 'divergence.kl',
      family: 'divergence',
      direction: 'none',
      base: 0,
      tuned: 0.11601,
      delta: 0.11601,
      ci: [0.0911, 0.1412],
      mde: 0.0356,
      n: 36,
      tokens: 2845,
    }),
  );
  // The base's KL is 0 by definition, the reference point and not a measurement: a dash [50.7].
  assert.equal(row.base, '—');
  assert.equal(row.tuned, '0.116');
  assert.equal(row.delta, '+0.116 nats');
  assert.equal(row.ci, '[+0.0911, +0.141]');
  assert.equal(row.mde, '0.0356 nats');
  assert.equal(row.n, '36 docs');
  assert.equal(row.nDetail, '2\u202f845 tokens');
});

test('reverse KL, KL(tuned ‖ base), has the base as its reference point too: a dash', () => {
  const row = metricRow(
    metric({ id: 'divergence.reverse_kl', family: 'divergence', direction: 'none', base: 0, tuned: 0.114, delta: 0.114, ci: [0.112, 0.117], mde: 0.01, n: 36 }),
  );
  assert.equal(row.base, '—');
  assert.equal(row.tuned, '0.114');
});

test('a skipped exploratory metric prints dashes and keeps its reason', () => {
  const row = metricRow(
    metric({
      gated: false,
      base: null,
      tuned: null,
      delta: null,
      ci: null,
      p: null,
      pAdjusted: null,
      mde: null,
      se: null,
      n: 0,
      verdict: 'skipped',
      reason: 'Tokenizers differ.',
    }),
  );
  assert.deepEqual([row.base, row.tuned, row.delta, row.ci, row.pAdjusted, row.mde], ['—', '—', '—', '—', '—', '—']);
  assert.equal(row.skipped, true);
  assert.equal(row.exploratory, true);
  assert.equal(row.reason, 'Tokenizers differ.');
  assert.equal(row.chip.label, 'skipped');
});

test("an equivalence test shows its margin beside the verdict, in the row's own unit; none without one", () => {
  // A rate's margin 0.02 is 2 percentage points, printed with the row's one decimal.
  const row = metricRow(metric({ verdict: 'equivalent', equivalence: { margin: 0.02, ciLevel: 0.9, ci: [-0.01, 0.012], shown: true } }));
  assert.equal(row.margin, 'margin ±2.0 pp');
  assert.equal(metricRow(metric({})).margin, null);
});
