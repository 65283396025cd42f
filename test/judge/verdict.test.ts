import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metricVerdict, type MetricVerdictInput } from '../../src/judge/verdict.js';
import { InternalError } from '../../src/errors/index.js';

const base: MetricVerdictInput = {
  direction: 'higher-better',
  delta: -0.052,
  ci: [-0.081, -0.024],
  n: 500,
  minItems: 30,
  minEffect: 0,
  alpha: 0.05,
  familyAlpha: 0.05,
  pAdjusted: 0.003,
};
const judge = (change: Partial<MetricVerdictInput>) => metricVerdict({ ...base, ...change });

test('verdict table: each branch from hand-built inputs', () => {
  const rows: [string, Partial<MetricVerdictInput>, string][] = [
    ['higher-better, CI below 0', {}, 'regressed'],
    ['higher-better, CI above 0', { delta: 0.05, ci: [0.02, 0.08] }, 'improved'],
    ['lower-better, CI below 0', { direction: 'lower-better' }, 'improved'],
    ['lower-better, CI above 0', { direction: 'lower-better', delta: 0.05, ci: [0.02, 0.08] }, 'regressed'],
    ['CI straddles 0', { delta: -0.01, ci: [-0.03, 0.01], pAdjusted: 0.4 }, 'within-noise'],
    ['CI upper end exactly 0', { delta: -0.02, ci: [-0.04, 0] }, 'within-noise'],
    ['CI lower end exactly 0', { delta: 0.02, ci: [0, 0.04] }, 'within-noise'],
    ['A/A: CI [0, 0]', { delta: 0, ci: [0, 0], pAdjusted: 1 }, 'within-noise'],
    ['too few items', { n: 29 }, 'inconclusive'],
    ['exactly minItems', { n: 30 }, 'regressed'],
    ['|Δ| below min effect', { minEffect: 0.06 }, 'within-noise'],
    ['|Δ| equal to min effect', { minEffect: 0.052 }, 'regressed'],
    ['none: KL above tolerance', { direction: 'none', delta: 0.031, ci: [0.024, 0.039], tolerance: 0.01 }, 'changed'],
    ['none: KL lower bound equals tolerance', { direction: 'none', delta: 0.031, ci: [0.01, 0.039], tolerance: 0.01 }, 'within-noise'],
    ['none: KL within tolerance', { direction: 'none', delta: 0.004, ci: [0.002, 0.006], tolerance: 0.01 }, 'within-noise'],
    ['none: top-1 agreement below −tolerance', { direction: 'none', delta: -0.08, ci: [-0.1, -0.06], tolerance: 0.05 }, 'changed'],
    ['none: top-1 upper bound equals −tolerance', { direction: 'none', delta: -0.08, ci: [-0.1, -0.05], tolerance: 0.05 }, 'within-noise'],
    ['none, no tolerance given: CI ends at 0', { direction: 'none', delta: 0.001, ci: [0, 0.002] }, 'within-noise'],
    ['none, too few items', { direction: 'none', n: 3, delta: 1, ci: [0.5, 1.5] }, 'inconclusive'],
  ];
  for (const [name, change, expected] of rows) assert.equal(judge(change).verdict, expected, name);
});

test('few discordant pairs: the exact mid-p test must agree', () => {
  // 0 vs 7 discordant: mid-p = 2·(1/128 − ½·1/128) = 1/128 ≈ 0.0078 < 0.05 → the CI stands.
  const strong = { baseOnly: 7, tunedOnly: 0, pMidP: 1 / 128 };
  assert.equal(judge({ mcnemar: strong }).verdict, 'regressed');
  // 1 vs 6: mid-p 9/128 ≈ 0.070 ≥ 0.05 → within-noise although the percentile CI excludes 0.
  const weak = { baseOnly: 6, tunedOnly: 1, pMidP: 9 / 128 };
  const held = judge({ mcnemar: weak });
  assert.equal(held.verdict, 'within-noise');
  assert.match(held.reason, /only 7 discordant items and the exact mid-p McNemar p 0\.070 is not below 0\.050/);
  // The threshold is the adjusted alpha: 0.0078 is not below 0.05/8 = 0.00625.
  assert.equal(judge({ mcnemar: strong, alpha: 0.00625 }).verdict, 'within-noise');
  // 10 or more discordant pairs: the bootstrap CI alone decides, whatever the mid-p.
  assert.equal(judge({ mcnemar: { baseOnly: 7, tunedOnly: 3, pMidP: 0.2 } }).verdict, 'regressed');
  // Applies to non-directional binary metrics too (flip rate with 1 flip).
  assert.equal(judge({ direction: 'none', delta: 0.02, ci: [0.01, 0.03], mcnemar: { baseOnly: 0, tunedOnly: 1, pMidP: 1 } }).verdict, 'within-noise');
});

