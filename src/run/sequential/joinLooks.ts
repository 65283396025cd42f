/** One family's run across the looks of a `--sequential` run, each look having scored only its new items (docs/concepts/statistics.md#sequential). */
import type { FamilyRun, ScoredEarlier, SideProgress } from '../../families/index.js';

/**
 * The run of every look so far: the earlier looks' records and skipped items followed by the new
 * look's, model time summed, and the new look's interruption. The noise bound is the new look's,
 * which is the earlier looks' (the check reads the same first items, measured once per loaded model).
 */
export function joinLooks(earlier: ScoredEarlier | undefined, run: FamilyRun): FamilyRun {
  if (earlier === undefined) return run;
  const { noiseBound } = run;
  return {
    records: [...earlier.run.records, ...run.records],
    skippedItems: [...earlier.run.skippedItems, ...run.skippedItems],
    baseMs: earlier.run.baseMs + run.baseMs,
    tunedMs: earlier.run.tunedMs + run.tunedMs,
    interrupted: run.interrupted,
    ...(noiseBound === undefined ? {} : { noiseBound }),
  };
}

/**
 * `progress` as the family's items count it, for a look whose scorer counts from the first item
 * past `earlier`: its item indices and counts shifted by the items earlier looks scored, its model
 * time added to theirs (the tracker keeps each side's latest time in the family).
 */
export function lookProgress(progress: (update: SideProgress) => void, earlier: ScoredEarlier | undefined): (update: SideProgress) => void {
  if (earlier === undefined) return progress;
  const from = earlier.items;
  const ms = { base: earlier.run.baseMs, tuned: earlier.run.tunedMs };
  return (update) =>
    progress({
      ...update,
      done: update.done + from,
      total: update.total + from,
      ms: update.ms + ms[update.side],
      ...(update.finished === undefined ? {} : { finished: update.finished.map((index) => index + from) }),
    });
}
