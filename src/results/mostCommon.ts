/** The one "mode" of tunegate: the most common of a sample's epoch values, with one tie rule. */

/**
 * The value that occurs most often in `values`, values being the same when `key` gives the same
 * result (by default the value itself, compared as a Map key). Ties go to the value seen first:
 * Python's `Counter.most_common` rule, which Inspect's `mode` reducer uses, so a mode tunegate
 * computes equals the one Inspect logs for the same epochs. For 0/1 epochs (refused or not)
 * that makes an even split take the first epoch's outcome. Undefined for no values. O(n).
 */
export function mostCommon<T>(values: readonly T[], key: (value: T) => unknown = (value) => value): T | undefined {
  const counts = new Map<unknown, { value: T; count: number }>();
  for (const value of values) {
    const id = key(value);
    const entry = counts.get(id) ?? { value, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  // A Map iterates in first-seen order, and only a strictly higher count displaces the leader.
  let best: { value: T; count: number } | undefined;
  for (const entry of counts.values()) if (best === undefined || entry.count > best.count) best = entry;
  return best?.value;
}
