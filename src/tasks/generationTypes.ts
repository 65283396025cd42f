/** The shapes `tasks/` hands the generation scorer: prompts to answer and what scores the answers (docs/ARCHITECTURE.md §2). */
import type { ReplyScorerSpec, ScoringReference } from '../scorers/types.js';
import type { TaskInfo } from './taskTypes.js';
import type { TaskPrompt } from './promptTypes.js';

export type { ChatMessage, ChatPromptOptions, TaskPrompt } from './promptTypes.js';

/** One document of a generate_until task, formatted as lm-eval v0.4.6 formats it. */
export interface GenerationDoc {
  /** lm-eval task name: 'gsm8k', 'ifeval', 'bbh_cot_fewshot_snarks', ... */
  readonly task: string;
  /** 'bbh_cot_fewshot' for its subtasks, else null. */
  readonly group: string | null;
  /** 0-based index in the split used (lm-eval's doc_id). */
  readonly docId: number;
  readonly prompt: TaskPrompt;
  /** generation_kwargs.until (the model's EOS string is added at generation time, as lm-eval's HF backend adds it). */
  readonly until: readonly string[];
  /** generation_kwargs.max_gen_toks, else lm-eval's default 256. */
  readonly maxGenToks: number;
  readonly reference: ScoringReference;
}

/** What one loaded generate_until task is: a task's split, counts, data file, licence and caveats (TaskInfo's), and how lm-eval scores its replies. */
export interface GenerationTaskInfo extends Omit<TaskInfo, 'metrics' | 'gatedMetric'> {
  readonly scorer: ReplyScorerSpec;
  /** Every metric lm-eval reports for the task, as it prints them ('exact_match,strict-match', 'prompt_level_strict_acc'). */
  readonly metrics: readonly string[];
  /** The one that gates (docs/reference/tasks.md says why). */
  readonly gatedMetric: string;
}

/** What `loadGenerationTasks` returns: the tasks in order, and their documents, task by task. */
export interface LoadedGenerationTasks {
  readonly tasks: readonly GenerationTaskInfo[];
  readonly docs: readonly GenerationDoc[];
}
