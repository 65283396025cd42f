/**
 * The policy's calibration targets on a fast subset of bench/policyCalibration.bench.ts (its cells
 * in tools/calibration/policyCells.ts): non-inferiority's false pass at Δ exactly −margin and the
 * family-wise false pass of three gated claims on their margins stay at most α = 0.05 beyond two
 * Monte-Carlo standard errors, and a true Δ = 0 on 3 000 items is shown non-inferior within 2 points.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { policyCell, policyRateError, type PolicyCellMetric } from '../../tools/calibration/policyCells.js';

const ni = (delta: number, tier: PolicyCellMetric['tier'] = 'critical'): PolicyCellMetric => ({
  tier,
  claim: { kind: 'not-worse-than', margin: { value: 0.02, relative: false } },
  truth: { kind: 'rate', delta },
});
const atMost = (rate: number, runs: number, target: number): void =>
  assert.ok(rate <= target + 2 * policyRateError(rate, runs), `${rate} over ${target} + 2·${policyRateError(rate, runs).toFixed(3)}`);

test('non-inferiority at Δ = −margin passes at most α of the time', () => {
  const runs = 200;
  atMost(policyCell({ n: 300, metrics: [ni(-0.02)] }, runs, 11).pass[0]!, runs, 0.05);
});

test('three gated claims on their margins: any false pass at most α (one budget over tiers)', () => {
  const runs = 150;
  const cell = policyCell({ n: 300, metrics: [ni(-0.02), ni(-0.02), ni(-0.02, 'supporting'), ni(-0.02, 'advisory')] }, runs, 12);
  atMost(cell.familyFalsePass, runs, 0.05);
});

test('a flip share at the margin is called within it at most α of the time', () => {
  const runs = 200;
  const flips: PolicyCellMetric = {
    tier: 'supporting',
    claim: { kind: 'flips-within', margin: { value: 0.02, relative: false } },
    truth: { kind: 'flips', share: 0.02 },
  };
  atMost(policyCell({ n: 500, metrics: [flips] }, runs, 13).pass[0]!, runs, 0.05);
});

test('power: Δ = 0 on 3 000 items is shown no worse than −2 points', () => {
  const runs = 40;
  const cell = policyCell({ n: 3000, metrics: [ni(0)] }, runs, 14);
  assert.ok(cell.pass[0]! >= 0.9, String(cell.pass[0]));
});
