import assert from 'node:assert/strict';
import { test } from 'node:test';
import { overallVerdict } from '../../src/judge/verdict.js';
import type { Verdict } from '../../src/results/types.js';

const m = (id: string, verdict: Verdict, gated = true) => ({ id, verdict, gated });

test('a gated regression wins over inconclusive and interrupted', () => {
  const result = overallVerdict(
    [m('capability.acc', 'regressed'), m('divergence.kl', 'skipped'), m('refusal.over_refusal', 'inconclusive')],
    ['regressed'],
    true,
  );
  assert.equal(result.verdict, 'regressed');
  assert.equal(result.exitCode, 1);
  assert.equal(result.reason, '1 gated metric hit --fail-on regressed: capability.acc (regressed).');
});

test('inconclusive or skipped gated metrics, or an interrupted run, give exit 2', () => {
  assert.deepEqual(overallVerdict([m('capability.acc', 'improved'), m('divergence.kl', 'skipped')]), {
    verdict: 'inconclusive',
    exitCode: 2,
    reason: 'Inconclusive: divergence.kl skipped.',
  });
  assert.equal(overallVerdict([m('capability.acc', 'inconclusive')]).exitCode, 2);
  assert.equal(overallVerdict([m('capability.acc', 'within-noise')], ['regressed'], true).exitCode, 2);
  // Nothing gated was measured: never a silent pass.
  assert.equal(overallVerdict([m('divergence.top1_agreement', 'changed', false)]).exitCode, 2);
  assert.equal(overallVerdict([]).verdict, 'inconclusive');
});

test('changed passes unless --fail-on includes it', () => {
  const metrics = [m('capability.acc', 'within-noise'), m('divergence.kl', 'changed')];
  assert.deepEqual(overallVerdict(metrics), { verdict: 'pass', exitCode: 0, reason: 'All 2 gated metrics pass (1 within-noise, 1 changed).' });
  const strict = overallVerdict(metrics, ['regressed', 'changed']);
  assert.equal(strict.verdict, 'regressed');
  assert.equal(strict.exitCode, 1);
  assert.match(strict.reason, /divergence\.kl \(changed\)/);
});

test('ungated metrics never move the gate', () => {
  const result = overallVerdict([m('capability.acc', 'improved'), m('capability.flip_rate', 'regressed', false), m('divergence.nll_ratio', 'skipped', false)]);
  assert.deepEqual(result, { verdict: 'pass', exitCode: 0, reason: 'The gated metric passes (1 improved).' });
});
