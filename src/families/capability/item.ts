import type { ChatTurn } from '../../model/index.js';

/** A log-likelihood multiple-choice item: one validated line of a capability suite, or one benchmark document. */
export interface CapabilityItem {
  readonly id: string;
  readonly context: string;
  readonly choices: readonly string[];
  /** Index of the correct choice. */
  readonly answer: number;
  readonly tags: readonly string[];
  /** Set for a benchmark document (an lm-evaluation-harness task); absent for a suite line. */
  readonly task?: TaskDocRef;
}

/**
 * Where a benchmark document comes from and how lm-evaluation-harness scores it
 * (docs/reference/tasks.md): its continuations are `targetDelimiter + choice`, no BOS is added
 * to a non-empty context, acc_norm divides by the choice's length in characters, an over-long
 * request is truncated on the left, and `trueChoices` (truthfulqa_mc2) makes the item carry mc2.
 */
export interface TaskDocRef {
  /** lm-eval's task name: `arc_easy`, `mmlu_anatomy`, … */
  readonly name: string;
  /** The group the task is pooled into (`mmlu`), or null. */
  readonly group: string | null;
  /** 0-based index of the document in the split. */
  readonly docId: number;
  readonly targetDelimiter: string;
  /** --apply-chat-template: the messages each model's chat template renders into the context (lm-eval's fewshot_context); `context` is then for display only. */
  readonly chat?: readonly ChatTurn[];
  /** truthfulqa_mc2: choices [0, trueChoices) are the true ones. */
  readonly trueChoices?: number;
}
