/** Turns lm-eval generate_until task names into prompts from the shipped data (docs/reference/tasks.md "Generation tasks"). */
import { resolve } from 'node:path';
import { UsageError } from '../errors/index.js';
import { bbhCotConfig } from './bbhCotConfig.js';
import { BBH_TASKS } from './bbhTasks.js';
import type { GenerationConfig } from './generationConfig.js';
import { prepareGenerationTask } from './generationParts.js';
import type { ChatPromptOptions, GenerationDoc, LoadedGenerationTasks } from './generationTypes.js';
import { GSM8K, IFEVAL, LEADERBOARD_IFEVAL } from './gsm8kIfeval.js';
import { unshippedLeaderboardTask } from './leaderboard.js';
import { checkTaskOptions } from './loadTasks.js';
import { SHIPPED_BENCHMARKS } from './packagePaths.js';

/** How `loadGenerationTasks` formats and trims the tasks. */
export interface LoadGenerationTasksOptions {
  /** --num-fewshot; absent, each task's YAML num_fewshot (gsm8k 5, BBH 3, IFEval 0, which lm-eval never overrides). */
  readonly numFewshot?: number;
  /** --limit: the first N documents of each task; below 1, that fraction, rounded up. */
  readonly limit?: number;
  /** Folder laid out like the package's suites/benchmarks (the default). */
  readonly dataDir?: string;
  readonly chat?: ChatPromptOptions;
}

/** The group of generate_until tasks, and its members. */
export const BBH_COT_GROUP = 'bbh_cot_fewshot';
const BBH_COT_NAMES = BBH_TASKS.map((task) => `${BBH_COT_GROUP}_${task}`);
const FIXED: readonly GenerationConfig[] = [GSM8K, IFEVAL, LEADERBOARD_IFEVAL];

/** Every generate_until name: tasks and the bbh_cot_fewshot group, in the order the docs list them. */
export function generationTaskNames(): string[] {
  return [...FIXED.map((config) => config.name), BBH_COT_GROUP, ...BBH_COT_NAMES];
}

/** Whether `name` is a generate_until task or group tunegate ships. */
export function isGenerationTask(name: string): boolean {
  return generationTaskNames().includes(name);
}

/** The configs behind one name (a group expands to its tasks), their YAMLs read from `dataDir`; UsageError for a name that is none. */
export function generationConfigs(name: string, dataDir: string = SHIPPED_BENCHMARKS): GenerationConfig[] {
  const fixed = FIXED.find((config) => config.name === name);
  if (fixed !== undefined) return [fixed];
  if (name === BBH_COT_GROUP) return BBH_TASKS.map((task) => bbhCotConfig(task, dataDir));
  if (BBH_COT_NAMES.includes(name)) return [bbhCotConfig(name.slice(BBH_COT_GROUP.length + 1), dataDir)];
  const where = unshippedLeaderboardTask(name);
  if (where !== undefined) throw new UsageError(`task "${name}": its data is not shipped`, `${where}.`);
  throw new UsageError(`unknown generation task "${name}"`, `Known: ${generationTaskNames().join(', ')}.`);
}

/**
 * Load the named generate_until tasks: each document's prompt as lm-eval v0.4.6 builds it, its
 * stop strings, token budget and scoring reference. Each task once, in first-named order.
 * Throws UsageError for an unknown name, a bad numFewshot or limit, or more few-shot examples
 * than a task's pool holds.
 */
export async function loadGenerationTasks(names: readonly string[], options: LoadGenerationTasksOptions = {}): Promise<LoadedGenerationTasks> {
  const { limit } = checkTaskOptions({ ...options, numFewshot: options.numFewshot ?? 0 });
  const dataDir = resolve(options.dataDir ?? SHIPPED_BENCHMARKS);
  if (names.length === 0) throw new UsageError('no generation task named', `Known: ${generationTaskNames().join(', ')}.`);
  const seen = new Set<string>();
  const tasks: LoadedGenerationTasks['tasks'][number][] = [];
  const docs: GenerationDoc[] = [];
  for (const name of names) {
    for (const config of generationConfigs(name, dataDir)) {
      if (seen.has(config.name)) continue;
      seen.add(config.name);
      const prepared = prepareGenerationTask(config, dataDir, options.numFewshot, limit, options.chat);
      tasks.push(prepared.info);
      for (const parts of prepared.parts) {
        docs.push({
          task: config.name,
          group: config.group,
          docId: parts.docId,
          prompt: parts.prompt,
          until: config.until,
          maxGenToks: config.maxGenToks,
          reference: config.reference(parts.at, parts.target),
        });
      }
    }
  }
  return { tasks, docs };
}
