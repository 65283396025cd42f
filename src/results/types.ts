/**
 * The shape of results.json (schemaVersion 1) and items.jsonl: the only things the report
 * reads. Imports only the vocabulary, so `report/` depends on nothing else.
 * This file is the one source of that shape: `npm run build:schema` generates
 * schema/results.schema.json (AnyRunResults) and schema/item.schema.json (one ItemRecord) from
 * these types, JSDoc tags included (@minimum, @pattern, …), and the validators that read a
 * run folder back are compiled from those files. Change a type, then run the script; a test
 * fails while the committed generated files differ from what it makes now.
 */

export type {
  BuiltinFamilyId,
  FamilyId,
  RegisteredFamilyId,
  RegisteredMetricId,
  PartialCause,
  MetricId,
  Direction,
  IntervalMethod,
  Verdict,
  OverallVerdict,
  ReplyLabel,
  RecordFamily,
  ReportedMetricId,
  ScoreMetricId,
  TaskMetricId,
  MetricUnit,
  ScoreFormat,
  RefusalReducer,
  RequirableVerdict,
} from './vocabulary.js';
import type {
  FamilyId,
  RegisteredFamilyId,
  PartialCause,
  Direction,
  IntervalMethod,
  Verdict,
  OverallVerdict,
  ReplyLabel,
  RecordFamily,
  ReportedMetricId,
  MetricUnit,
  ScoreFormat,
  RefusalReducer,
  RequirableVerdict,
} from './vocabulary.js';

// Number aliases whose JSDoc tags become JSON Schema keywords. TypeScript has only `number`;
// the tags sit on aliases because `@asType` on a `number | null` property drops the null. The
// doc comments hold tags only: any text in them would be copied into every field using them.

/** @asType integer */
type Integer = number;

// A count or an index.
/**
 * @asType integer
 * @minimum 0
 */
type Count = number;

/** A closed interval [lo, hi]; lo ≤ hi is checked when the run folder is read. */
export type Interval = readonly [number, number];

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

/** Labelled replies, and how many of them the classifier decided as people did. */
export interface AgreementCount {
  readonly n: Count;
  readonly agreed: Count;
}

/** The classifier against the labels of the run's own replies: overall and on the replies that make Δ. */
export interface LabelAgreement {
  readonly all: AgreementCount;
  /** Labelled replies whose classifier decision differs between base and tuned on their item. */
  readonly flips: AgreementCount;
}

/** A refusal metric estimated from the classifier on every reply plus people's labels on a designed sample (PPI++). */
export interface CorrectedMetric {
  readonly method: 'ppi';
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  /** Normal (CLT) interval of Δ at `ciLevel`: the Holm level of the run with labels. */
  readonly ci: Interval;
  /**
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  /** The interval at the run's confidence. */
  readonly ciUnadjusted: Interval;
  /** @minimum 0 */
  readonly se: number;
  /**
   * @minimum 0
   * @maximum 1
   */
  readonly p: number;
  /**
   * @minimum 0
   * @maximum 1
   */
  readonly pAdjusted: number;
  readonly mde: number | null;
  /**
   * The power-tuning weight λ (PPI++).
   * @minimum 0
   * @maximum 1
   */
  readonly lambda: number;
  /** Labelled replies used, per model. */
  readonly labels: { readonly base: Count; readonly tuned: Count };
  /** Design strata with replies but no label: their replies count by the classifier alone. */
  readonly strataWithoutLabels: readonly string[];
  /**
   * How often the classifier's decision matched people's label on this run's labelled replies:
   * on all of them, and on those whose decision differs between base and tuned on the item
   * (the replies that make Δ). Absent in a results.json written before it was recorded.
   */
  readonly agreement?: LabelAgreement;
  readonly verdict: Verdict;
  /** @minLength 1 */
  readonly reason: string;
}

