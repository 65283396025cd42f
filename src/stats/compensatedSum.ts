/**
 * Σ values with Neumaier's compensated summation (Neumaier 1974, "Rundungsfehleranalyse
 * einiger Verfahren zur Summation endlicher Summen", ZAMM 54), error O(ε) independent of
 * length; the same scheme as simple-statistics' sum. O(N). Does not validate (NaN propagates).
 */
export function compensatedSum(values: Float64Array): number {
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const t = sum + v;
    compensation += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + compensation;
}
