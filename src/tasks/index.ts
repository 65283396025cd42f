/** tasks/: lm-evaluation-harness benchmark tasks: shipped data, document formatting, few-shot blocks, metric plans. */
export { taskMetricPlan, type TaskMetricName, type TaskMetricPlan } from './metricPlan.js';
export { loadTasks, knownTaskNames, type TaskDoc, type TaskInfo, type LoadTasksOptions } from './loadTasks.js';
export { REFUSAL_SETS, type RefusalSetInfo } from './refusalSets.js';
