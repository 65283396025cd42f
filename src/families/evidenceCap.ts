/**
 * The bound on evidence a report lists (docs/reference/outputs.md, "How much evidence the report
 * lists"): a run of a million items must not write a report of hundreds of megabytes, and the
 * whole record of every item is in items.jsonl and items.csv anyway.
 */
import { formatCount } from '../format/format.js';

/** Items one evidence list (a flip or refusal group, the scores table, the divergence documents) shows at most. */
export const MAX_EVIDENCE_ITEMS = 200;

/** A list cut to MAX_EVIDENCE_ITEMS, with what was left out. */
export interface CappedEvidence<T> {
  readonly kept: readonly T[];
  /** Items not in the report. */
  readonly omitted: number;
  /** "+N more in items.csv and items.jsonl", or null when nothing was left out. */
  readonly omittedLabel: string | null;
}

/** The first `limit` of `items` (already in the order the report shows them) and a count of the rest. */
export function capEvidence<T>(items: readonly T[], limit: number = MAX_EVIDENCE_ITEMS): CappedEvidence<T> {
  const omitted = Math.max(0, items.length - limit);
  return {
    kept: omitted === 0 ? items : items.slice(0, limit),
    omitted,
    omittedLabel: omitted === 0 ? null : `+${formatCount(omitted)} more in items.csv and items.jsonl`,
  };
}
