/**
 * What one generate_until task is, as lm-eval v0.4.6's task YAML defines it: how a document
 * becomes text and target, where its few-shot examples come from, how replies are cut and
 * scored (docs/reference/tasks.md "Generation tasks"). gsm8k and IFEval are written out here
 * from their YAMLs; the BBH tasks are read from the shipped YAMLs (bbhCotConfig.ts).
 */
import type { ReplyScorerSpec, ScoringReference } from '../scorers/types.js';
import type { SamplerName } from './fewshotSampler.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';

/** A record of a task's data: the evaluated split's documents and few-shot pools alike. */
export type GenerationRecord = Readonly<Record<string, unknown>>;

/** Where a task's few-shot examples come from: a shipped split drawn by a sampler, or the YAML's own samples. */
export type GenerationFewshot =
  | { readonly kind: 'split'; readonly split: string; readonly file: string; readonly sampler: SamplerName }
  | { readonly kind: 'samples'; readonly samples: readonly GenerationRecord[]; readonly sampler: SamplerName };

/** One generate_until task, everything but its documents. */
export interface GenerationConfig {
  readonly name: string;
  readonly group: string | null;
  readonly split: string;
  /** The evaluated split's file, relative to the data folder. */
  readonly file: string;
  /** Reads the evaluated split's file (or a few-shot split's) into records. */
  readonly read: (file: string) => readonly BenchmarkLine[];
  /** The YAML's description rendered over a document ('' when it has none). */
  readonly description: (doc: GenerationRecord) => string;
  /** doc_to_text and doc_to_target, as task.py applies them. */
  readonly docToText: (at: BenchmarkLine) => string;
  readonly docToTarget: (at: BenchmarkLine) => string;
  readonly targetDelimiter: string;
  readonly fewshotDelimiter: string;
  /** The YAML's num_fewshot: lm-eval's default, and when 0 never overridden (evaluator.py). */
  readonly defaultNumFewshot: number;
  readonly fewshot: GenerationFewshot | null;
  readonly until: readonly string[];
  readonly maxGenToks: number;
  readonly scorer: ReplyScorerSpec;
  /** What a reply of document `at` is scored against, given its doc_to_target. */
  readonly reference: (at: BenchmarkLine, target: string) => ScoringReference;
  readonly metrics: readonly string[];
  readonly gatedMetric: string;
  readonly licence: string;
  readonly caveats: readonly string[];
}
