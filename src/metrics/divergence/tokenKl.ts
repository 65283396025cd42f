/** KL divergence between two next-token distributions given as log-probability rows. */

/**
 * KL(P_base ‖ P_tuned) = Σ_v p_base(v)(log p_base(v) − log p_tuned(v)) in nats, accumulated
 * in float64 over the full row. Terms with p_base(v) = 0 contribute 0 (the limit of
 * p log p), so a −∞ log-probability on the base side never produces NaN.
 * Throws RangeError when the rows differ in length.
 */
export function tokenKl(baseLogprobs: Float64Array, tunedLogprobs: Float64Array): number {
  if (baseLogprobs.length !== tunedLogprobs.length) {
    throw new RangeError(`tokenKl: rows differ in width (${baseLogprobs.length} vs ${tunedLogprobs.length})`);
  }
  let sum = 0;
  for (let v = 0; v < baseLogprobs.length; v++) {
    const logBase = baseLogprobs[v] as number;
    const pBase = Math.exp(logBase);
    if (pBase === 0) continue;
    sum += pBase * (logBase - (tunedLogprobs[v] as number));
  }
  // Rounding can leave a tiny negative sum for nearly equal rows; KL is ≥ 0 by Gibbs' inequality.
  return sum < 0 ? 0 : sum;
}
