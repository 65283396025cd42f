/**
 * The pooled decision over many tasks (docs/ARCHITECTURE.md §11): each score name is one gated
 * metric over the items of every task — the micro average, Σ over all items / N — with the
 * per-task results as exploratory tag rows. When the tasks differ in size and there are enough
 * of them to resample, the bootstrap resamples whole tasks (clusters), so one large task cannot
 * stand for the spread between tasks; with fewer tasks than --min-items it resamples items.
 */
import type { ScoreItemRecord } from '../results/index.js';

/** What was decided, for the log. */
export interface TaskPooling {
  readonly records: readonly ScoreItemRecord[];
  readonly tasks: number;
  readonly byTask: boolean;
}

/**
 * `records` with their task as cluster when the rule above applies (and no item already has a
 * cluster of its own); otherwise unchanged. `taskOf` gives an item's task, or undefined.
 */
export function clusterByTask(records: readonly ScoreItemRecord[], taskOf: (id: string) => string | undefined, minItems: number): TaskPooling {
  const sizes = new Map<string, number>();
  for (const record of records) {
    const task = taskOf(record.id);
    if (task !== undefined) sizes.set(task, (sizes.get(task) ?? 0) + 1);
  }
  const counts = [...sizes.values()];
  const differ = counts.some((count) => count !== counts[0]);
  const byTask = sizes.size >= Math.max(2, minItems) && differ && records.every((record) => record.cluster === null);
  if (!byTask) return { records, tasks: sizes.size, byTask };
  return { records: records.map((record) => ({ ...record, cluster: taskOf(record.id) ?? record.id })), tasks: sizes.size, byTask };
}
