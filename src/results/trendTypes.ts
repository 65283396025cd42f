/**
 * The shape of trend.json (`tunegate trend`): runs of one release line side by side, the runs
 * measured differently and the drift check. Written by trend/, rendered by report/.
 */
import type { Direction, Interval, MetricResult, MetricUnit, OverallVerdict, ReportedMetricId, Verdict } from './types.js';

/** How the runs are ordered: by results.json `startedAt`, or as given on the command line. */
export type TrendOrder = 'time' | 'given';

/** One gated metric of one run, as the trend shows it. */
export interface TrendPoint {
  readonly id: ReportedMetricId;
  readonly base: number | null;
  readonly tuned: number | null;
  readonly delta: number | null;
  /** Δ's interval at `ciLevel` (the metric's Holm level in its run). */
  readonly ci: Interval | null;
  readonly ciLevel: number;
  readonly verdict: Verdict;
}

/** A run of the line, in trend order. */
export interface TrendRun {
  readonly name: string;
  readonly dir: string;
  readonly runId: string;
  readonly startedAt: string;
  readonly base: { readonly path: string; readonly sha256: string };
  readonly tuned: { readonly path: string; readonly sha256: string };
  /** The base model differs from the previous run's: a new release became the baseline here. */
  readonly newBase: boolean;
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  readonly partial: boolean;
  readonly hasReport: boolean;
  readonly points: readonly TrendPoint[];
}

/** A run that was measured differently from the line (other suites or settings), with what differs. */
export interface ApartRun {
  readonly name: string;
  readonly dir: string;
  readonly startedAt: string;
  readonly hasReport: boolean;
  /** One sentence per difference, naming the field and both values. */
  readonly differences: readonly string[];
}

/** A gated metric the trend follows. */
export interface TrendMetric {
  readonly id: ReportedMetricId;
  readonly label: string;
  readonly direction: Direction;
  readonly unit?: MetricUnit;
  /** Half-width of "no change" for metrics without a direction. */
  readonly tolerance?: number;
}

/** The drift check: the newest run's tuned model against the oldest run's tuned model of the same base. */
export interface DriftCheck {
  readonly from: string;
  readonly to: string;
  readonly baseSha256: string;
  /** Items both runs scored, paired by family and id. */
  readonly pairedItems: number;
  /** Metrics of the drift, Δ = newest − oldest, ids as in the runs. */
  readonly metrics: readonly MetricResult[];
  /** `regressed` when a gated metric of the newest run is worse than the oldest's beyond noise. */
  readonly verdict: OverallVerdict;
  readonly reason: string;
}

/** Why there is no drift check. */
export interface DriftSkipped {
  readonly skipped: string;
}

/** trend.json. */
export interface TrendResult {
  readonly kind: 'tunegate-trend';
  readonly schemaVersion: 1;
  readonly order: TrendOrder;
  readonly metrics: readonly TrendMetric[];
  /** The line, oldest first; the newest run sets what "measured the same way" means. */
  readonly runs: readonly TrendRun[];
  readonly apart: readonly ApartRun[];
  readonly drift: DriftCheck | DriftSkipped;
}
