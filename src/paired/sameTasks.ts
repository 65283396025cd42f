/** The check that both score files are of the same tasks before their items are paired by id (docs/guides/paired.md#tasks). */
import { UsageError } from '../errors/index.js';
import type { ScoreTable } from './readers/index.js';

/** The tasks a table's items belong to (its file's task and each item's), sorted; empty when the file does not say. */
export function tasksOf(table: ScoreTable): string[] {
  const tasks = new Set<string>();
  if (table.fileTask !== undefined) tasks.add(table.fileTask);
  for (let index = 0; index < table.size; index += 1) {
    const task = table.taskAt(index);
    if (task !== undefined) tasks.add(task);
  }
  return [...tasks].sort();
}

/**
 * Throws UsageError when an id both files hold is of one task in the base file and another in the
 * tuned file (after `taskMap`, base task → tuned task): Inspect numbers every task's samples 1…N,
 * so two logs of different tasks share every id and would pair sample 1 of one task with sample 1
 * of another. An item whose task either file does not name is not checked; a task one side lacks
 * altogether leaves its items unpaired (a partial comparison), not refused. Also throws when
 * `taskMap` names a base task the base file does not hold.
 */
export function checkSameTasks(base: ScoreTable, tuned: ScoreTable, taskMap?: Readonly<Record<string, string>>): void {
  const map = taskMap ?? {};
  const baseTasks = tasksOf(base);
  for (const from of Object.keys(map))
    if (!baseTasks.includes(from))
      throw new UsageError(
        `--task-map ${from}=${map[from]}: the base file ${base.path} holds no task "${from}" (its tasks: ${baseTasks.join(', ') || 'none named'})`,
        'Name the base task first: --task-map BASE_TASK=TUNED_TASK.',
      );
  for (let index = 0; index < base.size; index += 1) {
    const id = base.idAt(index);
    const other = tuned.indexOf(id);
    if (other === undefined) continue;
    const from = base.taskAt(index) ?? base.fileTask;
    const to = tuned.taskAt(other) ?? tuned.fileTask;
    if (from === undefined || to === undefined || (map[from] ?? from) === to) continue;
    throw new UsageError(
      `item ${JSON.stringify(id)} is of task "${from}" in ${base.path} but of task "${to}" in ${tuned.path}: the files share sample ids but not their items`,
      "Pass the two models' logs of the same task; if one task was renamed, name the mapping with --task-map BASE_TASK=TUNED_TASK.",
    );
  }
}
