/**
 * The smallest number of resamples a verdict may rest on, and the error for fewer. Below it the
 * tails that a Holm-adjusted interval reads are a handful of replicates: at B = 100 and a level
 * of 0.99 each end of the interval is the 0.5th replicate from the edge, so coverage and p are
 * Monte-Carlo noise (docs/ARCHITECTURE.md §6; the calibration table is measured at this B).
 */

/** Resamples every verdict-bearing bootstrap needs at least. */
export const MIN_RESAMPLES = 2000;

/**
 * Thrown when fewer than `minimum` resamples are asked for. A RangeError, as every other input
 * check of `tunegate/stats`, with the two numbers as fields so callers can turn it into their
 * own message.
 */
export class TooFewResamplesError extends RangeError {
  readonly resamples: number;
  readonly minimum: number;

  constructor(resamples: number, minimum: number) {
    super(`resamples is ${String(resamples)}, expected an integer ≥ ${minimum}: fewer resamples leave the interval's tails to Monte-Carlo noise`);
    this.name = 'TooFewResamplesError';
    this.resamples = resamples;
    this.minimum = minimum;
  }
}

/** Throws TooFewResamplesError unless `resamples` is an integer ≥ `minimum`. */
export function assertResamples(resamples: number, minimum: number): void {
  if (!(Number.isInteger(resamples) && resamples >= minimum)) throw new TooFewResamplesError(resamples, minimum);
}
