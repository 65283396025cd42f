/** results.json of a `compare` run, its timings and noise bounds, and the union with a `paired` run. */
import type { FamilyId, OverallVerdict } from '../vocabulary.js';
import type { CacheUse } from './cache.js';
import type { RefusalClassifierCheck } from './classifier.js';
import type { ModelEnvironment, RunHeader, RunScoring, SkippedItem } from './header.js';
import type { ModelInfo, SuiteInfo, TokenizerCheckResult } from './inputs.js';
import type { MetricResult } from './metric.js';
import type { DivergenceResults } from './divergence.js';
import type { Count, Milliseconds } from './numbers.js';
import type { PairedResults } from './paired.js';
import type { PartialRun, ScoringOrder } from './partial.js';
import type { RunSettings } from './settings.js';

/** Wall-clock timings in milliseconds. */
export interface Timings {
  readonly totalMs: Milliseconds;
  /** Opening both models (files, tokenizers, hashes, sessions); suites are read before and not counted. */
  readonly loadMs: Milliseconds;
  /** Bootstrap, Holm and verdicts over every family. */
  readonly statsMs: Milliseconds;
  /** Per family: wall-clock time spent waiting on each model's forward passes. */
  readonly families: Readonly<Partial<Record<FamilyId, { readonly baseMs: Milliseconds; readonly tunedMs: Milliseconds }>>>;
  /**
   * The result cache's part in the run (docs/ARCHITECTURE.md §10); absent with --no-cache. Kept
   * under timings because a resumed run and an uninterrupted one differ here and nowhere else.
   */
  readonly cache?: CacheUse;
  /** Peak resident set size of the tunegate process over the run, bytes (getrusage); absent in runs written before it was recorded. */
  readonly peakRssBytes?: number;
  /** True when base and tuned were resident one at a time (--memory low, or automatically); absent when both were. */
  readonly oneModelResident?: boolean;
}

/** results.json of a `compare` run. */
export interface RunResults extends RunHeader {
  readonly environment: ModelEnvironment;
  readonly settings: RunSettings;
  readonly models: { readonly base: ModelInfo; readonly tuned: ModelInfo };
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly suites: readonly SuiteInfo[];
  readonly metrics: readonly MetricResult[];
  readonly skippedItems: readonly SkippedItem[];
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  /**
   * One sentence: why the run got its verdict.
   * @minLength 1
   */
  readonly reason: string;
  /** Things that did not stop the run but weaken or slow it (a model without a KV cache, refusal patterns that timed out); one sentence each. */
  readonly warnings: readonly string[];
  /** Facts about how a model was exported that nothing in the run could change (a model without a KV cache, and the extra work it cost); one sentence each, shown after the verdict; absent when there are none. */
  readonly advice?: readonly string[];
  readonly timings: Timings;
  /** The refusal patterns' measured agreement with people; present when the refusal family was requested. */
  readonly refusalClassifier?: RefusalClassifierCheck;
  /** The divergence family's per-position distribution (KL tails, same top-1, Δp); present when it ran on records that hold them. */
  readonly divergence?: DivergenceResults;
  /** The first noise bound a family measured (capability's when it ran), by which its near ties were judged. */
  readonly noiseBound?: NoiseBound;
  /** Every family's noise bound, by family (capability: log-likelihoods; refusal: greedy top-2 logit gaps); absent when none was measured. */
  readonly noiseBounds?: Partial<Record<FamilyId, NoiseBound>>;
  /** Present when this run was one of several candidates judged against one base: the Holm family they shared. */
  readonly holmFamily?: HolmFamily;
  /** Present when some requested item did not run (--max-items, --time-budget, Ctrl-C): the run cannot pass. */
  readonly partial?: PartialRun;
  /** The order items were scored in, so what a partial run scored is a known sample; absent in runs made before it was recorded. */
  readonly scoringOrder?: ScoringOrder;
  /** The system prompt and refusal patterns the run scored with; absent in runs written before it was recorded. */
  readonly scoring?: RunScoring;
  /** Present with `--sequential`: per family that ran, the look it stopped at (a complete sequential test, not a partial run). */
  readonly sequential?: Partial<Record<FamilyId, SequentialFamily>>;
  /**
   * Present when the run was judged with people's labels (`compare --labels`, `report --labels`):
   * the labels the gate above read (docs/concepts/labels-and-ppi.md#what-the-gate-read).
   */
  readonly labels?: LabelsUsed;
  /**
   * Present with `labels`: the gate without them, as the classifier alone gave it. `verdict`,
   * `exitCode` and `reason` above are the gate with the labels, the one CI reads.
   */
  readonly classifierOnly?: ClassifierOnlyGate;
}