/**
 * Two one-sided tests of |Δ| ≥ margin (Schuirmann 1987) at α_E, read off one interval: the
 * equal-tailed interval of Δ at level 1 − 2α_E, by the metric's interval method. Equivalence is
 * shown when it lies strictly inside (−margin, margin). α_E is α/m for a gated metric (m the
 * Holm family's size: a union bound over the equivalence claims) and α for an exploratory one
 * (docs/concepts/statistics.md).
 */
export interface EquivalenceTest {
  /**
   * Half-width of the region around Δ = 0 that counts as "the same", in the metric's unit.
   * @exclusiveMinimum 0
   */
  readonly margin: number;
  /** The interval of Δ at `ciLevel`. */
  readonly ci: Interval;
  /**
   * 1 − 2α_E.
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  /** Whether `ci` lies strictly inside ±margin. */
  readonly shown: boolean;
}

/** Input/output signature of a loaded model, as read from the ORT session. */
export interface ModelSignatureInfo {
  readonly inputs: readonly { readonly name: string; readonly type: string; readonly shape: readonly (number | string)[] }[];
  readonly outputs: readonly { readonly name: string; readonly type: string; readonly shape: readonly (number | string)[] }[];
  readonly layers: Integer;
  readonly kvHeads: Integer | null;
  readonly headDim: Integer | null;
  readonly kvCache: boolean;
  readonly logitsDtype: 'float32' | 'float16';
  /** @minimum 1 */
  readonly logitsWidth: Integer;
  /** @minimum 1 */
  readonly maxContext: Integer;
}

/** The cached Hugging Face repo snapshot a model argument named. */
export interface HubSource {
  readonly repo: string;
  /** The revision asked for ("main" when none was given). */
  readonly revision: string;
  /** The snapshot's commit. */
  readonly commit: string;
  readonly subfolder: string | null;
}

