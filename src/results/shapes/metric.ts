/** One metric's paired comparison in results.json, with its tests, intervals and per-tag results. */
import type { Direction, IntervalMethod, MetricUnit, RecordFamily, ReportedMetricId, Verdict } from '../vocabulary.js';
import type { CorrectedMetric } from './corrected.js';
import type { ClaimResult } from './policy.js';
import type { EquivalenceTest } from './equivalence.js';
import type { Count, Integer, Interval } from './numbers.js';

/** Exact mid-p McNemar test on the discordant pairs of a binary paired metric. */
export interface McNemarResult {
  /** Items where only base has the outcome (base 1, tuned 0). */
  readonly baseOnly: Count;
  /** Items where only tuned has the outcome (base 0, tuned 1). */
  readonly tunedOnly: Count;
  /**
   * Two-sided mid-p value.
   * @minimum 0
   * @maximum 1
   */
  readonly pMidP: number;
}

/** Histogram of the bootstrap replicates of Δ, for the report's distribution chart. */
export interface BootstrapHistogram {
  /** Bin edges, length = counts.length + 1 (checked when the run folder is read). */
  readonly edges: readonly number[];
  readonly counts: readonly Count[];
}

/** Percentiles of a per-token distribution (divergence.kl), natural-log units. */
export interface DistributionSummary {
  readonly mean: number;
  readonly median: number;
  readonly p90: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

/** One tag's exploratory (never gated) paired result. */
export interface TagResult {
  readonly tag: string;
  readonly n: Count;
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  /** Bootstrap CI of Δ at `ciLevel` (the run's confidence), by the metric's method; null when n < 2. */
  readonly ci: Interval | null;
  /**
   * Level of `ci`.
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  readonly verdict: Verdict;
}

/** One metric's paired comparison. Numbers are null only when `verdict` is `skipped`. */
export interface MetricResult {
  readonly id: ReportedMetricId;
  readonly family: RecordFamily;
  /** Short human label, e.g. "Accuracy". */
  readonly label: string;
  readonly direction: Direction;
  /** Whether the metric takes part in the gate (Holm correction, exit code). */
  readonly gated: boolean;
  /** Base value (for pairwise divergence metrics: base against itself). */
  readonly base: number | null;
  /** Tuned value (for pairwise divergence metrics: tuned against base). */
  readonly tuned: number | null;
  /** tuned − base. */
  readonly delta: number | null;
  /**
   * Bootstrap CI of Δ at `ciLevel`, the level the verdict uses: the metric's Holm level for
   * gated metrics, the run's confidence otherwise. Null when skipped or n < 2.
   */
  readonly ci: Interval | null;
  /**
   * Level of `ci`, in (0, 1).
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  /** The CI at `ciUnadjustedLevel` (the run's confidence), without Holm adjustment. */
  readonly ciUnadjusted: Interval | null;
  /**
   * Level of `ciUnadjusted`: the run's confidence.
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciUnadjustedLevel: number;
  /** How both CIs are formed. */
  readonly ciMethod: IntervalMethod;
  /** SD of the bootstrap replicates of Δ; for ciMethod `cluster-t`, the cluster-robust (CR2) standard error the interval uses. */
  readonly se: number | null;
  /**
   * Two-sided bootstrap p-value for "no change": Δ = 0, or |Δ| ≤ tolerance when there is one.
   * @minimum 0
   * @maximum 1
   */
  readonly p: number | null;
  /**
   * Holm-adjusted p (equals p for ungated metrics).
   * @minimum 0
   * @maximum 1
   */
  readonly pAdjusted: number | null;
  /**
   * Minimum detectable |Δ| at 80 % power and this n, at the level of `ci`; null when not
   * estimable (SE 0: identical outputs or no discordant pairs) or when there is no bootstrap.
   */
  readonly mde: number | null;
  /** Number of items (documents for divergence) that entered the metric. */
  readonly n: Count;
  /** Number of tokens, divergence only. */
  readonly tokens?: Count;
  /**
   * Number of clusters resampled as units, when the items carry clusters (score metrics only).
   * @minimum 1
   */
  readonly clusters?: Integer;
  /** Display unit; only score metrics carry it (built-in metrics have a fixed one). */
  readonly unit?: MetricUnit;
  /**
   * Tolerance around the no-change value for non-directional metrics.
   * @minimum 0
   */
  readonly tolerance?: number;
  readonly verdict: Verdict;
  /**
   * One sentence explaining the verdict from the numbers beside it.
   * @minLength 1
   */
  readonly reason: string;
  /** The equivalence test, when the run tests equivalence and the metric has a margin and an interval. */
  readonly equivalence?: EquivalenceTest;
  /** The policy's claim on this metric, judged (--policy); absent without a policy or a policy entry. */
  readonly claim?: ClaimResult;
  /** Wilson intervals of single-model rates (binary metrics). */
  readonly baseInterval?: Interval;
  readonly tunedInterval?: Interval;
  readonly mcnemar?: McNemarResult;
  /** Per-token distribution of the tuned-vs-base value (divergence.kl). */
  readonly distribution?: DistributionSummary;
  readonly histogram?: BootstrapHistogram;
  readonly byTag: readonly TagResult[];
  /**
   * The metric re-judged with people's labels of a sample of its replies (`--labels`,
   * prediction-powered inference; docs/concepts/labels-and-ppi.md). When present the gate reads
   * its verdict; the fields above stay the classifier-only estimate, judged as without labels.
   */
  readonly corrected?: CorrectedMetric;
}
