/** The result cache's part in a run, recorded under results.json `timings`. */
import type { FamilyId } from '../vocabulary.js';
import type { Count } from './numbers.js';

/** Where the result cache was and, per family and role, how many items it served. */
export interface CacheUse {
  readonly dir: string;
  readonly families: Readonly<Partial<Record<FamilyId, Readonly<Partial<Record<'base' | 'tuned' | 'pair', CacheCounts>>>>>>;
}

/** Items of one family and role served from the cache, and items scored (and written to it) in this run. */
export interface CacheCounts {
  readonly cached: Count;
  readonly scored: Count;
}
