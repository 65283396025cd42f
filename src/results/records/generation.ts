/** items.jsonl line of the generation family: both models' answers to one document of a generative benchmark task. */
import type { ItemLineFields } from './itemLine.js';
import type { Count } from '../shapes/numbers.js';

/** One chat turn of a chat-templated prompt. */
export interface GenerationChatTurn {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** The task's prompt before a model renders it: one string, or chat turns the model's template renders. */
export type GenerationPrompt = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'chat'; readonly messages: readonly GenerationChatTurn[] };

/** Why a reply ended: the model's EOS, one of the task's `until` strings, or `max_gen_toks`. */
export type GenerationStop = 'eos' | 'until' | 'max_gen_toks';

/** One model's answer to a generation item, and its scores. */
export interface GenerationSide {
  /** The prompt exactly as this model read it (its chat template applied), after any left truncation. */
  readonly renderedPrompt: string;
  /** Tokens of `renderedPrompt`. */
  readonly promptTokens: Count;
  /** Tokens cut from the prompt's left so that `max_gen_toks` fit the model's context, as lm-eval cuts them; 0 when none. */
  readonly truncatedTokens: Count;
  /** The reply as scored: generated tokens decoded without special tokens, cut before the first `until` string. */
  readonly reply: string;
  /** Tokens generated (the EOS token not counted). */
  readonly generatedTokens: Count;
  readonly stop: GenerationStop;
  /** What each of the task's filters extracted from the reply, by filter name (exact-match tasks); {} for IFEval. */
  readonly filtered: Readonly<Record<string, string>>;
  /**
   * Each metric as lm-eval names it ('exact_match,strict-match', 'prompt_level_strict_acc'): 0 or 1,
   * or for IFEval's inst_level_* one 0 or 1 per instruction, in instruction_id_list order.
   */
  readonly metrics: Readonly<Record<string, number | readonly number[]>>;
}

/** items.jsonl line, generation family. */
export interface GenerationItemRecord extends ItemLineFields {
  readonly family: 'generation';
  /** `<task>/<doc_id>`, lm-eval's sample key. */
  readonly id: string;
  readonly tags: readonly string[];
  /**
   * lm-eval task name.
   * @minLength 1
   */
  readonly task: string;
  /** The group a task is pooled into (`bbh_cot_fewshot`), or null. */
  readonly group: string | null;
  /** 0-based index of the document in the task's split, as lm-eval's samples number it. */
  readonly doc_id: Count;
  readonly prompt: GenerationPrompt;
  /** generation_kwargs.until, the model's EOS string not included. */
  readonly until: readonly string[];
  /** generation_kwargs.max_gen_toks. */
  readonly maxGenToks: Count;
  /** The lm-eval metric that gates this task (docs/reference/tasks.md). */
  readonly gatedMetric: string;
  readonly base: GenerationSide;
  readonly tuned: GenerationSide;
  /** The gated metric's value differs between base and tuned. */
  readonly flipped: boolean;
}
