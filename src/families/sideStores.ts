/** A family's two side stores from the run's store table. */
import type { FamilyId } from '../results/types.js';
import type { ResultStores, SideResultStore } from './resultStore.js';

/** Base and tuned stores of `family`, typed as the family's side result (the table keeps what the family stored). */
export function sideStores<S>(stores: ResultStores | undefined, family: FamilyId): { base?: SideResultStore<S>; tuned?: SideResultStore<S> } {
  const base = stores?.(family, 'base') as SideResultStore<S> | undefined;
  const tuned = stores?.(family, 'tuned') as SideResultStore<S> | undefined;
  return { ...(base === undefined ? {} : { base }), ...(tuned === undefined ? {} : { tuned }) };
}
