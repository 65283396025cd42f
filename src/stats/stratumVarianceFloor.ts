import type { PpiSide } from './ppiSide.js';

/**
 * Pseudo-labels added to each stratum's count of labels that disagree with the classifier, and
 * to its count of labels that agree, before its disagreement rate feeds the variance: ẽ =
 * (k + c)/(m + 2c), with c = ½ the posterior mean under Jeffreys' Beta(½, ½) prior (Brown, Cai &
 * DasGupta 2001, Stat. Sci. 16(2), on the Jeffreys interval). Chosen by the calibration in
 * docs/concepts/labels-and-ppi.md#calibration: ½ brings the hidden-stratum design to 95 % from
 * 120 labels on; 1 and 2 (Agresti & Coull's "add two") widened the good classifier's interval
 * 35–50 % at 120 labels for no coverage it lacked.
 */
export const PSEUDO_LABELS = 0.5;

/**
 * The variance that one side's labelled strata add to Var(Δ̂) beyond what their labels show, split
 * by the way the stratum's unseen disagreements would move the side's rate: `raising` from
 * strata the classifier reads as compliance (a missed refusal raises the rate), `lowering` from
 * those it reads as refusal. The split keeps the interval honest on the side the labels cannot
 * rule out and no wider on the other: a stratum whose labels all agree has an observed
 * disagreement rate of 0, and the true one can only be higher (as the Wilson interval at 0 is
 * [0, z²/(m + z²)]). Each stratum's term is
 * Σ_h (N_h/N)²·(1/m_h − 1/N_h)·max(0, ẽ_h(1 − ẽ_h) − s²_h), the stratified-sampling variance of
 * a stratum's error estimate (Cochran 1977, "Sampling Techniques", 3rd ed., §5.3) at a smoothed
 * disagreement rate ẽ_h = (k_h + PSEUDO_LABELS)/(m_h + 2·PSEUDO_LABELS), less the sample
 * variance s²_h of its residuals y − λf that the per-item SE already counts. k_h counts the
 * labels on the other side of ½ from the classifier's value, m_h the stratum's labels, N_h =
 * m_h/π_h its size. Why: a stratum whose m labels all agree with the classifier has s² = 0, so
 * plain PPI treats its error rate as known to be 0, although m labels bound it only to about
 * 3/m (the rule of three); the tuned model's refusals that the classifier misses on both
 * models' replies hide in exactly such a stratum, and the interval then ends below the truth.
 * 0 without `side.strata`, with `pseudoLabels` 0 (the plain estimate), and for a stratum labelled
 * in full (m_h = N_h). O(labels). Throws RangeError for `pseudoLabels` negative or not finite.
 */
export function stratumVarianceFloor(side: PpiSide, lambda: number, pseudoLabels = PSEUDO_LABELS): { readonly raising: number; readonly lowering: number } {
  if (!(pseudoLabels >= 0 && Number.isFinite(pseudoLabels))) throw new RangeError(`pseudoLabels is ${pseudoLabels}, expected a finite number ≥ 0`);
  const { strata } = side;
  if (strata === undefined || strata.length === 0) return { raising: 0, lowering: 0 };
  const n = side.predictions.length;
  const groups = new Map<number, number[]>();
  strata.forEach((h, j) => {
    const list = groups.get(h);
    if (list === undefined) groups.set(h, [j]);
    else list.push(j);
  });
  let raising = 0;
  let lowering = 0;
  for (const members of groups.values()) {
    const m = members.length;
    const size = Math.max(m, Math.round(m / side.inclusion[members[0]!]!));
    if (size <= m) continue;
    let disagree = 0;
    let refused = 0;
    let sum = 0;
    let squares = 0;
    for (const j of members) {
      const f = side.predictions[side.labelled[j]!]!;
      const y = side.labels[j]!;
      if (y >= 0.5 !== f >= 0.5) disagree++;
      if (f >= 0.5) refused++;
      const r = y - lambda * f;
      sum += r;
      squares += r * r;
    }
    const s2 = m < 2 ? 0 : Math.max(0, (squares - (sum * sum) / m) / (m - 1));
    const rate = (disagree + pseudoLabels) / (m + 2 * pseudoLabels);
    const gap = rate * (1 - rate) - s2;
    if (!(gap > 0)) continue;
    const extra = (size / n) ** 2 * (1 / m - 1 / size) * gap;
    // Unseen disagreements in a stratum the classifier reads as answered are refusals: they raise the side's rate.
    if (2 * refused < m) raising += extra;
    else lowering += extra;
  }
  return { raising, lowering };
}
