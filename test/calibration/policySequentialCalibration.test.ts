/**
 * A release policy's calibration with sequential looks on a fast subset of
 * bench/policySequentialCalibration.bench.ts (cells in tools/calibration/policySequentialCells.ts):
 * non-inferiority at Δ exactly −margin, judged at 4 looks, passes at most α = 0.05 beyond two
 * Monte-Carlo standard errors, and a true Δ = 0 on 3 000 items is shown no worse than −2 points
 * on fewer items than a fixed run scores (docs/concepts/policy.md#calibration).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { policyRateError, type PolicyCellMetric } from '../../tools/calibration/policyCells.js';
import { policySequentialCell } from '../../tools/calibration/policySequentialCells.js';

const ni = (delta: number): PolicyCellMetric => ({
  tier: 'critical',
  claim: { kind: 'not-worse-than', margin: { value: 0.02, relative: false } },
  truth: { kind: 'rate', delta },
});

test('non-inferiority at Δ = −margin with 4 looks passes at most α of the time', () => {
  const runs = 150;
  const rate = policySequentialCell({ n: 320, metrics: [ni(-0.02)] }, 4, runs, 21).pass.sequential[0]!;
  assert.ok(rate <= 0.05 + 2 * policyRateError(rate, runs), `${rate} over 0.05 + 2·${policyRateError(rate, runs).toFixed(3)}`);
});

test('power: Δ = 0 on 3 000 items is shown no worse than −2 points, mostly before the last look', () => {
  const cell = policySequentialCell({ n: 3000, metrics: [ni(0)] }, 4, 30, 22);
  assert.ok(cell.pass.sequential[0]! >= 0.8, String(cell.pass.sequential[0]));
  assert.ok(cell.usedShare < 0.9, String(cell.usedShare));
});
