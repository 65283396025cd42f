/** results.json of a `paired` run: two score files instead of models (docs/ARCHITECTURE.md §11). */
import type { OverallVerdict, ScoreFormat, Verdict } from '../vocabulary.js';
import type { HostEnvironment, RunHeader, SkippedItem } from './header.js';
import type { MetricResult } from './metric.js';
import type { Count, Integer, Milliseconds } from './numbers.js';
import type { PartialRun } from './partial.js';
import type { StatisticsSettings } from './settings.js';
import type { PolicyRecord } from './policy.js';

// A weight or denominator.
/** @minimum 0 */
type NonNegative = number;

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
  /** The harness tasks the file's items belong to, sorted; absent when the file does not say. */
  readonly tasks?: readonly string[];
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
  /** The release policy the run was judged under (--policy); absent: the flags' gate. */
  readonly policy?: PolicyRecord;
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
