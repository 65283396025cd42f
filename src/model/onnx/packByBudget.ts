/** Groups padded sequences into forward passes under a token budget. */

/** Further limits on a batch besides the token budget. */
export interface PackLimits {
  /** Most rows in one batch; default unlimited. */
  readonly maxRows?: number;
  /** Whether index `i` may join a batch whose longest (first) length is `longest`; default always. */
  readonly fits?: (longest: number, i: number) => boolean;
}

/**
 * Split `lengths` into batches of indices for padded forward passes: indices are taken longest
 * first (ties in input order), and a batch grows while its row count times its longest length
 * stays within `budget` and `limits` allow the next index, so similar lengths share a pass and
 * padding stays small. A length over the budget runs alone.
 */
export function packByBudget(lengths: readonly number[], budget: number, limits: PackLimits = {}): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[b]! - lengths[a]! || a - b);
  const maxRows = limits.maxRows ?? Infinity;
  const batches: number[][] = [];
  let current: number[] = [];
  let longest = 0;
  for (const i of order) {
    const joins = current.length < maxRows && (current.length + 1) * longest <= budget && (limits.fits?.(longest, i) ?? true);
    if (current.length > 0 && !joins) {
      batches.push(current);
      current = [];
    }
    if (current.length === 0) longest = lengths[i]!;
    current.push(i);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
