/** How many resamples a sequential look is judged with (docs/concepts/statistics.md#sequential). */

/** The most resamples a look is raised to: enough for the first of 4 looks with two gated metrics in one family (about 273 000). */
export const MAX_LOOK_RESAMPLES = 500_000;

/**
 * Resamples for judging a look at `confidence` with `gatedMetrics` (m) gated metrics: the run's
 * `resamples`, raised so that a bootstrap p-value can fall below the look's level α_k. A
 * bootstrap p is 2(c + 1)/(B + 1) (Davison & Hinkley 1997, eq. 4.11; stats/bootstrapPValue.ts),
 * never below 2/(B + 1), and a declared verdict needs its Holm-adjusted p below α_k; an early
 * look's α_k can be below what the run's resamples can show (families sharing α, many gated
 * metrics, many looks, or a spending function that keeps α for the end: 1.5·10⁻⁵ at the first
 * of 4 looks with two gated metrics under O'Brien–Fleming-type spending), and then no
 * regression, however clear, could stop a run there. B + 1 > 2m/α_k puts the adjusted p of a metric that no resample crossed, at most
 * 2m/(B + 1), below α_k. A look that would need more than MAX_LOOK_RESAMPLES keeps the run's
 * resamples: it cannot stop for a regression either way, so it costs nothing extra.
 */
export function lookResamples(resamples: number, confidence: number, gatedMetrics: number): number {
  // Rounded up to a whole thousand (the count is printed in the reason), after 12 significant
  // digits so that 1 − confidence's rounding (1 − 0.9999 = 1.00000000000287e-4) does not add one.
  const needed = Math.ceil(Number(((2 * Math.max(1, gatedMetrics)) / (1 - confidence) / 1000).toPrecision(12))) * 1000;
  return needed > resamples && needed <= MAX_LOOK_RESAMPLES ? needed : resamples;
}
