import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metricFormat, metricUnit } from '../../../src/report/style/metricScale.js';
import { METRIC_IDS } from '../../../src/results/vocabulary.js';

test('every shipped metric takes its unit from its family, none falls through to score', () => {
  for (const id of METRIC_IDS) assert.notEqual(metricUnit({ id }), 'score', id);
  // The units the families' metrics are defined in: shares, nats per token, a ratio of NLLs.
  assert.equal(metricUnit({ id: 'capability.acc' }), 'rate');
  assert.equal(metricUnit({ id: 'refusal.over_refusal' }), 'rate');
  assert.equal(metricUnit({ id: 'divergence.kl' }), 'nats');
  assert.equal(metricUnit({ id: 'divergence.nll_ratio' }), 'ratio');
});

test('a unit recorded in results.json wins; an unknown metric without one is a score', () => {
  assert.equal(metricUnit({ id: 'x-length.tokens_per_char', unit: 'ratio' }), 'ratio');
  assert.equal(metricUnit({ id: 'score.f1' }), 'score');
  assert.equal(metricUnit({ id: 'x-length.tokens_per_char' }), 'score');
  // Rates chart in percentage points: ×100.
  assert.equal(metricFormat({ id: 'capability.acc' }).chartFactor, 100);
});
