/**
 * Whether an interval lies wholly beyond "no change" for a metric: past 0 for a directional
 * metric, past ±tolerance for a metric without a direction (divergence, whose Δ is never below 0,
 * so "excludes 0" would hold for any two models that differ in their last bit). The same test the
 * verdict applies (docs/ARCHITECTURE.md §6), for tags in "Where it changed".
 */
import type { MetricResult } from './types.js';

/** True when `ci` lies strictly above or below the metric's no-change region; false for a null interval. */
export function clearsNoChange(metric: Pick<MetricResult, 'direction' | 'tolerance'>, ci: readonly [number, number] | null): boolean {
  if (ci === null) return false;
  const band = metric.direction === 'none' ? (metric.tolerance ?? 0) : 0;
  return ci[0] > band || ci[1] < -band;
}
