/** A document of a generative benchmark task, as the generation family scores it. */
import type { GenerationDoc } from '../../tasks/index.js';
import type { ReplyScorerSpec } from '../../scorers/index.js';

/** One document to answer: the task's prompt, stop rules and reference, and how the answer is scored. */
export interface GenerationItem {
  /** `<task>/<doc_id>`, lm-eval's sample key. */
  readonly id: string;
  readonly tags: readonly string[];
  readonly doc: GenerationDoc;
  readonly scorer: ReplyScorerSpec;
  /** The lm-eval metric that gates the task. */
  readonly gatedMetric: string;
}
