/** View model of the items that could not be scored, grouped by family and reason. */
import type { SkippedItem } from '../../results/types.js';
import { compareStrings, formatCount } from '../../format/format.js';
import { familyLabel } from './metricRows.js';

/** How many example ids a group lists. */
const EXAMPLES = 5;

/** Skipped items grouped by (family, reason), largest group first. */
export interface SkippedItemsView {
  readonly total: number;
  readonly groups: readonly { readonly family: string; readonly reason: string; readonly count: string; readonly examples: string }[];
}

/** Group `skipped` by family and reason; groups ordered by size, then family, then reason. */
export function skippedItemsView(skipped: readonly SkippedItem[]): SkippedItemsView {
  const groups = new Map<string, { readonly first: SkippedItem; readonly list: SkippedItem[] }>();
  for (const item of skipped) {
    const key = `${item.family}\u0000${item.reason}`;
    const group = groups.get(key) ?? { first: item, list: [] };
    group.list.push(item);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => b.list.length - a.list.length || compareStrings(a.first.family, b.first.family) || compareStrings(a.first.reason, b.first.reason),
  );
  return {
    total: skipped.length,
    groups: ordered.map(({ first, list }) => ({
      family: familyLabel(first.family),
      reason: first.reason,
      count: formatCount(list.length),
      examples:
        list
          .slice(0, EXAMPLES)
          .map((i) => i.id)
          .join(', ') + (list.length > EXAMPLES ? ', …' : ''),
    })),
  };
}
