/** Groups padded sequences into forward passes under a token budget. */

/**
 * Split `lengths` into batches of indices for padded forward passes: indices are taken longest
 * first (ties in input order), and a batch grows while its row count times its longest length
 * stays within `budget` and `fits(longest, i)` allows index i to join, so similar lengths share a
 * pass and padding stays small. A length over the budget runs alone.
 */
export function packByBudget(lengths: readonly number[], budget: number, fits: (longest: number, i: number) => boolean = () => true): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[b]! - lengths[a]! || a - b);
  const batches: number[][] = [];
  let current: number[] = [];
  let longest = 0;
  for (const i of order) {
    if (current.length > 0 && !((current.length + 1) * longest <= budget && fits(longest, i))) {
      batches.push(current);
      current = [];
    }
    if (current.length === 0) longest = lengths[i]!;
    current.push(i);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
