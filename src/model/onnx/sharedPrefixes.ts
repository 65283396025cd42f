/** Finds contexts that begin with the same tokens, so their common start is computed once. */

/** Contexts (by index) whose first `length` tokens are the same. */
export interface PrefixGroup {
  readonly members: readonly number[];
  readonly length: number;
}

/**
 * Split the contexts `eligible` admits into groups that share a prefix, choosing the groups that
 * save the most tokens: contexts are sorted by their tokens, so alike ones sit side by side, and
 * the sorted order is cut into runs (dynamic programming) maximising Σ (members − 1) × length,
 * where a run's length is its members' longest common prefix, always leaving every member at
 * least one token of its own (its last token's row predicts what follows). Returns the groups of
 * at least two members and `minLength` tokens; contexts in none are not listed.
 */
export function sharedPrefixes(contexts: readonly (readonly number[])[], eligible: (i: number) => boolean = () => true, minLength = 2): PrefixGroup[] {
  const order = contexts
    .map((_, i) => i)
    .filter((i) => eligible(i) && contexts[i]!.length > 1)
    .sort((a, b) => compare(contexts[a]!, contexts[b]!) || a - b);
  const n = order.length;
  // best[i]: most tokens saved over order[0 … i); start[i]: where its last run begins.
  const best = new Array<number>(n + 1).fill(0);
  const start = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    best[i] = best[i - 1]!;
    start[i] = i - 1;
    let length = contexts[order[i - 1]!]!.length - 1;
    for (let j = i - 2; j >= 0; j--) {
      length = Math.min(length, commonPrefix(contexts[order[j]!]!, contexts[order[j + 1]!]!), contexts[order[j]!]!.length - 1);
      if (length < minLength) break;
      const saved = best[j]! + (i - j - 1) * length;
      if (saved > best[i]!) {
        best[i] = saved;
        start[i] = j;
      }
    }
  }
  const groups: PrefixGroup[] = [];
  for (let i = n; i > 0; i = start[i]!) {
    const members = order.slice(start[i], i);
    if (members.length < 2) continue;
    const length = Math.min(
      ...members.map((m) => contexts[m]!.length - 1),
      ...members.slice(1).map((m, k) => commonPrefix(contexts[members[k]!]!, contexts[m]!)),
    );
    groups.unshift({ members, length });
  }
  return groups;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let t = 0; t < Math.min(a.length, b.length); t++) if (a[t] !== b[t]) return a[t]! - b[t]!;
  return a.length - b.length;
}

function commonPrefix(a: readonly number[], b: readonly number[]): number {
  let t = 0;
  while (t < a.length && t < b.length && a[t] === b[t]) t++;
  return t;
}
