/** trend/: several run folders of one release line read together — order, comparability, base changes and drift. */
export { findRunDirs, type FoundRunDir } from './findRunDirs.js';
export { readTrendRuns, type PairedRunRead, type TrendRunsRead } from './readTrendRuns.js';
export { orderRuns } from './orderRuns.js';
export { runDifferences } from './runDifferences.js';
export { driftCheck, type DriftRun } from './driftCheck.js';
export { buildTrend } from './buildTrend.js';
export type { LoadedRun } from './loadedRun.js';
export { appendRelease, emptyReleases, lastRelease, parseReleases, readReleases } from './releaseFile.js';
