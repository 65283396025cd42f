/** The settings a run records: statistics, named tasks, equivalence margins and sampling. */
import type { FamilyId, RefusalReducer, RequirableVerdict, Verdict } from '../vocabulary.js';
import type { Count, Integer } from './numbers.js';
import type { PolicyRecord } from './policy.js';

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
  /** The release policy the run was judged under (--policy); absent: the flags' gate. */
  readonly policy?: PolicyRecord;
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
  /** How the benchmark prompts were built: lm-eval's chat flags (docs/reference/tasks.md, "Chat templates"); absent: plain prompts, no system instruction. */
  readonly chat?: TaskChatSelection;
  /** What each benchmark task read, and where its scoring differs from lm-eval's (its caveats). */
  readonly benchmarks: readonly BenchmarkTaskInfo[];
  /** The lm-eval release whose prompts, few-shot draws and metrics the benchmark tasks reproduce ("0.4.6"); absent in older results. */
  readonly lmEvalVersion?: string;
  /** The published refusal prompt sets named (docs/reference/refusal-sets.md), with their licences and caveats; absent when none was. */
  readonly refusalSets?: readonly RefusalSetSelection[];
}

/** One published refusal prompt set as the run read it. */
export interface RefusalSetSelection {
  /** The name it was selected by (`xstest_safe`). */
  readonly name: string;
  /** The shipped file, relative to tunegate's package root. */
  readonly file: string;
  /** @minimum 0 */
  readonly prompts: Count;
  readonly licence: string;
  /** What the prompts are and what refusing one means. */
  readonly description: string;
  /** Where tunegate's reading of the set differs from what its study measured (its SOURCE.md's caveats), as a benchmark task's caveats say where its scoring differs from lm-eval's. */
  readonly caveats: readonly string[];
}

/** lm-eval's --apply_chat_template, --fewshot_as_multiturn and --system_instruction, as the run used them. */
export interface TaskChatSelection {
  /** Each model's own chat template rendered the prompts (--apply-chat-template). */
  readonly applyChatTemplate: boolean;
  /** Few-shot examples as user/assistant turns (--fewshot-as-multiturn). */
  readonly fewshotAsMultiturn: boolean;
  /** --system-instruction, as given; absent: none. */
  readonly systemInstruction?: string;
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
  /** The task's version in lm-eval (its YAML's metadata.version); absent when the task has none. */
  readonly lmEvalVersion?: string;
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
