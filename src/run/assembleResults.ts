/** The last stage before writing: judged metrics and scoring facts become one results.json. */
import type { RunMetricsResult } from '../judge/index.js';
import type {
  HolmFamily,
  SequentialFamily,
  ModelInfo,
  FamilyId,
  NoiseBound,
  PartialRun,
  RecordMeasurements,
  RefusalClassifierCheck,
  RunResults,
  RunScoring,
  RunSettings,
  SkippedItem,
  SuiteInfo,
  TaskSelection,
  Timings,
  TokenizerCheckResult,
} from '../results/types.js';
import { runHeader, type RunStart } from '../results/runHeader.js';
import { compareEnvironment } from './compareEnvironment.js';
import { scoringOrderRecord } from './order/scoringOrder.js';

/** Everything results.json holds, gathered from the stages that produced it. */
export interface ResultsParts extends RunStart {
  readonly settings: RunSettings;
  readonly threads: number;
  /** The onnxruntime execution provider both models ran on; default cpu. */
  readonly executionProvider?: string;
  readonly models: { readonly base: ModelInfo; readonly tuned: ModelInfo };
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly suites: readonly SuiteInfo[];
  readonly judged: RunMetricsResult;
  readonly skippedItems: readonly SkippedItem[];
  readonly warnings: readonly string[];
  /** Facts about the models' export no flag of the run changes (families/family.ts, `WarningKind`); recorded only when there are some. */
  readonly advice?: readonly string[];
  readonly timings: Timings;
  readonly refusalClassifier?: RefusalClassifierCheck;
  /** Set when several candidates were judged together. */
  readonly holmFamily?: HolmFamily;
  readonly partial?: PartialRun;
  /** The system prompt and refusal patterns scored with. */
  readonly scoring?: RunScoring;
  /** The first noise bound measured (capability's when it ran), and every family's. */
  readonly noiseBound?: NoiseBound;
  readonly noiseBounds?: Partial<Record<FamilyId, NoiseBound>>;
  /** With --sequential: where each family stopped. */
  readonly sequential?: Partial<Record<FamilyId, SequentialFamily>>;
  /** What families measured over their records beside their metrics (run/scoreComparison.ts scoredMeasurements). */
  readonly measured?: RecordMeasurements;
}

/** results.json of a compare run; `finishedAt` is now. */
export function assembleResults(parts: ResultsParts): RunResults {
  return {
    ...runHeader(parts),
    environment: compareEnvironment(parts),
    settings: parts.settings,
    models: parts.models,
    tokenizerCheck: parts.tokenizerCheck,
    suites: parts.suites,
    metrics: parts.judged.metrics,
    // Items the judge left out for a non-finite statistic are skipped items like any other.
    skippedItems: [...parts.skippedItems, ...parts.judged.unscored],
    verdict: parts.judged.overall.verdict,
    exitCode: parts.judged.overall.exitCode,
    reason: parts.judged.overall.reason,
    warnings: parts.warnings,
    ...(parts.advice === undefined || parts.advice.length === 0 ? {} : { advice: parts.advice }),
    timings: parts.timings,
    ...(parts.refusalClassifier === undefined ? {} : { refusalClassifier: parts.refusalClassifier }),
    ...(parts.measured?.divergence === undefined ? {} : { divergence: parts.measured.divergence }),
    ...(parts.holmFamily === undefined ? {} : { holmFamily: parts.holmFamily }),
    ...(parts.partial === undefined ? {} : { partial: parts.partial }),
    ...(parts.scoring === undefined ? {} : { scoring: parts.scoring }),
    ...(parts.noiseBound === undefined ? {} : { noiseBound: parts.noiseBound }),
    ...(parts.noiseBounds === undefined ? {} : { noiseBounds: parts.noiseBounds }),
    // compare, its candidates and merge all score in this order (run/scoreComparison.ts).
    scoringOrder: scoringOrderRecord(parts.settings.seed),
    ...(parts.sequential === undefined ? {} : { sequential: parts.sequential }),
  };
}

/** The settings part of the options, exactly the fields results.json records. */
export function runSettings(options: RunSettings, tasks?: TaskSelection): RunSettings {
  const {
    seed,
    resamples,
    confidence,
    minEffect,
    minItems,
    klTolerance,
    failOn,
    families: requested,
    maxNewTokens,
    threads,
    sampling,
    equivalence,
    require,
    policy,
  } = options;
  return {
    seed,
    resamples,
    confidence,
    minEffect,
    minItems,
    klTolerance,
    failOn,
    families: requested,
    maxNewTokens,
    threads,
    ...(sampling === undefined ? {} : { sampling }),
    ...(tasks === undefined ? {} : { tasks }),
    ...(equivalence === undefined ? {} : { equivalence }),
    ...(require === undefined ? {} : { require }),
    ...(policy === undefined ? {} : { policy }),
  };
}
