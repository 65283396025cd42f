/** paired/: gate on per-item scores another harness produced — read, pair by id, judge as compare does, write the run folder. */
export { runPaired } from './runPaired.js';
export type { PairedOptions } from './pairedOptions.js';
export { pairScores, type PairedScores } from './pairScores.js';
export { scoreMetricDefinitions, knownMetric, statistic, type ScoreMetricOptions } from './scoreMetrics.js';
export * from './readers/index.js';
