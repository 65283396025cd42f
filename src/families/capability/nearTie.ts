/** Whether numerical noise alone could have produced an item's capability decision (docs/concepts/lossless-changes.md). */
import type { CapabilitySide } from '../../results/types.js';

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
