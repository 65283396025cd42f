/** Holm over one family of hypotheses that spans several candidates' gated metrics (docs/ARCHITECTURE.md §6). */
import { holmAdjust } from '../stats/index.js';
import { holmAdjustedLevels } from './verdictHolm.js';

/** Each candidate's Holm-adjusted p-values and CI levels, in the order its p-values came in. */
export interface JointHolmResult {
  readonly adjusted: readonly Float64Array[];
  readonly levels: readonly Float64Array[];
  /** Hypotheses in the joint family: every candidate's p-values together. */
  readonly size: number;
}

/**
 * Holm step-down over the union of every candidate's p-values at family-wise level `alpha`:
 * the k-th smallest of all m = Σ mᵢ p-values is compared with α/(m − k + 1) whichever
 * candidate it belongs to, so the chance that any candidate shows a false regression or
 * improvement stays at α. Tied p-values are one step at the tie's strictest level
 * (holmAdjustedLevels), so identical candidates get identical levels. With one candidate this
 * is that run's own Holm, unchanged. Throws InternalError for α outside (0, 1) or a p outside [0, 1].
 */
export function jointHolm(pValues: readonly Float64Array[], alpha: number): JointHolmResult {
  const all = new Float64Array(pValues.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of pValues) {
    all.set(p, offset);
    offset += p.length;
  }
  // The levels first: they check α and every p and throw the typed error.
  const levels = holmAdjustedLevels(all, alpha);
  const adjusted = all.length ? holmAdjust(all) : new Float64Array(0);
  const split = (joint: Float64Array): Float64Array[] => {
    let start = 0;
    return pValues.map((p) => joint.slice(start, (start += p.length)));
  };
  return { adjusted: split(adjusted), levels: split(levels), size: all.length };
}
