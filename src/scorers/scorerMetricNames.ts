/** The metrics a scorer reports, named and ordered as lm-eval v0.4.6 prints them (docs/reference/score.md). */
import type { ReplyScorerSpec } from './types.js';

/** IFEval's metric_list order (lm-eval's ifeval.yaml). */
export const IFEVAL_METRICS = ['prompt_level_strict_acc', 'inst_level_strict_acc', 'prompt_level_loose_acc', 'inst_level_loose_acc'] as const;

/** `<metric>,<filter>` per filter pipeline for exact_match, in filter_list order; IFEval's four. */
export function scorerMetricNames(spec: ReplyScorerSpec): string[] {
  if (spec.kind === 'ifeval') return [...IFEVAL_METRICS];
  return spec.filters.map((pipeline) => `exact_match,${pipeline.name}`);
}
