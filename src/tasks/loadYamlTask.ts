/**
 * An lm-eval task YAML of `output_type: multiple_choice` run directly: its templates rendered,
 * its splits and few-shot pool read offline, its documents formatted by the same mechanism as
 * the shipped tasks (docs/reference/tasks.md "Your own copies").
 */
import { resolve } from 'node:path';
import { SuiteFormatError, UsageError } from '../errors/index.js';
import { fewshotSampler, type PoolDoc, type SamplerName } from './fewshotSampler.js';
import type { HubCacheDir } from './hubDatasetFiles.js';
import { chatOf, checkTaskOptions } from './loadTasks.js';
import { lmEvalNumFewshot } from './lmEvalNumFewshot.js';
import { registerTaskMetricPlan } from './metricPlan.js';
import type { BenchmarkLine } from './readBenchmarkFile.js';
import { readTaskYaml, type TaskYaml } from './readTaskYaml.js';
import { taskDocs, usedCount } from './taskDocs.js';
import type { LoadedTasks, LoadTasksOptions, TaskMetric } from './taskTypes.js';
import { compileTemplate, TEMPLATE_HINT, yamlDocFormat, type DocSpecs } from './yamlDocFormat.js';
import { yamlHooks } from './yamlHooks.js';
import { yamlTaskData } from './yamlTaskData.js';

/** Whether a `--tasks` name is a task YAML's path rather than a task's name. */
export function isTaskYamlPath(name: string): boolean {
  return /\.ya?ml$/i.test(name);
}

/**
 * The documents of the task YAML at `path`. The YAML's num_fewshot applies unless
 * `options.numFewshot` is given, and a YAML's num_fewshot: 0 always (lm-eval's rule: lmEvalNumFewshot); `limit` as in loadTasks. Throws UsageError naming an
 * unsupported key, hook or metric, or the data that is missing.
 */
export async function loadYamlTask(path: string, cache: HubCacheDir | undefined, options: Omit<LoadTasksOptions, 'dataDir'> = {}): Promise<LoadedTasks> {
  const file = resolve(path);
  const task = readTaskYaml(file);
  const { config } = task;
  const checked = checkTaskOptions(options);
  const name = config['task'] as string;
  const yamlNumFewshot = config['num_fewshot'] === undefined || config['num_fewshot'] === null ? null : integerKey(task, 'num_fewshot', 0);
  const { numFewshot, caveat } = lmEvalNumFewshot(name, yamlNumFewshot, options.numFewshot === undefined ? undefined : checked.numFewshot);
  const hooks = yamlHooks(task);
  const metrics: readonly TaskMetric[] = hooks.mc2 === null ? metricList(task) : ['mc2'];
  const gatedMetric: TaskMetric = metrics.includes('mc2') ? 'mc2' : metrics.includes('acc_norm') ? 'acc_norm' : 'acc';
  const specs = { text: config['doc_to_text'], choice: config['doc_to_choice'], target: config['doc_to_target'] };
  if (
    typeof specs.text !== 'string' ||
    !(typeof specs.choice === 'string' || Array.isArray(specs.choice)) ||
    !(typeof specs.target === 'string' || typeof specs.target === 'number')
  ) {
    throw new UsageError(
      `${file}: doc_to_text, doc_to_choice and doc_to_target must each be a field name or a template (a list of choices, an int target)`,
      'Give all three, as lm-eval task YAMLs do.',
    );
  }
  const format = yamlDocFormat(specs as DocSpecs, file);
  const toPool = (lines: readonly BenchmarkLine[]): PoolDoc[] =>
    lines.map((at) => {
      const doc = hooks.processDoc(at);
      const formatted = format(at, doc);
      return { key: JSON.stringify(doc), doc: hooks.mc2 === null ? formatted : { ...formatted, trueChoices: hooks.mc2(at) } };
    });
  const read = yamlTaskData(task, cache);
  const split = splitKey(task, 'test_split') ?? splitKey(task, 'validation_split');
  if (split === null) throw new UsageError(`${file}: no test_split or validation_split to evaluate`, 'Name the split lm-eval evaluates (test_split: test).');
  const evaluated = await read(split, checked.limit);
  const all = toPool(evaluated.lines);
  const rawDocs = evaluated.lines.map((at) => hooks.processDoc(at));
  const fewshotSplit =
    splitKey(task, 'fewshot_split') ?? splitKey(task, 'training_split') ?? splitKey(task, 'validation_split') ?? (splitKey(task, 'test_split') as string);
  let shotsFor = (_key: string): readonly ReturnType<typeof format>[] => [];
  if (numFewshot > 0) {
    // samplers.py get_context: one extra is drawn when fewshot_split == test_split (None == None included).
    const drawsExtra = splitKey(task, 'fewshot_split') === splitKey(task, 'test_split');
    shotsFor = fewshotSampler(sampler(task), toPool((await read(fewshotSplit)).lines), numFewshot, drawsExtra, name);
  }
  const description = typeof config['description'] === 'string' ? compileTemplate(config['description'], file, 'description') : () => '';
  const used = usedCount(evaluated.docCount, checked.limit);
  const shape = {
    name,
    group: null,
    description: (docId: number) => {
      try {
        return description(rawDocs[docId] as Record<string, unknown>);
      } catch (error) {
        const at = evaluated.lines[docId]!;
        throw new SuiteFormatError(at.file, at.line, `the task's template failed on this record: ${(error as Error).message}`, TEMPLATE_HINT);
      }
    },
    targetDelimiter: stringKey(task, 'target_delimiter', ' '),
    fewshotDelimiter: stringKey(task, 'fewshot_delimiter', '\n\n'),
  };
  const docs = taskDocs(shape, all, used, shotsFor, { numFewshot, ...chatOf(options) });
  registerTaskMetricPlan(name, { metrics, gated: gatedMetric });
  const info = {
    name,
    group: null,
    split,
    fewshotSplit: numFewshot === 0 ? null : fewshotSplit,
    numFewshot,
    docCount: evaluated.docCount,
    used,
    dataFile: evaluated.file,
    licence: 'not recorded (a local copy)',
    caveats: [`run from the task YAML ${file}`, ...(caveat === undefined ? [] : [caveat])],
    metrics,
    gatedMetric,
    ...yamlVersion(config['metadata']),
  };
  return { tasks: [info], docs };
}

