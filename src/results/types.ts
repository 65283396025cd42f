/**
 * The shape of results.json (schemaVersion 1) and items.jsonl: the only things the report
 * reads. Imports only the vocabulary, so `report/` depends on nothing else. The JSON Schema in
 * `schema/results.schema.json` mirrors this file; change both together.
 */

export type { FamilyId, MetricId, Direction, Verdict, OverallVerdict } from './vocabulary.js';
import type { FamilyId, MetricId, Direction, Verdict, OverallVerdict } from './vocabulary.js';

/** A closed interval [lo, hi]. */
export type Interval = readonly [number, number];

/** Exact mid-p McNemar test on the discordant pairs of a binary paired metric. */
export interface McNemarResult {
  /** Items where only base has the outcome (base 1, tuned 0). */
  readonly baseOnly: number;
  /** Items where only tuned has the outcome (base 0, tuned 1). */
  readonly tunedOnly: number;
  /** Two-sided mid-p value. */
  readonly pMidP: number;
}

/** Histogram of the bootstrap replicates of Δ, for the report's distribution chart. */
export interface BootstrapHistogram {
  /** Bin edges, length = counts.length + 1. */
  readonly edges: readonly number[];
  readonly counts: readonly number[];
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
  readonly n: number;
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  /** Percentile bootstrap CI of Δ at the run's confidence; null when n < 2. */
  readonly ci: Interval | null;
  readonly verdict: Verdict;
}

/** One metric's paired comparison. Numbers are null only when `verdict` is `skipped`. */
export interface MetricResult {
  readonly id: MetricId;
  readonly family: FamilyId;
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
  /** Percentile bootstrap CI of Δ at `ciLevel`, after Holm adjustment for gated metrics. */
  readonly ci: Interval | null;
  /** The unadjusted percentile CI at `ciLevel`. */
  readonly ciUnadjusted: Interval | null;
  readonly ciLevel: number;
  /** SD of the bootstrap replicates of Δ. */
  readonly se: number | null;
  /** Two-sided bootstrap p-value for Δ = no-change value. */
  readonly p: number | null;
  /** Holm-adjusted p (equals p for ungated metrics). */
  readonly pAdjusted: number | null;
  /** Minimum detectable |Δ| at 80 % power and this n. */
  readonly mde: number | null;
  /** Number of items (documents for divergence) that entered the metric. */
  readonly n: number;
  /** Number of tokens, divergence only. */
  readonly tokens?: number;
  /** Tolerance around the no-change value for non-directional metrics. */
  readonly tolerance?: number;
  readonly verdict: Verdict;
  /** One sentence explaining the verdict from the numbers beside it. */
  readonly reason: string;
  /** Wilson intervals of single-model rates (binary metrics). */
  readonly baseInterval?: Interval;
  readonly tunedInterval?: Interval;
  readonly mcnemar?: McNemarResult;
  /** Per-token distribution of the tuned-vs-base value (divergence.kl). */
  readonly distribution?: DistributionSummary;
  readonly histogram?: BootstrapHistogram;
  readonly byTag: readonly TagResult[];
}

/** Input/output signature of a loaded model, as read from the ORT session. */
export interface ModelSignatureInfo {
  readonly inputs: readonly { readonly name: string; readonly type: string; readonly shape: readonly (number | string)[] }[];
  readonly outputs: readonly { readonly name: string; readonly type: string; readonly shape: readonly (number | string)[] }[];
  readonly layers: number;
  readonly kvHeads: number | null;
  readonly headDim: number | null;
  readonly kvCache: boolean;
  readonly logitsDtype: 'float32' | 'float16';
  readonly logitsWidth: number;
  readonly maxContext: number;
}

