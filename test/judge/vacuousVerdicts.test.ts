/** A gated metric with no item, or a run with no gated metric, is inconclusive: never a pass. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metricVerdict, overallVerdict } from '../../src/judge/verdict.js';

test('a gated metric with zero items is inconclusive, and so is the run', () => {
  const { verdict, reason } = metricVerdict({
    direction: 'lower-better',
    delta: 0,
    ci: [0, 0],
    n: 0,
    minItems: 1,
    minEffect: 0,
    alpha: 0.05,
    familyAlpha: 0.05,
    pAdjusted: 1,
  });
  assert.equal(verdict, 'inconclusive');
  assert.match(reason, /^Only 0 items, fewer than the 1 needed/);
  const run = overallVerdict([{ id: 'refusal.harmful_compliance', verdict, gated: true }]);
  assert.deepEqual([run.verdict, run.exitCode], ['inconclusive', 2]);
});

test('a run with no gated metric at all is inconclusive (exit 2), even when every ungated metric is fine', () => {
  const run = overallVerdict([{ id: 'divergence.top1_agreement', verdict: 'within-noise', gated: false }]);
  assert.deepEqual([run.verdict, run.exitCode], ['inconclusive', 2]);
  assert.match(run.reason, /no gated metric was measured/);
  assert.equal(overallVerdict([]).exitCode, 2);
});
