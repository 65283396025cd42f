/**
 * The base value a table shows. KL divergence (either direction) measures the tuned model against the base, so the
 * base's own value is 0 by definition, not a measurement: tables show "—" for it
 * (docs/reference/report.md), while results.json keeps the 0 the statistics use.
 */
import type { MetricResult } from '../results/types.js';

/** Metrics whose base value is the reference point of the measurement rather than a measured value. */
const REFERENCE_BASE: ReadonlySet<string> = new Set(['divergence.kl', 'divergence.reverse_kl']);

/** `metric.base`, or null where the base is the reference point (KL). */
export function shownBase(metric: Pick<MetricResult, 'id' | 'base'>): number | null {
  return REFERENCE_BASE.has(metric.id) ? null : metric.base;
}
