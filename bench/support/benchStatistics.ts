/**
 * The statistics' settings every benchmark judges with: compare's defaults, except the fewest
 * resamples a run accepts, since benchmarks time the pipeline, not the precision of intervals.
 */
export { QUICK_STATISTICS as BENCH_STATISTICS } from '../../tools/quickStatistics.js';
