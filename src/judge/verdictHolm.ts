import { holmAdjust, holmOrder } from '../stats/index.js';
import { InternalError } from '../errors/index.js';

/**
 * Confidence level of each gated metric's Holm-adjusted percentile CI, in input order.
 * The k-th smallest of m p-values belongs to Holm's k-th step, tested at α/(m − k + 1)
 * (Holm 1979), so its CI is taken at 1 − α/(m − k + 1) while the step-down keeps
 * rejecting (adjusted p < α). Once it stops after r rejections, every remaining metric
 * gets 1 − α/(m − r), the level of the first non-rejected step: the compatible intervals
 * of Strassburger & Bretz (2008, Stat. Med. 27(24)) use that same Bonferroni level for the
 * hypotheses Holm keeps. Levels therefore never fall below the Bonferroni level 1 − α/m
 * nor rise above the unadjusted 1 − α.
 *
 * Tied p-values are one step: every member of a block of equal p-values gets the level of
 * the block's first (strictest) step, so equal evidence (`acc` ≡ `acc_norm` when all choices
 * have equal length) never gets different CIs, MDEs, McNemar thresholds or verdicts from the
 * input order alone. This keeps the family-wise error at α: Holm's adjusted p-values (and so
 * r) already agree within a tie, and the tie's level is no looser than the one plain Holm
 * gives each member under any order of the tie, so a verdict is declared only where Holm
 * would declare it under every order. The tie's last level would not be: whichever member
 * Holm tests first would get a looser level than its step's α/(m − i + 1). Empty input gives an empty array. Throws InternalError for α outside (0, 1) or a
 * p-value outside [0, 1] (callers pass computed values).
 */
export function holmAdjustedLevels(pValues: Float64Array, alpha: number): Float64Array {
  if (!(alpha > 0 && alpha < 1)) throw new InternalError(`holmAdjustedLevels: alpha is ${alpha}, expected a number in (0, 1)`);
  const m = pValues.length;
  if (m === 0) return new Float64Array(0);
  let adjusted: Float64Array;
  try {
    adjusted = holmAdjust(pValues);
  } catch (error) {
    throw new InternalError(`holmAdjustedLevels: ${(error as Error).message}`);
  }
  const order = holmOrder(pValues);
  let rejected = 0;
  while (rejected < m && adjusted[order[rejected]!]! < alpha) rejected++;
  const levels = new Float64Array(m);
  let blockStart = 0;
  for (let k = 0; k < m; k++) {
    // A tie's first index, so the whole block shares the strictest step among them.
    if (k > 0 && pValues[order[k]!] !== pValues[order[k - 1]!]) blockStart = k;
    levels[order[k]!] = 1 - alpha / (m - Math.min(blockStart, rejected));
  }
  return levels;
}
