/** A family's run from its paired chunk scores: the one shape every paired family returns. */
import type { ItemRecord, NoiseBound } from '../results/types.js';
import type { FamilyRun } from './family.js';
import type { PairedScores } from './pairChunks.js';

/** `records` with the skipped items, model times and interruption of `scores`, and the noise bound when one was measured. */
export function familyRunOf<R extends ItemRecord>(records: readonly R[], scores: PairedScores<unknown>, bound: NoiseBound | null): FamilyRun<R> {
  return {
    records,
    skippedItems: scores.skipped,
    baseMs: scores.baseMs,
    tunedMs: scores.tunedMs,
    interrupted: scores.interrupted,
    ...(bound === null ? {} : { noiseBound: bound }),
  };
}
