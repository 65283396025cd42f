/**
 * The statistics' settings of tests, tools and benchmarks that run the pipeline rather than
 * measure the precision of its intervals: compare's defaults, except the fewest resamples a
 * run accepts (2 000). One declaration, spread where a run's options are built.
 */
import type { StatisticsSettings, Verdict } from '../src/results/types.js';

/** Seed, resamples, thresholds and --fail-on of a quick run (override `minItems` where a fixture is small). */
export const QUICK_STATISTICS = {
  seed: 0,
  resamples: 2000,
  confidence: 0.95,
  minEffect: 0,
  minItems: 30,
  klTolerance: 0.01,
  failOn: ['regressed'],
} as const satisfies StatisticsSettings & { readonly klTolerance: number; readonly failOn: readonly Verdict[] };
