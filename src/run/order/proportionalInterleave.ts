/** A deterministic merge of strata whose every prefix holds each stratum in proportion, to within one item. */

/**
 * The stratum (index into `sizes`) of each position of a merged sequence of Σ sizes items, such
 * that every prefix of length k holds c_s items of stratum s with |c_s − k·n_s/N| ≤ 1.
 *
 * Method: the just-in-time sequencing windows of Steiner & Yeomans (1993, "Level schedules for
 * mixed-model, just-in-time processes", Management Science 39(6)). The bound asks item j of
 * stratum s (1-based) to sit at a position k (1-based) with (j−1)·N ≤ k·n_s (no more than one
 * ahead) and k ≤ ⌊j·N/n_s⌋ + 1 (no more than one behind); each position takes, of the strata
 * whose next item is released, the one with the earliest deadline, which for unit jobs with
 * integer release times meets every deadline whenever any order does (Jackson's rule). Such an
 * order exists: Tijdeman (1980, "The chairman assignment problem", Discrete Math. 32) builds one
 * within 1 − 1/(2S−2). Deadline ties go to the stratum furthest behind its midpoint share
 * ((c_s + ½)/n_s smallest), then to the lower index. Integer arithmetic only; O(N·S).
 * Throws RangeError for a size that is not a non-negative integer.
 */
export function proportionalInterleave(sizes: readonly number[]): number[] {
  for (const size of sizes) if (!Number.isInteger(size) || size < 0) throw new RangeError(`stratum size must be a non-negative integer, got ${size}`);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const taken = sizes.map(() => 0);
  const order: number[] = [];
  for (let k = 1; k <= total; k++) {
    let best = -1;
    let bestDeadline = Infinity;
    for (let s = 0; s < sizes.length; s++) {
      const n = sizes[s]!;
      const c = taken[s]!;
      if (c >= n || c * total > k * n) continue;
      const deadline = Math.min(Math.floor(((c + 1) * total) / n) + 1, total);
      if (best < 0 || deadline < bestDeadline || (deadline === bestDeadline && (2 * c + 1) * sizes[best]! < (2 * taken[best]! + 1) * n)) {
        best = s;
        bestDeadline = deadline;
      }
    }
    // Unreachable while the theorem holds: some stratum's next item is always released.
    if (best < 0) throw new Error(`proportionalInterleave: no stratum can take position ${k} of ${total} (sizes ${sizes.join(', ')})`);
    taken[best]! += 1;
    order.push(best);
  }
  return order;
}
