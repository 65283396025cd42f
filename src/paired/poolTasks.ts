/**
 * The pooled decision over many tasks (docs/ARCHITECTURE.md §11): each score name is one gated
 * metric over the items of every task — the micro average, Σ over all items / N, as lm-eval's
 * group score with weight_by_size. Its estimand is that average over these tasks (the
 * benchmark's own, fixed), never a population of tasks, so the bootstrap resamples items at
 * every task count and size pattern: resampling tasks targets a task population and gave a
 * different verdict for the same data once enough tasks of differing size were pooled
 * (docs/concepts/statistics.md). Per-task results are exploratory tag rows.
 */
import type { ScoreItemRecord } from '../results/index.js';

/** How many tasks were pooled, for the log. */
export interface TaskPooling {
  readonly records: readonly ScoreItemRecord[];
  readonly tasks: number;
}

/** `records` unchanged (items stay the resampling unit), with the number of tasks `taskOf` finds among them. */
export function poolTasks(records: readonly ScoreItemRecord[], taskOf: (id: string) => string | undefined): TaskPooling {
  const tasks = new Set<string>();
  for (const record of records) {
    const task = taskOf(record.id);
    if (task !== undefined) tasks.add(task);
  }
  return { records, tasks: tasks.size };
}
