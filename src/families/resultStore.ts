/**
 * Where a family's scorer looks up one side's per-item results before scoring and keeps them as
 * they finish (docs/ARCHITECTURE.md §10). The run gives one store per (family, side): the disk
 * cache keyed by the model's content and the result-changing settings, or a memory store that
 * lets several candidates share one base pass within a process.
 */
import type { FamilyId } from '../results/types.js';

/** One side's outcome for one item: its score, or why it was skipped. */
export type SideOutcome<S> = { readonly side: S } | { readonly skipped: string };

/** Per-item outcomes of one model under one family's settings, keyed by the item itself. */
export interface SideResultStore<S = unknown> {
  /** The kept outcome for `item`, or undefined when it has not been scored under this key. */
  get(item: unknown): SideOutcome<S> | undefined;
  /** Keep `item`'s outcome (called as soon as it is scored). */
  put(item: unknown, outcome: SideOutcome<S>): void;
}

/** Whose results a store keeps: one model's, or (divergence) the base/tuned pair's together. */
export type StoreRole = 'base' | 'tuned' | 'pair';

/** The stores of one run, per family and role; undefined where nothing is kept. */
export type ResultStores = (family: FamilyId, role: StoreRole) => SideResultStore | undefined;

/** A store held in memory for the life of the process, keyed by the item's id. */
export class MemoryResultStore<S = unknown> implements SideResultStore<S> {
  private readonly outcomes = new Map<string, SideOutcome<S>>();

  get(item: unknown): SideOutcome<S> | undefined {
    return this.outcomes.get(itemKey(item));
  }

  put(item: unknown, outcome: SideOutcome<S>): void {
    this.outcomes.set(itemKey(item), outcome);
  }
}

// Items are the parsed suite lines; within one process a suite's items are frozen objects, so
// their JSON is a faithful key (the disk cache uses canonical JSON, since key order may vary).
function itemKey(item: unknown): string {
  return JSON.stringify(item);
}
