/** items.jsonl line of a family added through `registerFamily`. */
import type { RegisteredFamilyId } from '../vocabulary.js';
import type { ItemLineFields } from './itemLine.js';

/**
 * items.jsonl line of a family added through `registerFamily` (docs/ARCHITECTURE.md §4): the
 * fields every record has; the rest is the family's own, written by its `score` and read by its
 * metrics and presentation, so the contract cannot describe it further.
 */
export interface RegisteredItemRecord extends ItemLineFields {
  readonly family: RegisteredFamilyId;
  readonly id: string;
  readonly tags: readonly string[];
  readonly [field: string]: unknown;
}
