/** lm-eval benchmark tasks: shipped data, document formatting, few-shot blocks, metric plans; the named refusal sets (docs/ARCHITECTURE.md §2). */
export type { LoadedTasks, LoadTasksOptions, TaskDoc, TaskInfo, TaskMetric } from './taskTypes.js';
export { knownTaskNames, loadTasks, SHIPPED_BENCHMARKS } from './loadTasks.js';
export { TASK_GROUPS, MMLU_SUBJECTS, MMLU_CATEGORIES, mmluCategory, type MmluCategory } from './mmluSubjects.js';
export { LM_EVAL_RELEASE } from './taskTable.js';
export { hellaswagPreprocess, hellaswagProcessDoc } from './hellaswagPreprocess.js';
export { taskMetricPlan, type TaskMetricPlan } from './metricPlan.js';
export { REFUSAL_SETS, findRefusalSet, type RefusalSetInfo } from './refusalSets.js';
export { GATE_SET, GATE_SET_NAME, type GateSetEntry } from './gateSet.js';
export { loadCachedTasks } from './loadCachedTasks.js';
export { checkRegularFile } from './regularFile.js';
export { isTaskYamlPath, loadYamlTask } from './loadYamlTask.js';
export type { HubCacheDir } from './hubDatasetFiles.js';
export type { ChatMessage, ChatPromptOptions, GenerationDoc, GenerationTaskInfo, LoadedGenerationTasks, TaskPrompt } from './generationTypes.js';
export {
  BBH_COT_GROUP,
  generationConfigs,
  generationTaskNames,
  isGenerationTask,
  loadGenerationTasks,
  type LoadGenerationTasksOptions,
} from './loadGenerationTasks.js';
export {
  generationNumFewshot,
  prepareGenerationTask,
  textPrompt,
  type GenerationDocParts,
  type GenerationShot,
  type PreparedGenerationTask,
} from './generationParts.js';
export type { GenerationConfig } from './generationConfig.js';
export { LEADERBOARD_GROUP, unshippedLeaderboardTask, type LeaderboardMember } from './leaderboard.js';
export { LEADERBOARD_BBH_GROUP, LEADERBOARD_BBH_NAMES } from './leaderboardBbh.js';
export { BBH_TASKS, LEADERBOARD_BBH_TASKS } from './bbhTasks.js';
export { chatFewshotMessages, fewshotContext, systemPromptOf, PLAIN_PROMPTS, type FewshotContextInput, type FewshotExample } from './chatContext.js';
export { IFEVAL_AGREEMENT } from './gsm8kIfeval.js';
