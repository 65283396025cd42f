/** The order of a release line: by when each run started, or as given. */
import type { TrendOrder } from '../results/index.js';
import type { LoadedRun } from './loadedRun.js';

/**
 * Runs oldest first. `time` sorts by results.json `startedAt` (ISO 8601 UTC, so the instants
 * compare as numbers), keeping the given order between runs that started at the same instant;
 * `given` keeps the order of the arguments. Never mutates `runs`.
 */
export function orderRuns<R extends Pick<LoadedRun, 'results'>>(runs: readonly R[], order: TrendOrder): R[] {
  if (order === 'given') return [...runs];
  return runs
    .map((run, index) => ({ run, index, at: Date.parse(run.results.startedAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ run }) => run);
}
