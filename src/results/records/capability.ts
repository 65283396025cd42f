/** items.jsonl line of the capability family: both models' view of one multiple-choice item. */
import type { ItemLineFields } from './itemLine.js';
import type { Count } from '../shapes/numbers.js';

/** One model's view of a capability item. */
export interface CapabilitySide {
  /** Sum of log P(continuation token) per choice, nats. */
  readonly logliks: readonly number[];
  /** Continuation token counts per choice. */
  readonly tokenCounts: readonly Count[];
  /** Index of the choice with the highest log-likelihood. */
  readonly predicted: Count;
  /** Index of the choice with the highest length-normalised log-likelihood. */
  readonly predictedNorm: Count;
  readonly correct: boolean;
  readonly correctNorm: boolean;
  /** Log-likelihood of the correct choice, nats. */
  readonly correctLoglik: number;
  /** Whether the correct choice is the greedy continuation of the context. */
  readonly correctIsGreedy: boolean;
  /**
   * Benchmark documents only: context tokens cut from the left so the longest choice fits the
   * model's context, as lm-eval cuts them (docs/reference/tasks.md); absent when nothing was cut.
   */
  readonly truncatedTokens?: Count;
  /**
   * truthfulqa_mc2 only: the probability mass on the true choices, Σ_true exp(loglik) / Σ_all exp(loglik),
   * in [0, 1] (lm-evaluation-harness's `process_results_mc2`, computed with the largest loglik factored out).
   * @minimum 0
   * @maximum 1
   */
  readonly mc2?: number;
}

/** items.jsonl line, capability family. */
export interface CapabilityItemRecord extends ItemLineFields {
  readonly family: 'capability';
  readonly id: string;
  readonly tags: readonly string[];
  readonly context: string;
  readonly choices: readonly string[];
  /** Index of the correct choice. */
  readonly answer: Count;
  /**
   * A benchmark document: its lm-evaluation-harness task name (`mmlu_<subject>` for MMLU); absent for
   * suite items. `context` is then the exact prompt (few-shot block included) and `choices` are
   * without the target delimiter (docs/reference/tasks.md).
   * @minLength 1
   */
  readonly task?: string;
  /** The group a benchmark task is pooled into (`mmlu`), or null. */
  readonly group?: string | null;
  /** 0-based index of the document in the task's split, as lm-eval's samples number it. */
  readonly doc_id?: Count;
  readonly base: CapabilitySide;
  readonly tuned: CapabilitySide;
  /** Correctness (acc) differs between base and tuned. */
  readonly flipped: boolean;
  /**
   * Both models' margins (chosen minus runner-up log-likelihood) lie within the run's noise
   * bound (results.json `noiseBound`), so floating-point noise alone could swap the choice.
   * Absent when no bound was measured.
   */
  readonly nearTie?: boolean;
  /**
   * The same for the length-normalised decision (acc_norm): both models' per-byte margins lie
   * within what the bound lets them move. Absent when no bound was measured.
   */
  readonly nearTieNorm?: boolean;
}