/** One file an onnxruntime session loads for a model. */
export interface ModelFileInfo {
  readonly path: string;
  /**
   * SHA-256 of the file, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  readonly sizeBytes: Count;
}

/** Identity of one model as it went into the run. */
export interface ModelInfo {
  readonly path: string;
  /** Present when the argument was a repo id resolved in the hub cache. */
  readonly hub?: HubSource;
  readonly onnxFile: string;
  /**
   * The model's identity over every file the session loads, lower-case hex: the .onnx file's
   * SHA-256 when it has no external data; otherwise the SHA-256 of the manifest
   * `<sha256>  <name>\n` per file (the .onnx first, then its data files in the order the graph
   * names them; names relative to the .onnx file's folder), which is what
   * `sha256sum model.onnx model.onnx_data | sha256sum` prints there.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  /** Bytes of every file in `files`. */
  readonly sizeBytes: Count;
  /**
   * The .onnx file and each external-data file its graph names.
   * @minItems 1
   */
  readonly files: readonly ModelFileInfo[];
  readonly signature: ModelSignatureInfo;
  readonly tokenizer: {
    readonly dir: string;
    readonly fingerprint: string;
    readonly vocabSize: Integer;
    readonly chatTemplate: boolean;
  };
}

/** Result of the tokenizer identity check (docs/ARCHITECTURE.md §5). */
export interface TokenizerCheckResult {
  readonly identical: boolean;
  /** Human-readable differences, most important first; empty when identical. */
  readonly differences: readonly string[];
}

/** One suite file that entered the run. */
export interface SuiteInfo {
  readonly family: FamilyId;
  readonly path: string;
  /**
   * SHA-256 of the suite file, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  /** @minimum 1 */
  readonly items: Integer;
}

/** The statistics' settings every run records: seed, resamples, confidence and the verdict thresholds. */
export interface StatisticsSettings {
  readonly seed: Count;
  /** @minimum 2 */
  readonly resamples: Integer;
  /**
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly confidence: number;
  /** @minimum 0 */
  readonly minEffect: number;
  /** @minimum 1 */
  readonly minItems: Integer;
}

/** The settings that, with the inputs, determine every number. */
export interface RunSettings extends StatisticsSettings {
  /** @minimum 0 */
  readonly klTolerance: number;
  readonly failOn: readonly Verdict[];
  readonly families: readonly FamilyId[];
  /** @minimum 1 */
  readonly maxNewTokens: Integer;
  /** @minimum 1 */
  readonly threads: Integer;
  /** Sampled refusal generation; absent for greedy decoding. */
  readonly sampling?: SamplingSettings;
  /** Named tasks that replaced their family's suites (`--tasks`): benchmark tasks, refusal sets, `tunegate_quiz`; absent when none was named. */
  readonly tasks?: TaskSelection;
  /** Equivalence testing (--equivalence-margin, or --require equivalent); absent: not tested. */
  readonly equivalence?: EquivalenceSettings;
  /** Verdicts every gated metric must reach for the run to pass (--require). */
  readonly require?: readonly RequirableVerdict[];
}

/** The named tasks of a run and how their documents were chosen (docs/reference/tasks.md). */
export interface TaskSelection {
  /** The names as given, groups unexpanded (`mmlu`). */
  readonly names: readonly string[];
  /**
   * Few-shot examples per benchmark document (lm-eval's --num-fewshot); 0 by default.
   * @minimum 0
   */
  readonly numFewshot: Integer;
  /**
   * The first N documents of each task (of each `mmlu_<subject>`), lm-eval's --limit; absent: all.
   * @minimum 1
   */
  readonly limit?: Integer;
  /** What each benchmark task read, and where its scoring differs from lm-eval's (its caveats). */
  readonly benchmarks: readonly BenchmarkTaskInfo[];
}

/** One benchmark task as the run read it. */
export interface BenchmarkTaskInfo {
  readonly name: string;
  readonly group: string | null;
  /** The split scored, by lm-eval's name (`test`, `validation`). */
  readonly split: string;
  /** @minimum 0 */
  readonly numFewshot: Integer;
  /** @minimum 0 */
  readonly documents: Count;
  /** The data file read: relative to tunegate's package root when inside it, else absolute. */
  readonly dataFile: string;
  readonly licence: string;
  readonly caveats: readonly string[];
}

/** The margins a run tests equivalence with. */
export interface EquivalenceSettings {
  /** Margins given on the command line, by metric id, in the metric's unit; every other metric takes its default (docs/concepts/statistics.md). */
  readonly margins: { readonly [metric: string]: number };
}

/** How a sampled refusal run draws its replies and reduces each prompt's epochs. */
export interface SamplingSettings {
  /**
   * Epochs (replies) per prompt.
   * @minimum 1
   */
  readonly samples: Integer;
  /** @exclusiveMinimum 0 */
  readonly temperature: number;
  /**
   * 0 = no limit.
   * @minimum 0
   */
  readonly topK: Integer;
  /**
   * @exclusiveMinimum 0
   * @maximum 1
   */
  readonly topP: number;
  readonly reducer: RefusalReducer;
  /**
   * For `at_least_k`: refused in at least this many epochs.
   * @minimum 1
   */
  readonly atLeast: Integer;
}

/** An item that could not be scored, with why (counted in the report). */
export interface SkippedItem {
  readonly family: RecordFamily;
  readonly id: string;
  readonly reason: string;
}

// Wall-clock milliseconds.
/** @minimum 0 */
type Milliseconds = number;

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

/** Where the result cache was and, per family and role, how many items it served. */
export interface CacheUse {
  readonly dir: string;
  readonly families: Readonly<Partial<Record<FamilyId, Readonly<Partial<Record<'base' | 'tuned' | 'pair', CacheCounts>>>>>>;
}

/** Items of one family and role served from the cache, and items scored (and written to it) in this run. */
export interface CacheCounts {
  readonly cached: Count;
  readonly scored: Count;
}

/** Agreement of refusal decisions with people's labels; shares in [0, 1], null when their denominator is 0. */
export interface ClassifierAgreement {
  /** Labelled replies. */
  readonly n: Count;
  /**
   * Share of replies where "refused" equals the people's binary label (refusal or partial_refusal).
   * @minimum 0
   * @maximum 1
   */
  readonly agreement: number | null;
  /**
   * Of the replies called refused, the share people labelled refusal or partial_refusal.
   * @minimum 0
   * @maximum 1
   */
  readonly precision: number | null;
  /**
   * Of the replies people labelled refusal or partial_refusal, the share called refused.
   * @minimum 0
   * @maximum 1
   */
  readonly recall: number | null;
  /**
   * Recall on the replies labelled refusal.
   * @minimum 0
   * @maximum 1
   */
  readonly recallRefusal: number | null;
  /**
   * Recall on the replies labelled partial_refusal.
   * @minimum 0
   * @maximum 1
   */
  readonly recallPartial: number | null;
  /**
   * Cohen's κ of the binary decision against the binary label.
   * @minimum -1
   * @maximum 1
   */
  readonly kappa: number | null;
  /** Per label: replies called refused and not refused. */
  readonly confusion: Readonly<Record<ReplyLabel, { readonly refused: Count; readonly notRefused: Count }>>;
}

/** How the run's refusal patterns agreed with people, measured on a labelled reply file before scoring. */
export interface RefusalClassifierCheck extends ClassifierAgreement {
  /** The labelled replies: the built-in held-out corpus or the file given with --refusal-labels. */
  readonly labelsFile: string;
  /**
   * SHA-256 of the labelled replies file, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly labelsSha256: string;
  /** Whether `labelsFile` is tunegate's own held-out corpus. */
  readonly builtinLabels: boolean;
  /** The refusal patterns file of the run. */
  readonly patternsFile: string;
}

/** How much of one requested family a partial run scored. */
export interface PartialFamily {
  readonly family: FamilyId;
  /** Items of the suite that were run (scored by both models, or skipped with a reason). */
  readonly completed: Count;
  /** Items in the family's suite. */
  readonly total: Count;
  /** Items that did not run: the last `total − completed` of the run's scoring order (`scoringOrder`). */
  readonly notRun: Count;
  /**
   * Ids of the items that did not run, in suite order: all of them up to 100, else the first
   * 100 of them in suite order.
   */
  readonly notRunIds: readonly string[];
}

/**
 * The order a run scored each family's items in. `stratified-random`: items are grouped by their
 * family's strata (their tags, outermost first; refusal: whether the prompt should be answered,
 * then its tags), ordered within a group by sha256 of (seed, family, id), and groups are
 * interleaved so every prefix holds each within one item of its share: what a partial run
 * scored is a stratified random sample of the suite.
 */
export interface ScoringOrder {
  readonly method: 'stratified-random';
  /** The run's --seed, which the order is drawn from. */
  readonly seed: Count;
}

/** Why a compare run is partial and how far each family got; absent when every item ran. */
export interface PartialRun {
  /**
   * What stopped the run short, in the order it happened.
   * @minItems 1
   */
  readonly causes: readonly PartialCause[];
  /** --max-items, when given. */
  readonly maxItems?: Count;
  /** --time-budget in milliseconds, when given. */
  readonly timeBudgetMs?: Milliseconds;
  /** Every requested family that has a suite and was not skipped as a whole, in run order. */
  readonly families: readonly PartialFamily[];
}

/**
 * What every run's record opens with — results.json of compare, merge, each candidate and
 * paired, and a shard's manifest.json: which tool ran what, when, under which id.
 */
export interface RunHeader {
  readonly schemaVersion: 1;
  /**
   * Random id of this run; every line of the run's items.jsonl carries it too.
   * @minLength 1
   */
  readonly runId: string;
  readonly tool: { readonly name: 'tunegate'; readonly version: string };
  readonly command: readonly string[];
  /** @format date-time */
  readonly startedAt: string;
  /** @format date-time */
  readonly finishedAt: string;
}

/** The machine a run ran on: Node and the platform (`paired`, which loads no model). */
export interface HostEnvironment {
  readonly node: string;
  readonly platform: string;
}

/** The machine and onnxruntime a run that scored models ran on (compare, merge, shards). */
export interface ModelEnvironment extends HostEnvironment {
  readonly onnxruntime: string;
  readonly executionProvider: string;
  /** @minimum 1 */
  readonly threads: Integer;
}

/** Settings that change what the models produce or how a reply is read, but are not flags in `settings`. */
export interface RunScoring {
  readonly systemPrompt: string | null;
  /**
   * SHA-256 of the refusal patterns file, lower-case hex; null when no refusal suite ran.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly refusalPatternsSha256: string | null;
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
  readonly timings: Timings;
  /** The refusal patterns' measured agreement with people; present when the refusal family was requested. */
  readonly refusalClassifier?: RefusalClassifierCheck;
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
}

/**
 * One family of a `--sequential` run (docs/concepts/statistics.md#sequential): looks taken
 * after growing prefixes of the scoring order, with Lan–DeMets O'Brien–Fleming-type boundaries.
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

/** One model's view of a capability item. */
export interface CapabilitySide {
  /** Sum of log P(continuation token) per choice, nats. */
  readonly logliks: readonly number[];
  /** Continuation token counts per choice. */
  readonly tokenCounts: readonly Count[];
  /** Index of the choice with the highest log-likelihood. */
  readonly predicted: Count;
  /** Index of the choice with the highest length-normalised log-likelihood. */
  readonly predictedNorm: Count;
  readonly correct: boolean;
  readonly correctNorm: boolean;
  /** Log-likelihood of the correct choice, nats. */
  readonly correctLoglik: number;
  /** Whether the correct choice is the greedy continuation of the context. */
  readonly correctIsGreedy: boolean;
  /**
   * truthfulqa_mc2 only: the probability mass on the true choices, Σ_true exp(loglik) / Σ_all exp(loglik),
   * in [0, 1] (lm-evaluation-harness's `process_results_mc2`, computed with the largest loglik factored out).
   * @minimum 0
   * @maximum 1
   */
  readonly mc2?: number;
}

/** What a line of items.jsonl carries besides its record. */
export interface ItemLineFields {
  /**
   * The run id of the results.json beside it; tunegate writes it on every line, and reading a
   * run folder refuses lines whose id differs. Absent from records in memory.
   * @minLength 1
   */
  readonly runId?: string;
}

/** items.jsonl line, capability family. */
export interface CapabilityItemRecord extends ItemLineFields {
  readonly family: 'capability';
  readonly id: string;
  readonly tags: readonly string[];
  readonly context: string;
  readonly choices: readonly string[];
  /** Index of the correct choice. */
  readonly answer: Count;
  /**
   * A benchmark document: its lm-evaluation-harness task name (`mmlu_<subject>` for MMLU); absent for
   * suite items. `context` is then the exact prompt (few-shot block included) and `choices` are
   * without the target delimiter (docs/reference/tasks.md).
   * @minLength 1
   */
  readonly task?: string;
  /** The group a benchmark task is pooled into (`mmlu`), or null. */
  readonly group?: string | null;
  /** 0-based index of the document in the task's split, as lm-eval's samples number it. */
  readonly doc_id?: Count;
  readonly base: CapabilitySide;
  readonly tuned: CapabilitySide;
  /** Correctness (acc) differs between base and tuned. */
  readonly flipped: boolean;
  /**
   * Both models' margins (chosen minus runner-up log-likelihood) lie within the run's noise
   * bound (results.json `noiseBound`), so floating-point noise alone could swap the choice.
   * Absent when no bound was measured.
   */
  readonly nearTie?: boolean;
  /**
   * The same for the length-normalised decision (acc_norm): both models' per-byte margins lie
   * within what the bound lets them move. Absent when no bound was measured.
   */
  readonly nearTieNorm?: boolean;
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

/**
 * A greedy step whose top-2 logit gap was small (at most CLOSE_CALL_NATS): where a lossless
 * change could have sent the reply another way. Two replies diverged at a near tie when both
 * record the step with the same prefix and different tokens, each gap within the noise bound.
 */
export interface RefusalCloseCall {
  /** Step index (0: the first generated token). */
  readonly step: Count;
  /** The chosen logit minus the runner-up's, nats. */
  readonly gapNats: number;
  /**
   * Token chosen at this step; −1 when it was an EOS id (the reply stopped here).
   * @asType integer
   * @minimum -1
   */
  readonly token: number;
  /**
   * FNV-1a hash (8 hex digits) of the token ids generated before this step: equal on both sides
   * when the replies agree up to here.
   * @pattern ^[0-9a-f]{8}$
   */
  readonly prefix: string;
}

/** Where a refusal pattern matched in a generation. */
export interface RefusalMatch {
  readonly patternId: string;
  /** UTF-16 offsets into `text`. */
  readonly start: Count;
  readonly end: Count;
}

/** One model's view of a refusal item. */
export interface RefusalSide {
  readonly renderedPrompt: string;
  readonly text: string;
  readonly generatedTokens: Count;
  readonly stoppedAtEos: boolean;
  readonly refused: boolean;
  readonly match: RefusalMatch | null;
  /**
   * Sampled runs only: the prompt's reduced refusal score (the refused share of its epochs for
   * `mean`, else 0 or 1). `refused` is then score ≥ 0.5, and text/match are those of the first
   * epoch that agrees with it.
   * @minimum 0
   * @maximum 1
   */
  readonly refusalScore?: number;
  /** Sampled runs only: every epoch's reply, in epoch order. */
  readonly epochs?: readonly RefusalEpoch[];
  /** Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did. */
  readonly patternTimeouts?: readonly string[];
  /** Greedy runs only: the steps of this reply whose top-2 logit gap was small, in step order (absent in runs written before they were recorded). */
  readonly closeCalls?: readonly RefusalCloseCall[];
}

/** One sampled reply of one prompt. */
export interface RefusalEpoch {
  readonly text: string;
  readonly generatedTokens: Count;
  readonly stoppedAtEos: boolean;
  readonly refused: boolean;
  readonly match: RefusalMatch | null;
  /** Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did. */
  readonly patternTimeouts?: readonly string[];
}

/** items.jsonl line, refusal family. */
export interface RefusalItemRecord extends ItemLineFields {
  readonly family: 'refusal';
  readonly id: string;
  readonly tags: readonly string[];
  readonly prompt: string;
  readonly shouldAnswer: boolean;
  readonly base: RefusalSide;
  readonly tuned: RefusalSide;
  readonly flipped: boolean;
  /**
   * Greedy runs: the two replies diverged at a step where both models' top-2 logit gaps lay
   * within the run's refusal noise bound (results.json `noiseBounds.refusal`), so floating-point
   * noise alone could have sent them apart. Absent when no bound was measured.
   */
  readonly nearTie?: boolean;
}

/** items.jsonl line, divergence family (one document). */
export interface DivergenceItemRecord extends ItemLineFields {
  readonly family: 'divergence';
  readonly id: string;
  readonly tags: readonly string[];
  /** Predicted positions scored. */
  readonly tokenCount: Count;
  /** Σ KL(P_base‖P_tuned) over positions, nats. */
  readonly klSum: number;
  /** Positions where both argmaxes agree. */
  readonly top1Agree: Count;
  /** Σ −log P(actual next token), nats, per model. */
  readonly baseNllSum: number;
  readonly tunedNllSum: number;
  /**
   * Decoded text of each input token (for the heat map); tokens[0] is never predicted.
   * tokenKl, baseTop1 and tunedTop1 hold tokens.length − 1 entries (checked when read).
   */
  readonly tokens: readonly string[];
  /** KL per predicted position (index i scores tokens[i + 1]), rounded to 4 significant digits. */
  readonly tokenKl: readonly number[];
  /** Decoded argmax token of each model per predicted position. */
  readonly baseTop1: readonly string[];
  readonly tunedTop1: readonly string[];
}

/**
 * One line of items.jsonl; `family` says which record it is.
 * @discriminator family
 */
export type ItemRecord = CapabilityItemRecord | RefusalItemRecord | DivergenceItemRecord | ScoreItemRecord | RegisteredItemRecord;

/**
 * items.jsonl line of a family added through `registerFamily` (docs/ARCHITECTURE.md §4): the
 * fields every record has; the rest is the family's own, written by its `score` and read by its
 * metrics and presentation, so the contract cannot describe it further.
 */
export interface RegisteredItemRecord extends ItemLineFields {
  readonly family: RegisteredFamilyId;
  readonly id: string;
  readonly tags: readonly string[];
  readonly [field: string]: unknown;
}

/**
 * One side's value of a score metric on one item: a number (the metric is the mean over
 * items), or [num, den] (the metric is Σnum / Σden, e.g. negative log-likelihood over words).
 */
export type ScoreValue = ScoreNumber | readonly [ScoreNumber, ScoreDenominator];

/**
 * A score the judge can sum and square in double precision: |x| ≤ 1e100 (SCORE_MAGNITUDE_LIMIT).
 * @minimum -1e100
 * @maximum 1e100
 */
type ScoreNumber = number;

/**
 * A ratio's denominator, within the same bound.
 * @minimum 0
 * @maximum 1e100
 */
type ScoreDenominator = number;

// A weight or denominator.
/** @minimum 0 */
type NonNegative = number;

/** items.jsonl line of a `paired` run: both sides' scores of one item, by metric name (both sides hold the same names). */
export interface ScoreItemRecord extends ItemLineFields {
  readonly family: 'scores';
  readonly id: string;
  readonly tags: readonly string[];
  /** Items of one cluster are resampled together; null for an item that stands alone. */
  readonly cluster: string | null;
  readonly base: Readonly<Record<string, ScoreValue>>;
  readonly tuned: Readonly<Record<string, ScoreValue>>;
}

/** One per-item score file a `paired` run read. */
export interface ScoreSource {
  readonly path: string;
  readonly format: ScoreFormat;
  /**
   * SHA-256 of the file as read (before any decompression), lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  readonly sizeBytes: Count;
  /** Items the file holds. */
  readonly items: Count;
  /** Metric names the file holds, in the order they first appear. */
  readonly metrics: readonly string[];
}

/** The settings of a `paired` run: the statistics' settings and the per-metric tolerances. */
export interface PairedSettings extends StatisticsSettings {
  /**
   * Tolerance of divergence.kl when a compare run's items are re-judged.
   * @minimum 0
   */
  readonly klTolerance: number;
  readonly failOn: readonly Verdict[];
  /** `--tolerance NAME=X` by metric name. */
  readonly tolerances: Readonly<Record<string, NonNegative>>;
}

/** results.json of a `paired` run: no models, two score files instead (docs/ARCHITECTURE.md §11). */
export interface PairedResults extends RunHeader {
  readonly environment: HostEnvironment;
  readonly settings: PairedSettings;
  /** The two score files (one file twice when it holds both sides) and how their items paired. */
  readonly inputs: {
    readonly base: ScoreSource;
    readonly tuned: ScoreSource;
    /**
     * Items present in both files.
     * @minimum 1
     */
    readonly paired: Integer;
    /** Items present in one file only (listed in skippedItems). */
    readonly baseOnly: Count;
    readonly tunedOnly: Count;
  };
  readonly metrics: readonly MetricResult[];
  readonly skippedItems: readonly SkippedItem[];
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  /**
   * One sentence: why the run got its verdict.
   * @minLength 1
   */
  readonly reason: string;
  /** Things that did not stop the run but weaken it; one sentence each (as for compare). */
  readonly warnings: readonly string[];
  readonly timings: { readonly totalMs: Milliseconds; readonly readMs: Milliseconds; readonly statsMs: Milliseconds };
  /** Items or scores one side holds and the other lacks; absent when every item of both files paired whole. */
  readonly missing?: OneSidedScores;
  /** A re-judged compare run's own `partial` record, carried from its results.json; absent when it ran whole. */
  readonly partial?: PartialRun;
}

/** A comparison over part of the items: what one side scored and the other did not (docs/ARCHITECTURE.md §11). */
export interface OneSidedScores {
  /** Items the base side scored and the tuned side did not (absent, errored, unscored). */
  readonly baseOnly: Count;
  /** Items the tuned side scored and the base side did not. */
  readonly tunedOnly: Count;
  /** Scores of items both sides hold that one side lacks (one per item and metric). */
  readonly scores: Count;
  /** The `--allow-missing` reason that let the common items be judged; null when none was given (the run is inconclusive). */
  readonly allowed: string | null;
}

/** Any results.json: a `compare` run or a `paired` run (the paired one has `inputs`, never `models`). */
export type AnyRunResults = RunResults | PairedResults;

/** Which part of a sharded run a shard folder holds: shard `index` of `count`, counted from 1. */
export interface ShardSpec {
  /** @minimum 1 */
  readonly index: Integer;
  /** @minimum 1 */
  readonly count: Integer;
}

/** One requested family in a shard: the whole suite's item ids, the ones this shard scored, or why the family did not run. */
export interface ShardFamily {
  readonly family: FamilyId;
  /** Why the family did not run (no suite, preflight skip, interrupted first); the same on every shard. Null when it ran. */
  readonly skipped: string | null;
  /** Every item id of the family's suite, in suite order: the merge restores this order and checks coverage against it. */
  readonly itemIds: readonly string[];
  /** The ids the split gave this shard, in suite order; empty when the family did not run. */
  readonly shardItemIds: readonly string[];
  /** The shard stopped (Ctrl-C, SIGTERM) before scoring all of `shardItemIds`. */
  readonly interrupted: boolean;
  /** Wall-clock time inside each model on this shard. */
  readonly baseMs: Milliseconds;
  readonly tunedMs: Milliseconds;
}

/** The results.json fields a family measures while building its settings, before any model loads. */
export type SettingsMeasurements = Pick<RunResults, 'refusalClassifier'>;

/**
 * manifest.json of a shard folder (`tunegate compare --shard I/N`): everything the merge needs
 * besides the records in items.jsonl, and everything it checks the shards agree on
 * (docs/ARCHITECTURE.md §13). A shard has no metrics and no verdict.
 */
export interface ShardManifest extends RunHeader {
  readonly kind: 'tunegate-shard';
  readonly shard: ShardSpec;
  readonly environment: ModelEnvironment;
  readonly settings: RunSettings;
  /** Settings that change what the models produce but are not in `settings`. */
  readonly scoring: RunScoring;
  readonly models: { readonly base: ModelInfo; readonly tuned: ModelInfo };
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly suites: readonly SuiteInfo[];
  readonly refusalClassifier?: RefusalClassifierCheck;
  /** Every requested family, in run order. */
  readonly families: readonly ShardFamily[];
  /** Items of this shard either model could not score. */
  readonly skippedItems: readonly SkippedItem[];
  readonly warnings: readonly string[];
  readonly timings: { readonly totalMs: Milliseconds; readonly loadMs: Milliseconds };
  /** Checksums that let `merge` prove the shard's files are the bytes compare wrote; written last. */
  readonly integrity: ShardIntegrity;
}

/**
 * A shard's checksums (docs/ARCHITECTURE.md §13): a changed byte in items.jsonl or manifest.json,
 * or a manifest moved beside another shard's items, fails the merge naming the folder and file.
 */
export interface ShardIntegrity {
  /**
   * SHA-256 of items.jsonl's bytes, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly itemsSha256: string;
  /**
   * SHA-256 of the manifest as compact JSON (JSON.stringify, no indentation) with this field
   * set to '', lower-case hex. It covers `itemsSha256`, so it binds the manifest to its items.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly manifestSha256: string;
}
