/** items.jsonl line of a `paired` run: both sides' scores of one item. */
import type { ItemLineFields } from './itemLine.js';

/**
 * One side's value of a score metric on one item: a number (the metric is the mean over
 * items), or [num, den] (the metric is Σnum / Σden, e.g. negative log-likelihood over words).
 */
export type ScoreValue = ScoreNumber | readonly [ScoreNumber, ScoreDenominator];

/**
 * A score the judge can sum and square in double precision: |x| ≤ 1e100 (SCORE_MAGNITUDE_LIMIT).
 * @minimum -1e100
 * @maximum 1e100
 */
type ScoreNumber = number;

/**
 * A ratio's denominator, within the same bound.
 * @minimum 0
 * @maximum 1e100
 */
type ScoreDenominator = number;

/** items.jsonl line of a `paired` run: both sides' scores of one item, by metric name (both sides hold the same names). */
export interface ScoreItemRecord extends ItemLineFields {
  readonly family: 'scores';
  readonly id: string;
  readonly tags: readonly string[];
  /** Items of one cluster are resampled together; null for an item that stands alone. */
  readonly cluster: string | null;
  readonly base: Readonly<Record<string, ScoreValue>>;
  readonly tuned: Readonly<Record<string, ScoreValue>>;
}
