/**
 * The input shape of a paired bootstrap: per-item sufficient statistics of one metric on both
 * models. Its own file so that pairedBootstrap and the plan it builds both import it, and
 * neither imports the other back.
 */

/** Per-item sufficient statistics of one model for a ratio metric Σnum/Σden. */
export interface RatioSides {
  readonly num: Float64Array;
  /** Weights ≥ 0 (1 per item for a rate, token count for a per-token mean). */
  readonly den: Float64Array;
}

/** One metric over the items of a paired bootstrap, base and tuned in that order. */
export interface PairedMetricInput {
  readonly base: RatioSides;
  readonly tuned: RatioSides;
  /**
   * Also collect t* = (Δ* − Δ)/SE* for a studentized interval; needs base.den equal to
   * tuned.den (Δ = Σa/Σb with a = tuned.num − base.num, b = den).
   */
  readonly studentize?: boolean;
  /**
   * With `studentize`: take t* from a smoothed bootstrap on the log scale of each item's rate
   * (smoothedStudentizedT) instead of the plain resamples; needs a = tuned.num − base.num ≥ 0
   * (KL). The replicates Δ* stay the plain ones.
   */
  readonly smooth?: boolean;
}
