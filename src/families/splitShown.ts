/** Splits a group of evidence items into the few shown when it opens and the rest behind a toggle. */
import { formatCount } from '../format/format.js';

/** Items shown when a group opens; the others wait behind a second toggle. */
export const SHOWN_PER_GROUP = 5;

/** A group's items, split for display. */
export interface ShownItems<T> {
  readonly shown: readonly T[];
  readonly rest: readonly T[];
  /** "37 more", or null when nothing is held back. */
  readonly restLabel: string | null;
}

/** The first SHOWN_PER_GROUP of `items`, and the rest. */
export function splitShown<T>(items: readonly T[]): ShownItems<T> {
  const rest = items.slice(SHOWN_PER_GROUP);
  return { shown: items.slice(0, SHOWN_PER_GROUP), rest, restLabel: rest.length > 0 ? `${formatCount(rest.length)} more` : null };
}
