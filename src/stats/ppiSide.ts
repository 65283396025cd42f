/** One model's side of a prediction-powered estimate: the classifier on every item, people's labels on a designed subset. */
export interface PpiSide {
  /** The classifier's value f(i) on each of the N items (0/1, or a score in [0, 1]). */
  readonly predictions: Float64Array;
  /** Item index of each labelled reply (each item at most once). */
  readonly labelled: Uint32Array;
  /** The label y(j) of each labelled reply, in the order of `labelled`. */
  readonly labels: Float64Array;
  /** The design's inclusion probability π(j) ∈ (0, 1] of each labelled reply. */
  readonly inclusion: Float64Array;
  /**
   * The design stratum of each labelled reply (any numbering, one per stratum of this side), in
   * the order of `labelled`. With it, each stratum's residual variance is floored by a smoothed
   * disagreement rate (stratumVarianceFloor), so a stratum whose few labels all agree with the
   * classifier is not taken as certain; absent: no floor.
   */
  readonly strata?: Uint32Array;
}
