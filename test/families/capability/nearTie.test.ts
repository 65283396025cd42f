/** Margins and near ties of capability decisions; expected values worked by hand from the log-likelihoods given. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decisionMargin, isNearTie, isNearTieNorm, normalisedMargin } from '../../../src/families/capability/nearTie.js';
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

/** A side predicting by raw and by per-byte log-likelihood over `choices`. */
function normSide(logliks: number[], choices: string[]): CapabilitySide {
  const perByte = logliks.map((v, i) => v / new TextEncoder().encode(choices[i]!).length);
  return { ...side(logliks), predictedNorm: perByte.indexOf(Math.max(...perByte)) };
}

test("the normalised margin divides each log-likelihood by its choice's UTF-8 bytes", () => {
  // " ab" (3 bytes) −3 → −1 per byte; " abcde" (6 bytes) −9 → −1.5; " é" (3 bytes) −6 → −2.
  // Chosen " ab", runner-up " abcde": margin −1 − (−1.5) = 0.5 between lengths 3 and 6.
  const choices = [' ab', ' abcde', ' é'];
  assert.deepEqual(normalisedMargin(normSide([-3, -9, -6], choices), choices), { margin: 0.5, lengths: [3, 6] });
  assert.deepEqual(normalisedMargin(normSide([-3], [' a']), [' a']), { margin: 0, lengths: [0, 0] });
});

test('an acc_norm near tie: both per-byte margins within (b/2)·(1/ℓ₁ + 1/ℓ₂)', () => {
  const choices = [' ab', ' abcdef'];
  // Bound b = 0.06: allowance 0.03·(1/3 + 1/7) = 0.0142857…
  // Base −3 / −7.07 → per byte −1 vs −1.0100: margin 0.0100 ≤ 0.0143. Tuned −3.03 / −7 →
  // −1.0100 vs −1 picks " abcdef" by 0.0100 ≤ 0.0143: a near tie.
  assert.equal(isNearTieNorm(normSide([-3, -7.07], choices), normSide([-3.03, -7], choices), choices, 0.06), true);
  // Tuned −3.3 / −7 → −1.1 vs −1: margin 0.1, beyond the allowance.
  assert.equal(isNearTieNorm(normSide([-3, -7.07], choices), normSide([-3.3, -7], choices), choices, 0.06), false);
});

test('with equal-length choices the acc_norm near tie is the acc near tie', () => {
  // Lengths 2 and 2: allowance (b/2)·(1/2 + 1/2) = b/2 on per-byte margins = raw margin / 2, i.e. raw margin ≤ b.
  const choices = [' A', ' B'];
  for (const [b, t, bound] of [
    [[-1.0, -1.00005], [-1.00003, -1.0], 1e-4],
    [[-1.0, -1.00005], [-1.5, -1.0], 1e-4],
    [[-1, -1.5], [-1, -1.5], 0.5],
    [[-1, -1.5], [-1, -1.5], 0.49],
  ] as [number[], number[], number][]) {
    const [base, tuned] = [normSide(b, choices), normSide(t, choices)];
    assert.equal(isNearTieNorm(base, tuned, choices, bound), isNearTie(base, tuned, bound), `${b} / ${t} at ${bound}`);
  }
});
