/** The shapes `tasks/` hands the generation scorer: prompts to answer and what scores the answers (docs/ARCHITECTURE.md §2). */
import type { ReplyScorerSpec, ScoringReference } from '../scorers/types.js';

/** One chat turn, as transformers' apply_chat_template takes it. */
export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** A prompt as lm-eval builds it: one string, or (with --apply-chat-template) messages the model's chat template renders. */
export type TaskPrompt = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'chat'; readonly messages: readonly ChatMessage[] };

/** lm-eval's chat flags, as `tunegate compare` takes them. */
export interface ChatPromptOptions {
  readonly applyChatTemplate: boolean;
  readonly fewshotAsMultiturn: boolean;
  /** --system-instruction; absent: none. */
  readonly systemInstruction?: string;
}

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

/** What one loaded generate_until task is. */
export interface GenerationTaskInfo {
  readonly name: string;
  readonly group: string | null;
  readonly split: string;
  readonly fewshotSplit: string | null;
  readonly numFewshot: number;
  readonly docCount: number;
  readonly used: number;
  readonly dataFile: string;
  readonly licence: string;
  readonly caveats: readonly string[];
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