/** The labels a run was judged with. */
export interface LabelsUsed {
  /** The labels file as given on the command line. */
  readonly file: string;
  /** Filled labels read from it. */
  readonly count: Count;
  /** The draw the labels belong to (`tunegate label`'s seed and size, and the hash of the replies it chose). */
  readonly draw?: { readonly seed: number; readonly n: number; readonly items: string };
}

/** The overall gate of a run judged without labels. */
export interface ClassifierOnlyGate {
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  /** @minLength 1 */
  readonly reason: string;
}

/**
 * One family of a `--sequential` run (docs/concepts/statistics.md#sequential): looks taken
 * after growing prefixes of the scoring order, with Lan–DeMets error-spending boundaries (Hwang–Shih–DeCani, γ = −1).
 */
export interface SequentialFamily {
  /**
   * Looks the family's plan had (fewer than `--looks` when looks fell on the same chunk boundary).
   * @asType integer
   * @minimum 1
   */
  readonly looks: number;
  /**
   * The look at which the family stopped, 1-based; `looks` when it ran to the end.
   * @asType integer
   * @minimum 1
   */
  readonly stoppedAt: number;
  /**
   * Items of the scoring order the verdict rests on (a prefix).
   * @asType integer
   * @minimum 1
   */
  readonly itemsUsed: number;
  /** The confidence the family was judged at at that look: 1 − its boundary-adjusted level (its metrics' intervals are at this level, Holm-adjusted). */
  readonly confidence: number;
}

/**
 * The Holm family of a candidate judged together with others (`compare BASE T1 T2 …`): the
 * gated metrics of every candidate are adjusted together, so `pAdjusted` and each gated
 * metric's `ciLevel` hold the family-wise error over candidates × metrics.
 */
export interface HolmFamily {
  /**
   * Candidates compared with the base in the same run.
   * @asType integer
   * @minimum 2
   */
  readonly candidates: number;
  /** Hypotheses Holm adjusted for: the gated metrics with an interval, over every candidate. */
  readonly size: Count;
}

/**
 * How far numerical noise can move a capability margin, measured on the models of the run:
 * the same items scored in one batch and one at a time (docs/concepts/lossless-changes.md).
 */
export interface NoiseBound {
  /** The bound in nats: 2 × an upper 95 % confidence bound of the largest per-item spread (at least 2 × spreadNats; docs/concepts/lossless-changes.md), at least the float32 resolution of the log-likelihoods seen. */
  readonly nats: number;
  /** Largest |batched − single| log-likelihood of any choice, nats. */
  readonly spreadNats: number;
  /** Items the self-check scored per model. */
  readonly items: Count;
  /** batched-vs-single: capability's choice log-likelihoods; batched-vs-single-first-step: refusal's first greedy step, its top-2 logit gap. */
  readonly method: 'batched-vs-single' | 'batched-vs-single-first-step';
}

/** The results.json fields a family measures while building its settings, before any model loads. */
export type SettingsMeasurements = Pick<RunResults, 'refusalClassifier'>;

/** The results.json fields a family measures over its scored records, beside its metrics (the same fields of RunResults). */
export interface RecordMeasurements {
  readonly divergence?: DivergenceResults;
}

/** Any results.json: a `compare` run or a `paired` run (the paired one has `inputs`, never `models`). */
export type AnyRunResults = RunResults | PairedResults;