/** Identity of one model as it went into the run. */
export interface ModelInfo {
  readonly path: string;
  readonly onnxFile: string;
  readonly sha256: string;
  readonly sizeBytes: number;
  readonly signature: ModelSignatureInfo;
  readonly tokenizer: {
    readonly dir: string;
    readonly fingerprint: string;
    readonly vocabSize: number;
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
  readonly sha256: string;
  readonly items: number;
}

/** The settings that, with the inputs, determine every number. */
export interface RunSettings {
  readonly seed: number;
  readonly resamples: number;
  readonly confidence: number;
  readonly minEffect: number;
  readonly minItems: number;
  readonly klTolerance: number;
  readonly failOn: readonly Verdict[];
  readonly families: readonly FamilyId[];
  readonly maxNewTokens: number;
  readonly threads: number;
}

/** An item that could not be scored, with why (counted in the report). */
export interface SkippedItem {
  readonly family: FamilyId;
  readonly id: string;
  readonly reason: string;
}

/** Wall-clock timings in milliseconds. */
export interface Timings {
  readonly totalMs: number;
  readonly loadMs: number;
  /** Bootstrap, Holm and verdicts over every family. */
  readonly statsMs: number;
  /** Per family: wall-clock time spent waiting on each model's forward passes. */
  readonly families: Readonly<Partial<Record<FamilyId, { readonly baseMs: number; readonly tunedMs: number }>>>;
}

/** results.json. */
export interface RunResults {
  readonly schemaVersion: 1;
  readonly tool: { readonly name: 'tunegate'; readonly version: string };
  readonly command: readonly string[];
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly environment: {
    readonly node: string;
    readonly onnxruntime: string;
    readonly executionProvider: string;
    readonly threads: number;
    readonly platform: string;
  };
  readonly settings: RunSettings;
  readonly models: { readonly base: ModelInfo; readonly tuned: ModelInfo };
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly suites: readonly SuiteInfo[];
  readonly metrics: readonly MetricResult[];
  readonly skippedItems: readonly SkippedItem[];
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  /** One sentence: why the run got its verdict. */
  readonly reason: string;
  readonly timings: Timings;
}

/** One model's view of a capability item. */
export interface CapabilitySide {
  /** Sum of log P(continuation token) per choice, nats. */
  readonly logliks: readonly number[];
  /** Continuation token counts per choice. */
  readonly tokenCounts: readonly number[];
  readonly predicted: number;
  readonly predictedNorm: number;
  readonly correct: boolean;
  readonly correctNorm: boolean;
  /** Log-likelihood of the correct choice, nats. */
  readonly correctLoglik: number;
  /** Whether the correct choice is the greedy continuation of the context. */
  readonly correctIsGreedy: boolean;
}

/** items.jsonl line, capability family. */
export interface CapabilityItemRecord {
  readonly family: 'capability';
  readonly id: string;
  readonly tags: readonly string[];
  readonly context: string;
  readonly choices: readonly string[];
  readonly answer: number;
  readonly base: CapabilitySide;
  readonly tuned: CapabilitySide;
  /** Correctness (acc) differs between base and tuned. */
  readonly flipped: boolean;
}

/** Where a refusal pattern matched in a generation. */
export interface RefusalMatch {
  readonly patternId: string;
  /** UTF-16 offsets into `text`. */
  readonly start: number;
  readonly end: number;
}

/** One model's view of a refusal item. */
export interface RefusalSide {
  readonly renderedPrompt: string;
  readonly text: string;
  readonly generatedTokens: number;
  readonly stoppedAtEos: boolean;
  readonly refused: boolean;
  readonly match: RefusalMatch | null;
}

/** items.jsonl line, refusal family. */
export interface RefusalItemRecord {
  readonly family: 'refusal';
  readonly id: string;
  readonly tags: readonly string[];
  readonly prompt: string;
  readonly shouldAnswer: boolean;
  readonly base: RefusalSide;
  readonly tuned: RefusalSide;
  readonly flipped: boolean;
}

/** items.jsonl line, divergence family (one document). */
export interface DivergenceItemRecord {
  readonly family: 'divergence';
  readonly id: string;
  readonly tags: readonly string[];
  /** Predicted positions scored. */
  readonly tokenCount: number;
  /** Σ KL(P_base‖P_tuned) over positions, nats. */
  readonly klSum: number;
  /** Positions where both argmaxes agree. */
  readonly top1Agree: number;
  /** Σ −log P(actual next token), nats, per model. */
  readonly baseNllSum: number;
  readonly tunedNllSum: number;
  /** Decoded text of each input token (for the heat map); tokens[0] is never predicted. */
  readonly tokens: readonly string[];
  /** KL per predicted position (index i scores tokens[i + 1]), rounded to 4 significant digits. */
  readonly tokenKl: readonly number[];
  /** Decoded argmax token of each model per predicted position. */
  readonly baseTop1: readonly string[];
  readonly tunedTop1: readonly string[];
}

/** One line of items.jsonl. */
export type ItemRecord = CapabilityItemRecord | RefusalItemRecord | DivergenceItemRecord;
