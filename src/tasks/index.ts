/** lm-eval benchmark tasks: shipped data, document formatting, few-shot blocks (docs/ARCHITECTURE.md §2). */
export type { LoadedTasks, LoadTasksOptions, TaskDoc, TaskInfo, TaskMetric } from './taskTypes.js';
export { knownTaskNames, loadTasks, SHIPPED_BENCHMARKS } from './loadTasks.js';
export { TASK_GROUPS, MMLU_SUBJECTS } from './mmluSubjects.js';
export { hellaswagPreprocess, hellaswagProcessDoc } from './hellaswagPreprocess.js';
