/** The equivalence test of a metric in results.json (classifier-only, or on the label-corrected interval). */
import type { Interval } from './numbers.js';

/**
 * Two one-sided tests of |Δ| ≥ margin (Schuirmann 1987) at α_E, read off one interval: the
 * equal-tailed interval of Δ at level 1 − 2α_E, by the metric's interval method. Equivalence is
 * shown when it lies strictly inside (−margin, margin). α_E is α/m for a gated metric (m the
 * Holm family's size: a union bound over the equivalence claims) and α for an exploratory one
 * (docs/concepts/statistics.md).
 */
export interface EquivalenceTest {
  /**
   * Half-width of the region around Δ = 0 that counts as "the same", in the metric's unit.
   * @exclusiveMinimum 0
   */
  readonly margin: number;
  /** The interval of Δ at `ciLevel`. */
  readonly ci: Interval;
  /**
   * 1 − 2α_E.
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  /** Whether `ci` lies strictly inside ±margin (with `unboundedTail`, its upper end scaled by 1/(1 − unseenShare) too). */
  readonly shown: boolean;
  /**
   * Present when the sample cannot bound the metric's tail (KL: too few documents carry it, or
   * they spread too far; docs/concepts/statistics.md): equivalence then needs the upper end
   * divided by 1 − unseenShare inside the margin, and is never shown below 2 carrying items.
   */
  readonly unboundedTail?: {
    /** The share of a lognormal's mean beyond the sample's largest carrier. */
    readonly unseenShare: number;
    /** About how many items in all would bound it; absent when fewer than 2 items carry any. */
    readonly itemsNeeded?: number;
  };
}
