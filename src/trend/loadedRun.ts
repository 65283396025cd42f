/** A run folder as the trend reads it. */
import type { ItemRecord, RunResults } from '../results/index.js';

/** A run folder as `trend` reads it: where it is, its results and its items. */
export interface LoadedRun {
  /** The folder as given or found. */
  readonly dir: string;
  /** The name shown for the run: the folder's path relative to where it was searched, or as given. */
  readonly name: string;
  readonly results: RunResults;
  readonly items: readonly ItemRecord[];
  /** Whether report.html is in the folder (the trend links to it). */
  readonly hasReport: boolean;
}
