/**
 * How a metric of a family whose sequential test stopped before its last look is marked: its
 * numbers are measured on the prefix of the scoring order scored until the stop, not on the
 * whole suite (docs/concepts/statistics.md#sequential).
 */
import type { AnyRunResults, FamilyId, SequentialFamily } from '../results/types.js';

/** The family's sequential record when it stopped before its last look, else undefined (ran to the end, or no --sequential). */
export function stoppedEarly(results: AnyRunResults, family: string): SequentialFamily | undefined {
  const s = 'sequential' in results ? results.sequential?.[family as FamilyId] : undefined;
  return s !== undefined && s.stoppedAt < s.looks ? s : undefined;
}

/** The short mark beside a verdict: "measured so far: look 1 of 4, 256 items". */
export function sequentialMark(s: SequentialFamily): string {
  return `measured so far: look ${s.stoppedAt} of ${s.looks}, ${s.itemsUsed} items`;
}

/** The sentence a metric's reason ends with when its family stopped early; `resamples` when the look was judged with more than the run's. */
export function sequentialReasonNote(s: SequentialFamily, resamples?: number): string {
  const judged = resamples === undefined ? '' : ` (judged with ${resamples} resamples, enough to resolve the look's level)`;
  return `Measured so far: the sequential test stopped at look ${s.stoppedAt} of ${s.looks}${judged}, so this rests on the first ${s.itemsUsed} items of the scoring order.`;
}