/** metric_list: acc and acc_norm (aggregation mean), lm-eval's default for multiple_choice when absent; UsageError naming any other. */
function metricList(task: TaskYaml): TaskMetric[] {
  const list = task.config['metric_list'];
  if (list === undefined) return ['acc', 'acc_norm'];
  if (!Array.isArray(list)) throw new UsageError(`${task.file}: metric_list must be a list`, 'e.g. metric_list: [{metric: acc}].');
  return list.map((entry: Record<string, unknown>) => {
    const metric = entry?.['metric'];
    if (metric !== 'acc' && metric !== 'acc_norm')
      throw new UsageError(
        `${task.file}: the metric ${JSON.stringify(metric)} is not supported (acc, acc_norm)`,
        'Drop it from metric_list; tunegate judges acc and acc_norm.',
      );
    if (entry['aggregation'] !== undefined && entry['aggregation'] !== 'mean')
      throw new UsageError(`${task.file}: ${metric} aggregation ${JSON.stringify(entry['aggregation'])} is not supported (mean)`, 'Use aggregation: mean.');
    return metric;
  });
}

/** fewshot_config.sampler: first_n or default; UsageError naming any other key or sampler. */
function sampler(task: TaskYaml): SamplerName {
  const fewshotConfig = (task.config['fewshot_config'] ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(fewshotConfig))
    if (key !== 'sampler')
      throw new UsageError(`${task.file}: the key fewshot_config.${key} is not supported`, 'Only fewshot_config.sampler (first_n, default) is read.');
  const value = fewshotConfig['sampler'] ?? 'default';
  if (value !== 'first_n' && value !== 'default')
    throw new UsageError(`${task.file}: the few-shot sampler ${JSON.stringify(value)} is not supported`, 'Use first_n or default.');
  return value;
}

function splitKey(task: TaskYaml, key: string): string | null {
  const value = task.config[key] ?? null;
  if (value !== null && typeof value !== 'string')
    throw new UsageError(`${task.file}: ${key} must name a split, got ${JSON.stringify(value)}`, 'e.g. test_split: test.');
  return value;
}

function stringKey(task: TaskYaml, key: string, fallback: string): string {
  const value = task.config[key] ?? fallback;
  if (typeof value !== 'string')
    throw new UsageError(`${task.file}: ${key} must be text, got ${JSON.stringify(value)}`, `lm-eval's default is ${JSON.stringify(fallback)}.`);
  return value;
}

function integerKey(task: TaskYaml, key: string, fallback: number): number {
  const value = task.config[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new UsageError(`${task.file}: ${key} must be a whole number ≥ 0, got ${JSON.stringify(value)}`, `e.g. ${key}: 5.`);
  return value;
}

/** metadata.version as lm-eval prints it (a YAML float 1.0 as "1.0"); nothing when absent. */
function yamlVersion(metadata: unknown): { lmEvalVersion?: string } {
  const version = (metadata as { version?: unknown } | null | undefined)?.version;
  if (typeof version === 'number') return { lmEvalVersion: Number.isInteger(version) ? version.toFixed(1) : String(version) };
  return typeof version === 'string' ? { lmEvalVersion: version } : {};
}
