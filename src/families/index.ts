/**
 * The one table of families (docs/ARCHITECTURE.md §4). Adding a family is one folder
 * under families/ plus one row here, its id in results/vocabulary.ts and its record shape in
 * results/types.ts; the compiler points at every other place that must learn about it.
 */
import type { FamilyId } from '../results/types.js';
import { capabilityFamily } from './capability/index.js';
import { divergenceFamily } from './divergence/index.js';
import { refusalFamily } from './refusal/index.js';

/** Every family by id. */
export const families = {
  capability: capabilityFamily,
  refusal: refusalFamily,
  divergence: divergenceFamily,
} as const satisfies Record<FamilyId, { readonly id: FamilyId }>;

/** The family behind an id, typed by that id. */
export type FamilyOf<F extends FamilyId> = (typeof families)[F];

export type { Family, FamilyRun, FamilyScoreContext, FamilyScoreSettings, SideProgress } from './family.js';
export { CHUNK_ITEMS } from './pairChunks.js';
export { MemoryResultStore, type ResultStores, type SideResultStore, type SideOutcome, type StoreRole } from './resultStore.js';

/** A validated suite item of family F. */
export type FamilyItem<F extends FamilyId> = ReturnType<FamilyOf<F>['parseItem']>;
