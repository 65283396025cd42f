/** Small integer sequences for building ids, masks and positions. */

/** `n` ones (an all-attend mask row). */
export function ones(n: number): number[] {
  return new Array<number>(n).fill(1);
}

/** The integers lo, lo+1, …, hi−1 (empty when hi ≤ lo). */
export function range(lo: number, hi: number): number[] {
  return Array.from({ length: Math.max(0, hi - lo) }, (_, i) => lo + i);
}
