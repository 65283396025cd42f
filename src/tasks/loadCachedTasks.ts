/**
 * The shipped tasks read from the user's own copies in the local Hugging Face hub cache
 * (`--task-source hf-cache`): lm-eval's dataset, split and few-shot pool, formatted by the same
 * document formats as the shipped copies (docs/reference/tasks.md "Your own copies").
 */
import type { FormattedDoc } from './docFormats.js';
import { fewshotSampler } from './fewshotSampler.js';
import { lmEvalNumFewshot } from './lmEvalNumFewshot.js';
import { hubSplitFiles, type HubCacheDir } from './hubDatasetFiles.js';
import { chatOf, checkTaskOptions, expandNames, formatLines, shapeOf } from './loadTasks.js';
import { readParquetRecords } from './readParquetRecords.js';
import { taskDocs, usedCount } from './taskDocs.js';
import { LM_EVAL_VERSIONS, type TaskDefinition } from './taskTable.js';
import type { LoadedTasks, LoadTasksOptions, TaskDoc, TaskInfo } from './taskTypes.js';

/**
 * As loadTasks, from the hub cache: each task's split as lm-eval's YAML names it (ARC's `test`,
 * HellaSwag's and TruthfulQA's Hugging Face copies), few-shot examples from lm-eval's pool.
 * Throws UsageError naming the folders looked in when a dataset is not cached.
 */
export async function loadCachedTasks(names: readonly string[], cache: HubCacheDir, options: Omit<LoadTasksOptions, 'dataDir'> = {}): Promise<LoadedTasks> {
  const { limit } = checkTaskOptions(options);
  const tasks: TaskInfo[] = [];
  const docs: TaskDoc[] = [];
  for (const definition of expandNames(names)) {
    const { hub } = definition;
    const { numFewshot, caveat } = lmEvalNumFewshot(definition.name, definition.yamlNumFewshot ?? null, options.numFewshot);
    const source = hubSplitFiles(cache, hub.repos, hub.config, hub.split);
    // An MMLU subject keeps only its own rows, so only a split read whole can be counted by rows.
    const evaluated = await readParquetRecords(source.files, definition.subject === undefined ? limit : undefined);
    const all = formatLines(definition, evaluated.lines);
    const docCount = definition.subject === undefined ? evaluated.rowCount : all.length;
    let shotsFor: (evalKey: string) => readonly FormattedDoc[] = () => [];
    if (numFewshot > 0) {
      const pool = hubSplitFiles(cache, hub.repos, hub.config, hub.fewshot.split);
      const poolDocs = formatLines(definition, (await readParquetRecords(pool.files)).lines);
      shotsFor = fewshotSampler(hub.fewshot.sampler, poolDocs, numFewshot, hub.fewshot.drawsExtra, definition.name);
    }
    const used = usedCount(docCount, limit);
    docs.push(...taskDocs(shapeOf(definition), all, used, shotsFor, { numFewshot, ...chatOf(options) }));
    tasks.push(cachedInfo(definition, source.files[0] as string, numFewshot, docCount, used, caveat));
  }
  return { tasks, docs };
}

function cachedInfo(definition: TaskDefinition, file: string, numFewshot: number, docCount: number, used: number, caveat: string | undefined): TaskInfo {
  return {
    name: definition.name,
    group: definition.group,
    split: definition.hub.split,
    fewshotSplit: numFewshot === 0 ? null : definition.hub.fewshot.split,
    numFewshot,
    docCount,
    used,
    dataFile: file,
    licence: definition.licence,
    caveats: caveat === undefined ? definition.hub.caveats : [...definition.hub.caveats, caveat],
    metrics: definition.metrics,
    gatedMetric: definition.gatedMetric,
    lmEvalVersion: LM_EVAL_VERSIONS[definition.format],
  };
}
