/**
 * The gate rule, asked in one place: a metric fails the gate when it is gated and its verdict is
 * one of --fail-on. Expected values are the rule applied by hand to every verdict; the overall
 * verdict is checked to count exactly those metrics.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { overallVerdict } from '../../src/judge/index.js';
import { failsGate, VERDICTS, type Verdict } from '../../src/results/index.js';

test('with the default --fail-on regressed, only a gated regression fails', () => {
  const expected: Record<Verdict, boolean> = {
    improved: false,
    regressed: true,
    changed: false,
    equivalent: false,
    'within-noise': false,
    inconclusive: false,
    skipped: false,
  };
  for (const verdict of VERDICTS) {
    assert.equal(failsGate({ gated: true, verdict }, ['regressed']), expected[verdict], verdict);
    assert.equal(failsGate({ gated: false, verdict }, ['regressed']), false, `ungated ${verdict}`);
  }
});

test('--fail-on regressed,changed,inconclusive adds those verdicts, still for gated metrics only', () => {
  const failOn: Verdict[] = ['regressed', 'changed', 'inconclusive'];
  const expected: Record<Verdict, boolean> = {
    improved: false,
    regressed: true,
    changed: true,
    equivalent: false,
    'within-noise': false,
    inconclusive: true,
    skipped: false,
  };
  for (const verdict of VERDICTS) {
    assert.equal(failsGate({ gated: true, verdict }, failOn), expected[verdict], verdict);
    assert.equal(failsGate({ gated: false, verdict }, failOn), false, `ungated ${verdict}`);
  }
  assert.equal(failsGate({ gated: true, verdict: 'regressed' }, []), false, 'an empty --fail-on fails nothing');
});

test('the overall verdict regresses exactly when some metric fails the gate, and names those metrics', () => {
  const metrics = [
    { id: 'a', gated: true, verdict: 'changed' as const },
    { id: 'b', gated: false, verdict: 'regressed' as const },
    { id: 'c', gated: true, verdict: 'within-noise' as const },
  ];
  for (const failOn of [['regressed'], ['regressed', 'changed']] as Verdict[][]) {
    const failing = metrics.filter((metric) => failsGate(metric, failOn)).map((metric) => metric.id);
    const overall = overallVerdict(metrics, failOn);
    assert.equal(overall.exitCode === 1, failing.length > 0, failOn.join(','));
    for (const id of failing) assert.match(overall.reason, new RegExp(`\\b${id} \\(`));
  }
  assert.equal(overallVerdict(metrics, ['regressed', 'changed']).reason, '1 gated metric hit --fail-on regressed,changed: a (changed).');
});
