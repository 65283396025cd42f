/**
 * How a metric is computed and judged: per-item sufficient statistics (value = Σnum / Σden
 * over the items it includes), so one paired bootstrap engine serves every metric
 * (docs/ARCHITECTURE.md §6). Each family declares its own.
 */
import type { ExtremeItemSides } from '../stats/index.js';
import type { Direction, IntervalMethod, ItemRecord, MetricUnit, RecordFamily, ReportedMetricId } from '../results/types.js';

/** One item's contribution to a ratio-of-sums metric. */
export interface SufficientStatistic {
  readonly num: number;
  readonly den: number;
}

/** Tolerance settings a non-directional metric may read. */
export interface ToleranceSettings {
  readonly klTolerance: number;
}

/** How one metric is computed and judged, over records of type R. */
export interface MetricDefinition<R extends ItemRecord = ItemRecord> {
  readonly id: ReportedMetricId;
  readonly family: RecordFamily;
  readonly label: string;
  readonly direction: Direction;
  /** Gated metrics take part in Holm correction and the exit code; others are exploratory. */
  readonly gated: boolean;
  /**
   * Paired binary outcome (0/1 num, den 1 on both sides): McNemar and Wilson apply. A rate
   * whose two columns are not one outcome per side (the flip rate: near-tie flips against all flips) is not binary here.
   */
  readonly binary: boolean;
  /**
   * Interval of Δ (default percentile): percentile for per-item rates; studentized for ratios
   * of sums over documents of very different lengths, where percentile intervals from a few
   * hundred documents cover too rarely (docs/concepts/statistics.md has the measurement). Needs the
   * same denominator on both sides.
   */
  readonly interval?: IntervalMethod;
  /**
   * With a studentized interval: the ends widened by one more copy of the most extreme item
   * (stats/extremeItemAdjustment.ts), on the long tail's side: 'upper' for KL, 'skewed' (the side
   * the sample's skewness points to) for ratio scores. Absent: the plain interval.
   */
  readonly extremeItem?: ExtremeItemSides;
  /**
   * Equivalence needs the sample to reach into the metric's tail (stats/lognormalTailReach.ts):
   * a sample whose largest carriers leave too much of a lognormal's mean unseen shows no
   * equivalence, and says how many items would (docs/concepts/statistics.md, heavy-tailed KL).
   */
  readonly tailReach?: true;
  /** Tolerance around the no-change value of Δ (non-directional metrics). */
  readonly tolerance?: (settings: ToleranceSettings) => number;
  /**
   * The default equivalence margin (> 0, the metric's unit): the |Δ| that still counts as "the
   * same" when a run tests equivalence (--equivalence-margin overrides it by metric id). Absent:
   * equivalence is tested only with a margin given on the command line.
   */
  readonly equivalenceMargin?: (settings: ToleranceSettings) => number;
  /** Display unit recorded in results.json; built-in metrics leave it out (their unit is fixed by id). */
  readonly unit?: MetricUnit;
  /**
   * The item's cluster, or null when it stands alone. When any item has one, the bootstrap
   * resamples whole clusters (their statistics summed) and the per-item tests (McNemar,
   * Wilson) are left out, since they assume independent items.
   */
  readonly cluster?: (record: R) => string | null;
  /** Tokens an item holds, for a metric over tokens: the result records their total beside n. */
  readonly tokens?: (record: R) => number;
  /** An item's per-token values, whose percentiles the result records as its `distribution`. */
  readonly perToken?: (record: R) => readonly number[];
  /** Whether an item enters this metric. */
  readonly includes: (record: R) => boolean;
  readonly base: (record: R) => SufficientStatistic;
  readonly tuned: (record: R) => SufficientStatistic;
}

/** A binary outcome as a sufficient statistic: num 1 or 0 over den 1. */
export function binaryStatistic(value: boolean): SufficientStatistic {
  return { num: value ? 1 : 0, den: 1 };
}

/** Every item enters the metric. */
export function everyItem(): boolean {
  return true;
}

/** Erase a family's record type so the judge can hold definitions of every family in one list. */
export function anyRecord<R extends ItemRecord>(definition: MetricDefinition<R>): MetricDefinition {
  return definition as unknown as MetricDefinition;
}
