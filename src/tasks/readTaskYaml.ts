/**
 * An lm-eval task YAML (`output_type: multiple_choice`) read and checked: `include:` merged as
 * lm_eval/utils.py load_yaml_config merges it (the including file's keys win), `!function`
 * hooks kept by name, and every key tunegate does not carry out refused by name.
 */
import { readFileSync } from 'node:fs';
import { checkRegularFile, TASK_YAML_MAX_BYTES } from './regularFile.js';
import { dirname, isAbsolute, join } from 'node:path';
import { parse } from 'yaml';
import { UsageError } from '../errors/index.js';

/** A `!function module.name` hook, by its name. */
export interface FunctionHook {
  readonly function: string;
}

/** A task config after its includes are merged; `file` is the YAML named on the command line. */
export interface TaskYaml {
  readonly file: string;
  readonly config: Readonly<Record<string, unknown>>;
}

/** Keys read or safely ignored (bookkeeping lm-eval uses for grouping, decontamination and versions). */
const SUPPORTED_KEYS = new Set([
  'task', 'task_alias', 'tag', 'group', 'dataset_path', 'dataset_name', 'dataset_kwargs', 'output_type',
  'training_split', 'validation_split', 'test_split', 'fewshot_split', 'fewshot_config', 'num_fewshot',
  'doc_to_text', 'doc_to_target', 'doc_to_choice', 'description', 'target_delimiter', 'fewshot_delimiter',
  'metric_list', 'metadata', 'should_decontaminate', 'doc_to_decontamination_query', 'process_docs', 'process_results',
]); // prettier-ignore

const HINT =
  'tunegate runs multiple_choice tasks whose templates, splits and metrics (acc, acc_norm) it can reproduce exactly (docs/reference/tasks.md "Your own copies").';

/** Reads `file` with its includes merged and checks its keys; UsageError naming an unsupported key or a file that cannot be read. */
export function readTaskYaml(file: string): TaskYaml {
  const config = readMerged(file, 0);
  for (const key of Object.keys(config)) {
    if (!SUPPORTED_KEYS.has(key)) throw new UsageError(`${file}: the key ${key} is not supported`, HINT);
  }
  if (config['output_type'] !== 'multiple_choice') {
    throw new UsageError(`${file}: output_type ${JSON.stringify(config['output_type'] ?? null)} is not supported (only multiple_choice)`, HINT);
  }
  if (typeof config['task'] !== 'string')
    throw new UsageError(`${file}: the task has no name (task:)`, 'Give the YAML a `task:` name; it names the task in the report.');
  // The name becomes the metric id task.<name>.<metric>, which results.json's schema allows only
  // in these characters: checked here, before any model loads, not when the results are written.
  if (!/^[A-Za-z0-9_-]+$/.test(config['task']))
    throw new UsageError(
      `${file}: the task name ${JSON.stringify(config['task'])} has characters outside A-Z, a-z, 0-9, _ and -`,
      'Rename the task (task: arc_local_v2); it becomes the metric id task.<name>.acc.',
    );
  return { file, config };
}

/** A YAML file with its `include:` chain merged (lm_eval/utils.py load_yaml_config), `!function` hooks kept by name; UsageError when unreadable. */
export function readMerged(file: string, depth = 0): Record<string, unknown> {
  if (depth > 8) throw new UsageError(`${file}: include: goes more than 8 files deep`, 'Check the YAMLs for an include cycle.');
  checkRegularFile(
    file,
    'task YAML',
    TASK_YAML_MAX_BYTES,
    'Give the path of an lm-eval task YAML (a regular file of at most 1 MiB), e.g. --tasks my_tasks/arc_local.yaml.',
  );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read the task YAML ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      'Give the path of an lm-eval task YAML, e.g. --tasks my_tasks/arc_local.yaml.',
    );
  }
  let parsed: unknown;
  try {
    parsed = parse(text, { customTags: [{ tag: '!function', resolve: (value: string): FunctionHook => ({ function: value }) }] });
  } catch (error) {
    throw new UsageError(`${file}: not YAML: ${(error as Error).message.split('\n')[0] ?? ''}`, 'Give an lm-eval task YAML.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError(`${file}: a task YAML must be a mapping`, 'Give an lm-eval task YAML.');
  const { include, ...own } = parsed as Record<string, unknown>;
  if (include === undefined) return own;
  if (typeof include !== 'string')
    throw new UsageError(`${file}: include: must name one file`, 'lm-eval includes one sibling YAML, e.g. include: _default_template_yaml.');
  return { ...readMerged(isAbsolute(include) ? include : join(dirname(file), include), depth + 1), ...own };
}

/** Whether a config value is a `!function` hook. */
export function isHook(value: unknown): value is FunctionHook {
  return typeof value === 'object' && value !== null && typeof (value as FunctionHook).function === 'string';
}
