/** Which metrics lm-evaluation-harness reports for a benchmark task, and which one gates it, as the task table declares them. */
import { UsageError } from '../errors/index.js';
import { TASK_GROUPS } from './mmluSubjects.js';
import { TASK_TABLE } from './taskTable.js';
import { leaderboardBbhMembers } from './leaderboardBbh.js';
import type { TaskMetric } from './taskTypes.js';

/** A task's (or group's) metrics in report order, and the one that gates a release by default. */
export interface TaskMetricPlan {
  readonly metrics: readonly TaskMetric[];
  readonly gated: TaskMetric;
}

/** The plans of tasks read from a task YAML in this process, by task name (their metric_list decides). */
const yamlPlans = new Map<string, TaskMetricPlan>();

/** Records the plan of a task run from a YAML; a shipped task's name keeps the table's plan. */
export function registerTaskMetricPlan(name: string, plan: TaskMetricPlan): void {
  yamlPlans.set(name, plan);
}

/**
 * The plan of a task, or of a group (`mmlu`: its subtasks', which the table declares alike), or
 * of a task YAML loaded in this process. Throws UsageError for a name none holds.
 */
export function taskMetricPlan(name: string): TaskMetricPlan {
  // leaderboard_bbh's YAMLs list acc_norm alone (leaderboard/bbh_mc/_fewshot_template_yaml).
  if (leaderboardBbhMembers(name) !== undefined) return { metrics: ['acc_norm'], gated: 'acc_norm' };
  const definition = TASK_TABLE.get(TASK_GROUPS[name]?.[0] ?? name);
  if (definition !== undefined) return { metrics: definition.metrics, gated: definition.gatedMetric };
  const fromYaml = yamlPlans.get(name);
  if (fromYaml === undefined) throw new UsageError(`no benchmark task "${name}"`, `Known: ${[...TASK_TABLE.keys()].join(', ')}.`);
  return fromYaml;
}
