/** Groups padded sequences into forward passes under a token budget. */

/** Further limits on a batch and what a pass costs besides its tokens. */
export interface PackLimits {
  /** Most rows in one batch; default unlimited. */
  readonly maxRows?: number;
  /**
   * Whether index `i` may join a batch whose longest (first) length is `longest`; default always.
   * Must stay false for longer `longest` once false (a longer batch never admits what a shorter refused).
   */
  readonly fits?: (longest: number, i: number) => boolean;
  /** Fixed cost of one pass in padded tokens; default: one pass more always costs more than any padding saved. */
  readonly passCost?: number;
}

/**
 * Split `lengths` into batches of indices for padded forward passes. Indices are taken longest
 * first (ties in input order) and cut into consecutive batches whose row count times longest
 * length stays within `budget` (a length over it runs alone) and that `limits` allow; among such
 * cuts the one with the fewest padded tokens plus `passCost` per pass is chosen (dynamic
 * programming over the sorted order), so similar lengths share a pass and padding stays small.
 */
export function packByBudget(lengths: readonly number[], budget: number, limits: PackLimits = {}): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[b]! - lengths[a]! || a - b);
  const n = order.length;
  const maxRows = limits.maxRows ?? Infinity;
  const passCost = limits.passCost ?? n * budget + 1;
  // cost[i]: cheapest packing of order[0 … i); start[i]: where its last batch begins.
  const cost = new Array<number>(n + 1).fill(Infinity);
  const start = new Array<number>(n + 1).fill(0);
  cost[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = i - 1; j >= 0; j--) {
      const rows = i - j;
      const longest = lengths[order[j]!]!;
      if (rows > 1 && (rows > maxRows || rows * longest > budget || !allFit(limits, longest, order, j + 1, i))) break;
      const total = cost[j]! + passCost + rows * longest;
      if (total < cost[i]!) {
        cost[i] = total;
        start[i] = j;
      }
    }
  }
  const batches: number[][] = [];
  for (let i = n; i > 0; i = start[i]!) batches.unshift(order.slice(start[i], i));
  return batches;
}

function allFit(limits: PackLimits, longest: number, order: readonly number[], from: number, to: number): boolean {
  if (limits.fits === undefined) return true;
  for (let k = from; k < to; k++) if (!limits.fits(longest, order[k]!)) return false;
  return true;
}
