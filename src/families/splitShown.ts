/** Splits a group of evidence items into the few shown when it opens and the rest behind a toggle. */
import { formatCount } from '../format/format.js';
import { capEvidence } from './evidenceCap.js';

/** Items shown when a group opens; the others wait behind a second toggle. */
export const SHOWN_PER_GROUP = 5;

/** A group's items, split for display. */
export interface ShownItems<T> {
  readonly shown: readonly T[];
  readonly rest: readonly T[];
  /** "37 more", or null when nothing is held back. */
  readonly restLabel: string | null;
  /** "+N more in items.csv and items.jsonl" when the group is longer than MAX_EVIDENCE_ITEMS, else null. */
  readonly omittedLabel: string | null;
}

/** The first SHOWN_PER_GROUP of `items`, and the rest up to MAX_EVIDENCE_ITEMS in all; the others are only counted. */
export function splitShown<T>(items: readonly T[]): ShownItems<T> {
  const { kept, omittedLabel } = capEvidence(items);
  const rest = kept.slice(SHOWN_PER_GROUP);
  return { shown: kept.slice(0, SHOWN_PER_GROUP), rest, restLabel: rest.length > 0 ? `${formatCount(rest.length)} more` : null, omittedLabel };
}
