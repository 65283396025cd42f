/**
 * claimOutcome's heavy-tail rule on each direction (docs/concepts/policy.md, "Ratio and perplexity
 * scores with skewed changes"): a verdict is withheld when the end it rests on faces a tail of
 * index below 1. Fixed intervals, so the expected verdicts follow from the bounds by hand.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { claimOutcome, type ClaimInput } from '../../src/judge/claimTest.js';
import type { Interval } from '../../src/results/types.js';

const heavy = (side: 'lower' | 'upper') => ({ side, index: 0.5, k: 3 }) as const;

function input(kind: ClaimInput['kind'], direction: ClaimInput['direction'], ci: Interval, margin: number | null, side?: 'lower' | 'upper'): ClaimInput {
  return {
    kind,
    direction,
    delta: (ci[0] + ci[1]) / 2,
    margin,
    tolerance: 0,
    n: 100,
    minItems: 30,
    se: 0.05,
    interval: () => ci,
    pNoChange: 0.001,
    ...(side ? { skewedTail: heavy(side) } : {}),
  };
}

const verdict = (claim: ClaimInput) => claimOutcome(claim, 0.05, 0.001, 0.05).verdict;

test('higher-better not-worse-than passes on its lower end (> −m): a lower tail withholds it, an upper one does not', () => {
  assert.equal(verdict(input('not-worse-than', 'higher-better', [-0.1, 0.2], 1)), 'pass');
  assert.equal(verdict(input('not-worse-than', 'higher-better', [-0.1, 0.2], 1, 'upper')), 'pass');
  const out = claimOutcome(input('not-worse-than', 'higher-better', [-0.1, 0.2], 1, 'lower'), 0.05, 0.001, 0.05);
  assert.equal(out.verdict, 'not-shown');
  assert.deepEqual(out.withheld, { verdict: 'pass', tail: heavy('lower') });
  // Its fail rests on the upper end (< −m): an upper tail could bring it back.
  assert.equal(verdict(input('not-worse-than', 'higher-better', [-2, -1.5], 1, 'upper')), 'not-shown');
  assert.equal(verdict(input('not-worse-than', 'higher-better', [-2, -1.5], 1, 'lower')), 'fail');
});

test('a tail index at the floor bounds the mean: the verdict stands', () => {
  const claim = { ...input('not-worse-than', 'higher-better', [-0.1, 0.2], 1), skewedTail: { side: 'lower', index: 1, k: 3 } as const };
  assert.equal(verdict(claim), 'pass');
});

test('no-significant-change without a direction fails on the end past ±tolerance, and only that end faces the tail', () => {
  assert.equal(verdict(input('no-significant-change', 'none', [0.1, 0.3], null, 'lower')), 'not-shown');
  assert.equal(verdict(input('no-significant-change', 'none', [0.1, 0.3], null, 'upper')), 'fail');
  assert.equal(verdict(input('no-significant-change', 'none', [-0.3, -0.1], null, 'upper')), 'not-shown');
  // A pass shows nothing: no tail makes it not shown.
  assert.equal(verdict(input('no-significant-change', 'none', [-0.1, 0.3], null, 'lower')), 'pass');
});
