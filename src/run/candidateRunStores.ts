/**
 * The result-store table of a comparison, built in this one place (docs/ARCHITECTURE.md §10):
 * which (family, side) pairs keep their per-item outcomes, and where.
 */
import { MemoryResultStore, type ResultStores, type SideResultStore } from '../families/index.js';
import type { FamilyId } from '../results/types.js';

/**
 * Stores for a run of several candidates against one base: a memory store per family for the
 * base side, the same object for every candidate, so the base scores each item once and every
 * later candidate reads it back; the candidate side keeps nothing (each candidate is new). A
 * family whose scorer needs both models at once (divergence) never asks.
 */
export function candidateRunStores(): ResultStores {
  const base = new Map<FamilyId, SideResultStore>();
  return (family, side) => {
    if (side !== 'base') return undefined;
    let store = base.get(family);
    if (store === undefined) {
      store = new MemoryResultStore();
      base.set(family, store);
    }
    return store;
  };
}
