/** Whether numerical noise alone could have produced an item's capability decision (docs/concepts/lossless-changes.md). */
import type { CapabilitySide } from '../../results/types.js';
import { utf8Length } from './choiceTokens.js';

/**
 * The margin of a side's decision: its chosen choice's log-likelihood minus the best other
 * choice's, in nats (≥ 0; 0 for a tie or a single choice).
 */
export function decisionMargin(side: CapabilitySide): number {
  const chosen = side.logliks[side.predicted] ?? Number.NaN;
  let runnerUp = Number.NEGATIVE_INFINITY;
  side.logliks.forEach((value, i) => {
    if (i !== side.predicted && value > runnerUp) runnerUp = value;
  });
  return runnerUp === Number.NEGATIVE_INFINITY ? 0 : chosen - runnerUp;
}

/**
 * A near tie: both models' margins are within `boundNats`. Only then can a lossless change
 * swap the choice: with true margin m and noise e₁, e₂ the two sides see m + e₁ and m + e₂,
 * and their signs differ only when both lie within |e₁ − e₂|, which the bound covers.
 */
export function isNearTie(base: CapabilitySide, tuned: CapabilitySide, boundNats: number): boolean {
  return decisionMargin(base) <= boundNats && decisionMargin(tuned) <= boundNats;
}

/**
 * The margin of a side's length-normalised decision (acc_norm): its chosen choice's
 * log-likelihood per unit of `length` (UTF-8 bytes for suite lines, characters for benchmark
 * documents) minus the best other choice's (≥ 0), and the lengths of the two choices compared; lengths of 0 for a single choice (margin 0).
 */
export function normalisedMargin(
  side: CapabilitySide,
  choices: readonly string[],
  length: (text: string) => number = utf8Length,
): { margin: number; lengths: readonly [number, number] } {
  const perByte = side.logliks.map((value, i) => value / length(choices[i] ?? ''));
  const chosen = side.predictedNorm;
  let runnerUp = -1;
  perByte.forEach((value, i) => {
    if (i !== chosen && (runnerUp < 0 || value > perByte[runnerUp]!)) runnerUp = i;
  });
  if (runnerUp < 0) return { margin: 0, lengths: [0, 0] };
  return { margin: perByte[chosen]! - perByte[runnerUp]!, lengths: [length(choices[chosen] ?? ''), length(choices[runnerUp] ?? '')] };
}

/**
 * A near tie of the length-normalised decision: on both models the normalised margin is within
 * what the bound allows it to move. A margin of raw log-likelihoods moves by at most the
 * bound b; each choice's own log-likelihood by b/2, so L₁/ℓ₁ − L₂/ℓ₂ by (b/2)·(1/ℓ₁ + 1/ℓ₂).
 * With equal lengths ℓ that is b/ℓ and the normalised margin is the raw one over ℓ, so an item
 * whose choices have equal lengths is a near tie of acc_norm exactly when it is one of acc.
 */
export function isNearTieNorm(
  base: CapabilitySide,
  tuned: CapabilitySide,
  choices: readonly string[],
  boundNats: number,
  length: (text: string) => number = utf8Length,
): boolean {
  const within = (side: CapabilitySide): boolean => {
    const { margin, lengths } = normalisedMargin(side, choices, length);
    if (lengths[0] === 0) return true;
    return margin <= (boundNats / 2) * (1 / lengths[0] + 1 / lengths[1]);
  };
  return within(base) && within(tuned);
}
