/**
 * The statistics' settings every benchmark judges with: compare's defaults, except the fewest
 * resamples a run accepts, since benchmarks time the pipeline, not the precision of intervals.
 */
import type { StatisticsSettings, Verdict } from '../../src/results/types.js';

/** Seed, resamples, thresholds and --fail-on of a benchmark run. */
export const BENCH_STATISTICS = {
  seed: 0,
  resamples: 2000,
  confidence: 0.95,
  minEffect: 0,
  minItems: 30,
  klTolerance: 0.01,
  failOn: ['regressed'],
} as const satisfies StatisticsSettings & { readonly klTolerance: number; readonly failOn: readonly Verdict[] };
