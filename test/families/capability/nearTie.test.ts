/** Margins and near ties of capability decisions; expected values worked by hand from the log-likelihoods given. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decisionMargin, isNearTie } from '../../../src/families/capability/nearTie.js';
import type { CapabilitySide } from '../../../src/results/types.js';

/** A side with these log-likelihoods, predicting their argmax (first on ties, as the scorer does). */
function side(logliks: number[]): CapabilitySide {
  const predicted = logliks.indexOf(Math.max(...logliks));
  return {
    logliks,
    tokenCounts: logliks.map(() => 1),
    predicted,
    predictedNorm: predicted,
    correct: predicted === 0,
    correctNorm: predicted === 0,
    correctLoglik: logliks[0]!,
    correctIsGreedy: false,
  };
}

test('the margin is the chosen log-likelihood minus the best other one', () => {
  // −1.25 − (−2.5) = 1.25; the third choice (−4) is not the runner-up.
  assert.equal(decisionMargin(side([-1.25, -2.5, -4])), 1.25);
  assert.equal(decisionMargin(side([-3, -3])), 0);
  assert.equal(decisionMargin(side([-7])), 0);
});

test('a near tie needs both margins within the bound', () => {
  const bound = 1e-4;
  // Base picks A by 0.00005, tuned picks B by 0.00003: both within 1e-4, a flip noise can make.
  assert.equal(isNearTie(side([-1.0, -1.00005]), side([-1.00003, -1.0]), bound), true);
  // Tuned picks B by 0.5: no rounding moves a margin that far.
  assert.equal(isNearTie(side([-1.0, -1.00005]), side([-1.5, -1.0]), bound), false);
  // A margin exactly at the bound still counts.
  assert.equal(isNearTie(side([-1, -1.5]), side([-1, -1.5]), 0.5), true);
});
