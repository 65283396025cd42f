/** The shapes `tasks/` hands the scorer: formatted documents and what each task is (docs/ARCHITECTURE.md §2). */
import type { ChatMessage, ChatPromptOptions } from './promptTypes.js';

/** A metric lm-eval reports for a multiple-choice task; `mc2` is truthfulqa_mc2's probability mass on the true answers. */
export type TaskMetric = 'acc' | 'acc_norm' | 'mc2';

/** One benchmark document formatted as lm-eval v0.4.6 formats it. */
export interface TaskDoc {
  /** lm-eval task name: 'arc_easy', 'mmlu_anatomy', 'truthfulqa_mc2', ... */
  readonly task: string;
  /** 'mmlu' for the mmlu_<subject> subtasks, else null. */
  readonly group: string | null;
  /** 0-based index in the split used (lm-eval's doc_id). */
  readonly docId: number;
  /**
   * The exact prompt: description + few-shot block + doc_to_text(doc) (after --system-instruction).
   * With `chat`, only the messages' contents joined, for display: each model scores `chat` rendered by its own template.
   */
  readonly context: string;
  /** --apply-chat-template: the messages lm-eval's fewshot_context builds, rendered at scoring time by each model's chat template. */
  readonly chat?: readonly ChatMessage[];
  /** doc_to_choice(doc), without the target delimiter. */
  readonly choices: readonly string[];
  /** Put between the context and each choice: ' ' for every task here; '' with `chat` (lm-eval drops it under a chat template). */
  readonly targetDelimiter: string;
  /** doc_to_target(doc): index of the correct choice; -1 where the target is none of the choices (lm-eval's gold -100: never correct; three leaderboard_bbh documents). */
  readonly gold: number;
  /** truthfulqa_mc2 only: choices[0 .. trueChoices) are the true ones (lm-eval splits at the first false label). */
  readonly trueChoices?: number;
}

/** What one loaded task is: its split, counts, data file, licence and how lm-eval scores it. */
export interface TaskInfo {
  readonly name: string;
  readonly group: string | null;
  /** The split actually used, e.g. 'test', 'validation'. */
  readonly split: string;
  /** The split the few-shot examples come from; null when numFewshot is 0. */
  readonly fewshotSplit: string | null;
  readonly numFewshot: number;
  /** Documents in the split. */
  readonly docCount: number;
  /** Documents kept after `limit`. */
  readonly used: number;
  /** Path of the file read: relative to the package root when inside it, else absolute. */
  readonly dataFile: string;
  /** The data's licence, e.g. 'MIT', 'CC BY-SA 4.0'. */
  readonly licence: string;
  /** How this copy differs from what lm-eval would read or do. */
  readonly caveats: readonly string[];
  /** What lm-eval reports for the task. */
  readonly metrics: readonly TaskMetric[];
  /** The metric that gates: the Open LLM Leaderboard's choice where it made one (docs/reference/tasks.md). */
  readonly gatedMetric: TaskMetric;
  /** The task's version in lm-eval v0.4.6 (its YAML's metadata.version, as lm-eval's results print it); absent when the YAML gives none. */
  readonly lmEvalVersion?: string;
}

/** How `loadTasks` formats and trims the tasks. */
export interface LoadTasksOptions {
  /** lm-eval's --num-fewshot (default 0, lm-eval's default for every task here). */
  readonly numFewshot?: number;
  /** lm-eval's --limit: the first N documents of each task (of each mmlu_<subject>); below 1, that fraction, rounded up. */
  readonly limit?: number;
  /** Folder laid out like the package's suites/benchmarks (the default). */
  readonly dataDir?: string;
  /** lm-eval's --system_instruction, --apply_chat_template, --fewshot_as_multiturn; absent: plain prompts. */
  readonly chat?: ChatPromptOptions;
}

/** What `loadTasks` returns: the tasks in order, and their documents, task by task. */
export interface LoadedTasks {
  readonly tasks: readonly TaskInfo[];
  readonly docs: readonly TaskDoc[];
}
