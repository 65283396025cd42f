/** Which metrics lm-evaluation-harness reports for a benchmark task, and which one gates it. */
import { UsageError } from '../errors/index.js';

/** A benchmark task's metric: accuracy, accuracy normalised by the choice's characters, or TruthfulQA's MC2 mass. */
export type TaskMetricName = 'acc' | 'acc_norm' | 'mc2';

/** A task's (or group's) metrics in report order, and the one that gates a release by default. */
export interface TaskMetricPlan {
  readonly metrics: readonly TaskMetricName[];
  readonly gated: TaskMetricName;
}

// lm-eval v0.4.6's metric_list per task (truthfulqa_mc2's `acc` is the MC2 mass, named `mc2` here so
// it is never read as an argmax accuracy). The gated metric follows the Open LLM Leaderboard's
// choice where it made one (ARC-Challenge and HellaSwag acc_norm, TruthfulQA MC2, MMLU acc); the
// other tasks with acc_norm gate on it too, for the same reason: it does not favour short choices.
const PLANS: Readonly<Record<string, TaskMetricPlan>> = {
  arc_easy: { metrics: ['acc', 'acc_norm'], gated: 'acc_norm' },
  arc_challenge: { metrics: ['acc', 'acc_norm'], gated: 'acc_norm' },
  hellaswag: { metrics: ['acc', 'acc_norm'], gated: 'acc_norm' },
  piqa: { metrics: ['acc', 'acc_norm'], gated: 'acc_norm' },
  openbookqa: { metrics: ['acc', 'acc_norm'], gated: 'acc_norm' },
  boolq: { metrics: ['acc'], gated: 'acc' },
  truthfulqa_mc1: { metrics: ['acc'], gated: 'acc' },
  truthfulqa_mc2: { metrics: ['mc2'], gated: 'mc2' },
  mmlu: { metrics: ['acc'], gated: 'acc' },
};

/**
 * The plan of a task, or of its group when it has one (every `mmlu_<subject>` is judged as part
 * of `mmlu`). Throws UsageError for a task tunegate has no plan for.
 */
export function taskMetricPlan(name: string): TaskMetricPlan {
  const plan = PLANS[name];
  if (plan === undefined) {
    throw new UsageError(`no metric plan for benchmark task "${name}"`, `Known: ${Object.keys(PLANS).join(', ')}.`);
  }
  return plan;
}
