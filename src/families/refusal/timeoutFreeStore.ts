/**
 * A refusal decision made while a pattern timed out is not kept: the timeout may say more about
 * how busy the machine was than about the regex, and a kept decision would repeat it on every
 * rerun. Leaving the item out of the store leaves its chunk incomplete there, so the next run
 * scores that chunk again (docs/ARCHITECTURE.md §10: the chunk is the unit of reuse).
 */
import type { RefusalSide } from '../../results/types.js';
import type { SideOutcome, SideResultStore } from '../resultStore.js';

/** Whether any reply of the outcome (every sampled epoch) had a pattern time out. */
export function hasPatternTimeout(outcome: SideOutcome<RefusalSide>): boolean {
  if (!('side' in outcome)) return false;
  return [outcome.side, ...(outcome.side.epochs ?? [])].some((reply) => (reply.patternTimeouts?.length ?? 0) > 0);
}

/** `store` that keeps every outcome except those with a pattern timeout; undefined stays undefined. */
export function timeoutFreeStore(store: SideResultStore<RefusalSide> | undefined): SideResultStore<RefusalSide> | undefined {
  if (store === undefined) return undefined;
  return {
    get: (item) => store.get(item),
    put: (item, outcome) => {
      if (!hasPatternTimeout(outcome)) store.put(item, outcome);
    },
  };
}