test('reason is one sentence built from the numbers', () => {
  const regressed = judge({ mcnemar: { baseOnly: 31, tunedOnly: 12, pMidP: 0.004 }, outcomeLabel: 'correct' });
  assert.equal(
    regressed.reason,
    'Δ −0.052, 95% CI [−0.081, −0.024] excludes 0 (adjusted p 0.003); 31 items correct in base only vs 12 in tuned only (mid-p 0.004).',
  );
  assert.equal(
    judge({ mcnemar: { baseOnly: 31, tunedOnly: 12, pMidP: 0.004 } }).reason.endsWith('discordant items: 31 base-only, 12 tuned-only (mid-p 0.004).'),
    true,
  );
  assert.equal(
    judge({ delta: -0.02, ci: [-0.04, 0], alpha: 0.0125 }).reason,
    'Δ −0.020, 98.75% CI [−0.040, 0] ends at exactly 0, which does not exclude 0 (adjusted p 0.003).',
  );
  assert.equal(judge({ n: 12 }).reason, 'Only 12 items, fewer than the 30 needed to judge (--min-items).');
  assert.equal(
    judge({ direction: 'none', delta: 0.00031, ci: [0.00024, 0.00039], tolerance: 0.0001, pAdjusted: 0.0002 }).reason,
    'Δ +0.00031, 95% CI [0.00024, 0.00039] lies above 0.00010, the tolerance for no change (adjusted p < 0.001).',
  );
  assert.match(judge({ minEffect: 0.06 }).reason, /below the minimum effect 0\.060 \(--min-effect\)/);
  for (const { reason } of [judge({}), judge({ n: 1 }), judge({ ci: [-0.1, 0.1] })]) assert.equal(reason.split('. ').length, 1);
});

test('a declared verdict needs the adjusted p below α as well as the CI clear of the null', () => {
  // The CI excludes 0, but Holm's adjusted p does not reach α: the verdict follows both numbers.
  const held = judge({ pAdjusted: 0.099 });
  assert.equal(held.verdict, 'within-noise');
  assert.equal(held.reason, 'Δ −0.052, 95% CI [−0.081, −0.024] excludes 0, but the adjusted p 0.099 is not below 0.050.');
  assert.equal(judge({ pAdjusted: 0.05 }).verdict, 'within-noise');
  assert.equal(judge({ pAdjusted: 0.0499 }).verdict, 'regressed');
  // The same for a non-directional metric against its tolerance.
  const none = { direction: 'none', delta: 0.031, ci: [0.024, 0.039], tolerance: 0.01 } as const;
  assert.equal(judge({ ...none, pAdjusted: 0.2 }).verdict, 'within-noise');
  assert.equal(judge({ ...none, pAdjusted: 0.01 }).verdict, 'changed');
  // α of the adjusted p is the run's, not the Holm level of the CI.
  assert.equal(judge({ alpha: 0.01, familyAlpha: 0.05, pAdjusted: 0.03 }).verdict, 'regressed');
});

test('inconsistent numbers are a bug, not a verdict', () => {
  assert.throws(() => judge({ ci: [0.1, -0.1] }), InternalError);
  assert.throws(() => judge({ delta: Number.NaN }), InternalError);
  assert.throws(() => judge({ ci: [Number.NaN, 0] }), InternalError);
  assert.throws(() => judge({ alpha: 0 }), InternalError);
  assert.throws(() => judge({ familyAlpha: 1 }), InternalError);
  assert.throws(() => judge({ tolerance: -1, direction: 'none' }), InternalError);
  assert.throws(() => judge({ n: -1 }), InternalError);
});

test('none: a CI with one end past the tolerance does not read "stays within" (issue 27: nll_ratio [−0.012, −0.0099] against ±0.010)', () => {
  const { verdict, reason } = judge({ direction: 'none', delta: -0.011, ci: [-0.012, -0.0099], tolerance: 0.01, pAdjusted: 0.2 });
  assert.equal(verdict, 'within-noise');
  assert.doesNotMatch(reason, /stays within/);
  assert.match(reason, /reaches past ±0\.010 but does not lie wholly outside it/);
  const inside = judge({ direction: 'none', delta: 0.004, ci: [-0.002, 0.009], tolerance: 0.01, pAdjusted: 1 });
  assert.match(inside.reason, /stays within ±0\.010/);
});
