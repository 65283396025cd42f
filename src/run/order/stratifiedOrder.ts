/** A permutation that shuffles within strata and interleaves them, level by level, in proportion. */
import { proportionalInterleave } from './proportionalInterleave.js';

/** One item as the order sees it: its strata, outermost first, and its random rank. */
export interface OrderUnit {
  /** Nested strata, outermost first (["arithmetic", "fractions"]); items sharing a prefix share those strata. */
  readonly strata: readonly string[];
  /** The item's place among the items of its innermost stratum: smaller first (a seeded hash). */
  readonly rank: string;
}

/**
 * Indices of `units` in scoring order. Items are grouped by their first stratum, each group by
 * its next stratum, and so on; an item whose strata end at a level forms, with the others that
 * end there, one more group ordered before the named ones. Inside the innermost group items go
 * by rank (then index); at each level the groups (by name) are merged by
 * proportionalInterleave, so every prefix holds each group of a level within one item of its
 * share of its parent's prefix. Ranks that are a seeded hash make the whole a stratified random
 * order that depends on no input order.
 */
export function stratifiedOrder(units: readonly OrderUnit[]): number[] {
  return orderAt(
    units,
    units.map((_, index) => index),
    0,
  );
}

function orderAt(units: readonly OrderUnit[], indices: readonly number[], depth: number): number[] {
  const ended: number[] = [];
  const groups = new Map<string, number[]>();
  for (const index of indices) {
    const name = units[index]!.strata[depth];
    if (name === undefined) ended.push(index);
    else {
      const group = groups.get(name);
      if (group === undefined) groups.set(name, [index]);
      else group.push(index);
    }
  }
  const byRank = (a: number, b: number): number => {
    const ra = units[a]!.rank;
    const rb = units[b]!.rank;
    return ra < rb ? -1 : ra > rb ? 1 : a - b;
  };
  const parts = [...(ended.length > 0 ? [ended.sort(byRank)] : []), ...[...groups.keys()].sort().map((name) => orderAt(units, groups.get(name)!, depth + 1))];
  if (parts.length <= 1) return parts[0] ?? [];
  const next = parts.map(() => 0);
  return proportionalInterleave(parts.map((part) => part.length)).map((s) => parts[s]![next[s]!++]!);
}
