/** Skipped items counted for the terminal, summary.md and verdict reasons: how many, and why most often. */
import type { RecordFamily, SkippedItem } from '../results/types.js';
import { compareStrings } from './format.js';

/** Skipped items of one family whose reasons differ only in their numbers. */
export interface SkippedGroup {
  readonly family: RecordFamily;
  readonly count: number;
  /** The first item's reason, as an example of the group. */
  readonly reason: string;
}

/** Total skipped and the largest groups first. */
export interface SkippedSummary {
  readonly total: number;
  readonly groups: readonly SkippedGroup[];
}

/**
 * Group `skipped` by family and reason, treating reasons that differ only in their numbers
 * ("prompt is 140 tokens…", "prompt is 152 tokens…") as one; largest group first, then family
 * and reason in code-unit order.
 */
export function summarizeSkippedItems(skipped: readonly SkippedItem[]): SkippedSummary {
  const groups = new Map<string, { family: RecordFamily; count: number; reason: string }>();
  for (const item of skipped) {
    const key = `${item.family}\u0000${item.reason.replace(/\d+(\.\d+)?/g, '#')}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { family: item.family, count: 1, reason: item.reason });
  }
  const ordered = [...groups.values()].sort((a, b) => b.count - a.count || compareStrings(a.family, b.family) || compareStrings(a.reason, b.reason));
  return { total: skipped.length, groups: ordered };
}

/** "3 items: 2 capability (e.g. context + choice is …), 1 refusal (…)", at most `top` groups and "…" for the rest; null when none. */
export function formatSkippedLine(skipped: readonly SkippedItem[], top = 3): string | null {
  const summary = summarizeSkippedItems(skipped);
  if (summary.total === 0) return null;
  const shown = summary.groups.slice(0, top).map((group) => `${group.count} ${group.family} (${group.count > 1 ? 'e.g. ' : ''}${group.reason})`);
  const rest = summary.groups.length > top ? ', …' : '';
  return `${summary.total} item${summary.total === 1 ? '' : 's'}: ${shown.join(', ')}${rest}`;
}
