/** Everything `runCompare` needs, already validated by the CLI. */
import type { ExecutionProvider, HubCacheLocation, ModelVariant } from '../model/index.js';
import type { OutputFolder } from '../results/index.js';
import type { RunSettings } from '../results/types.js';
import type { LoadTasksOptions } from '../tasks/index.js';
import type { ProgressSnapshot } from './progress/progressEstimate.js';

/** Inputs and settings of one comparison. */
import type { ReadLabel } from './labels/labelsFile.js';

export interface CompareOptions extends RunSettings {
  /** The process's peak resident set so far, bytes, recorded in results.json's timings; the CLI measures it (only it reads the process). */
  readonly peakRssBytes?: () => number;
  readonly basePath: string;
  readonly tunedPath: string;
  readonly baseTokenizerDir?: string;
  readonly tunedTokenizerDir?: string;
  /** A folder inside each model directory or hub repo, e.g. "onnx". */
  readonly subfolder?: string;
  /** Whether both models stay resident (`--memory`): auto (default), low (one at a time), both. */
  readonly memory?: 'auto' | 'low' | 'both';
  /** `--labels`: people's labels of refusal replies (read before any model loads) that correct the refusal metrics (docs/concepts/labels-and-ppi.md). */
  readonly labels?: { readonly file: string; readonly labels: readonly ReadLabel[] };
  /** The transformers.js variant of the base inside its folder or repo (--base-variant), e.g. fp32. */
  readonly baseVariant?: ModelVariant;
  /** The variant of every tuned candidate (--tuned-variant), e.g. q4. */
  readonly tunedVariant?: ModelVariant;
  /** Where repo ids are looked up (the CLI reads HF_HUB_CACHE / HF_HOME). */
  readonly hubCache?: HubCacheLocation;
  /** onnxruntime execution provider of both sessions; default cpu (recorded in results.json). */
  readonly executionProvider?: ExecutionProvider;
  /** GPU of the cuda provider; default 0. */
  readonly deviceId?: number;
  readonly suitesDir: string;
  /** tunegate's own suites folder, where the names of `--tasks` are found; default `suitesDir`. */
  readonly builtinSuitesDir?: string;
  /** `--tasks`: benchmark tasks, refusal sets or built-in suites by name, each replacing its family's suites (docs/reference/tasks.md). */
  readonly taskNames?: readonly string[];
  /** Few-shot examples per benchmark document (`--num-fewshot`); default 0. */
  readonly numFewshot?: number;
  /** The first N documents of each named task (`--limit`). */
  readonly taskLimit?: number;
  /** Where benchmark names read their data (`--task-source`): the shipped copies (default) or the local Hugging Face cache (`hubCache`). */
  readonly taskSource?: 'shipped' | 'hf-cache';
  /** `--apply-chat-template`, `--fewshot-as-multiturn`, `--system-instruction`: how benchmark prompts are built (docs/reference/tasks.md, "Chat templates"); absent: plain prompts. */
  readonly taskChat?: NonNullable<LoadTasksOptions['chat']>;
  /** The checked output folder: the run is written into its staging folder, then committed. */
  readonly output: OutputFolder;
  readonly systemPrompt?: string;
  /** Refusal patterns file; default `<suitesDir>/refusal/patterns.json`. */
  readonly refusalPatternsFile?: string;
  /** Labelled replies the patterns' agreement is measured on; default the built-in held-out corpus. */
  readonly refusalLabelsFile?: string;
  /** The command line as typed, recorded in results.json. */
  readonly command: readonly string[];
  /** Notes and warnings (stderr in the CLI). */
  readonly log: (line: string) => void;
  /** Each family's progress as it changes: items and tokens per side, ETA; absent, nothing is tracked. */
  readonly progress?: (snapshot: ProgressSnapshot) => void;
  /** Aborted on Ctrl-C: the run stops between chunks and reports what both models finished. */
  readonly signal?: AbortSignal;
  /** The result cache folder (docs/ARCHITECTURE.md §10), already checked writable; absent with --no-cache. */
  readonly cacheDir?: string;
  /** Score only the first N items of each family in its seeded stratified order (--max-items): a random sample; the run is then partial. */
  readonly maxItems?: number;
  /** `--sequential`: look at each family after growing prefixes of its scoring order and stop once its gate is settled (docs/concepts/statistics.md#sequential). */
  readonly sequential?: { readonly looks: number };
  /** Stop scoring at the next chunk boundary once this many milliseconds have passed since the run began (--time-budget). */
  readonly timeBudgetMs?: number;
}
