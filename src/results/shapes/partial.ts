/** A partial run: what stopped it, how far each family got, and the order items were scored in. */
import type { FamilyId, PartialCause } from '../vocabulary.js';
import type { Count, Milliseconds } from './numbers.js';

/** How much of one requested family a partial run scored. */
export interface PartialFamily {
  readonly family: FamilyId;
  /** Items of the suite that were run (scored by both models, or skipped with a reason). */
  readonly completed: Count;
  /** Items in the family's suite. */
  readonly total: Count;
  /** Items that did not run: the last `total − completed` of the run's scoring order (`scoringOrder`). */
  readonly notRun: Count;
  /**
   * Ids of the items that did not run, in suite order: all of them up to 100, else the first
   * 100 of them in suite order.
   */
  readonly notRunIds: readonly string[];
}

/**
 * The order a run scored each family's items in. `stratified-random`: items are grouped by their
 * family's strata (their tags, outermost first; refusal: whether the prompt should be answered,
 * then its tags), ordered within a group by sha256 of (seed, family, id), and groups are
 * interleaved so every prefix holds each within one item of its share: what a partial run
 * scored is a stratified random sample of the suite.
 */
export interface ScoringOrder {
  readonly method: 'stratified-random';
  /** The run's --seed, which the order is drawn from. */
  readonly seed: Count;
}

/** Why a compare run is partial and how far each family got; absent when every item ran. */
export interface PartialRun {
  /**
   * What stopped the run short, in the order it happened.
   * @minItems 1
   */
  readonly causes: readonly PartialCause[];
  /** --max-items, when given. */
  readonly maxItems?: Count;
  /** --time-budget in milliseconds, when given. */
  readonly timeBudgetMs?: Milliseconds;
  /** Every requested family that has a suite and was not skipped as a whole, in run order. */
  readonly families: readonly PartialFamily[];
}
