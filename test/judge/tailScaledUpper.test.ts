/**
 * Equivalence on a sample that cannot bound its tail (docs/concepts/statistics.md, "KL on
 * heavy-tailed, outlier and sparse documents"): the upper end read is hi/(1 − unseen share), the
 * verdict that the plain interval would call equivalent is inconclusive with the documents
 * needed, and a policy's "within" claim is not shown. Values worked by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claimOutcome, claimP, type ClaimInput } from '../../src/judge/index.js';
import { tailScaledUpper } from '../../src/judge/equivalenceTest.js';
import { metricVerdict, type MetricVerdictInput } from '../../src/judge/verdict.js';

test('tailScaledUpper: hi itself when bounded, hi/(1 − U) when not, +∞ below 2 carriers', () => {
  assert.equal(tailScaledUpper(0.008, undefined), 0.008);
  // 0.008/(1 − 0.36) = 0.008/0.64 = 0.0125.
  assert.ok(Math.abs(tailScaledUpper(0.008, { unseenShare: 0.36 }) - 0.0125) < 1e-15);
  assert.equal(tailScaledUpper(0.008, { unseenShare: 1 }), Number.POSITIVE_INFINITY);
});

const kl: MetricVerdictInput = {
  direction: 'none',
  delta: 0.004,
  ci: [0.001, 0.007],
  n: 73,
  minItems: 30,
  minEffect: 0,
  alpha: 0.05,
  familyAlpha: 0.05,
  pAdjusted: 1,
  tolerance: 0.01,
};

test('a KL interval inside the margin on a sample that cannot bound its tail is inconclusive, with the documents needed', () => {
  // Upper end 0.0065 at U = 0.5 scales to 0.013, past the margin 0.01.
  const tail = { unseenShare: 0.5, itemsNeeded: 240 };
  const result = metricVerdict({ ...kl, equivalence: { margin: 0.01, ci: [0.0015, 0.0065], ciLevel: 0.9, shown: false, unboundedTail: tail } });
  assert.equal(result.verdict, 'inconclusive');
  assert.match(result.reason, /keeps 50 % of its mean beyond the largest document seen, and the upper end scaled for it, 0\.013/);
  assert.match(result.reason, /inconclusive: need ≈ 240 documents in all\.$/);
  // No carrier to estimate the spread from: no count is promised.
  const none = metricVerdict({ ...kl, equivalence: { margin: 0.01, ci: [0, 0], ciLevel: 0.9, shown: false, unboundedTail: { unseenShare: 1 } } });
  assert.equal(none.verdict, 'inconclusive');
  assert.match(none.reason, /fewer than 2 documents carry any of it/);
});

test('the scaled end inside the margin, or an interval not inside it, keeps the verdict it had', () => {
  // U = 0.25: 0.0065/0.75 = 0.00867 < 0.01, shown.
  const shown = metricVerdict({
    ...kl,
    equivalence: { margin: 0.01, ci: [0.0015, 0.0065], ciLevel: 0.9, shown: true, unboundedTail: { unseenShare: 0.25, itemsNeeded: 90 } },
  });
  assert.equal(shown.verdict, 'equivalent');
  const wide = metricVerdict({
    ...kl,
    equivalence: { margin: 0.01, ci: [0.0015, 0.012], ciLevel: 0.9, shown: false, unboundedTail: { unseenShare: 0.5, itemsNeeded: 240 } },
  });
  assert.equal(wide.verdict, 'within-noise');
});

/** An equivalent-within claim on a normal interval 0.002 ± z·0.001, margin 0.01, 1 000 items. */
function within(unboundedTail?: ClaimInput['unboundedTail']): ClaimInput {
  return {
    kind: 'equivalent-within',
    direction: 'none',
    delta: 0.002,
    margin: 0.01,
    tolerance: 0.01,
    n: 1000,
    minItems: 10,
    se: 0.001,
    // z_0.95 = 1.6448536 for the 90 % interval the claim reads at α 0.05.
    interval: (level) => (Math.abs(level - 0.9) < 1e-9 ? [0.002 - 1.6448536 * 0.001, 0.002 + 1.6448536 * 0.001] : [0.002 - 0.002, 0.002 + 0.002]),
    pNoChange: 1,
    ...(unboundedTail ? { unboundedTail } : {}),
  };
}

test('a policy claim reads the scaled upper end: 0.0036449/(1 − 0.7) = 0.01215 is past 0.01, /(1 − 0.5) = 0.00729 is not', () => {
  const blocked = claimOutcome(within({ unseenShare: 0.7, itemsNeeded: 500 }), 0.05, 0.001, 0.05);
  assert.equal(blocked.verdict, 'not-shown');
  assert.equal(blocked.itemsNeeded, 500);
  assert.equal(blocked.tailBound, true);
  assert.equal(claimOutcome(within({ unseenShare: 0.5, itemsNeeded: 300 }), 0.05, 0.001, 0.05).verdict, 'pass');
  assert.equal(claimOutcome(within(), 0.05, 0.001, 0.05).verdict, 'pass');
  // Fewer than 2 carriers: no evidence at all, p = 1.
  assert.equal(claimP(within({ unseenShare: 1 })), 1);
});
