/** Turns lm-eval task names into formatted documents from the shipped data (docs/reference/tasks.md). */
import { join, resolve } from 'node:path';
import { UsageError } from '../errors/index.js';
import { DOC_FORMATS, type FormattedDoc } from './docFormats.js';
import { fewshotSampler, type PoolDoc } from './fewshotSampler.js';
import { lmEvalNumFewshot } from './lmEvalNumFewshot.js';
import { TASK_GROUPS } from './mmluSubjects.js';
import { readBenchmarkFile, stringField, type BenchmarkLine } from './readBenchmarkFile.js';
import { LM_EVAL_VERSIONS, TASK_TABLE, type TaskDefinition } from './taskTable.js';
import { LEADERBOARD_BBH_GROUP, LEADERBOARD_BBH_NAMES, leaderboardBbhMembers, loadLeaderboardBbh } from './leaderboardBbh.js';
import { taskDocs, usedCount, type TaskShape } from './taskDocs.js';
import type { ChatPromptOptions } from './generationTypes.js';
import type { LoadedTasks, LoadTasksOptions, TaskDoc, TaskInfo } from './taskTypes.js';
import { dataFileName, SHIPPED_BENCHMARKS } from './packagePaths.js';

export { dataFileName, SHIPPED_BENCHMARKS };

/** Between a context and each choice, for every task here (lm-eval's default). */
const TARGET_DELIMITER = ' ';

/** Every name loadTasks accepts: groups and tasks, in the order the docs list them. */
export function knownTaskNames(): readonly string[] {
  const names = [...TASK_TABLE.keys()];
  const groupAt = names.indexOf(TASK_GROUPS['mmlu']?.[0] ?? '');
  return [...names.slice(0, groupAt), ...Object.keys(TASK_GROUPS), ...names.slice(groupAt), LEADERBOARD_BBH_GROUP, ...LEADERBOARD_BBH_NAMES];
}

/**
 * Load and format the named tasks; a group name ('mmlu') expands to its subtasks, and `limit`
 * applies per subtask. Throws UsageError for an unknown name (listing the known ones), for a
 * bad numFewshot or limit, and for few-shot examples tunegate cannot draw as lm-eval does.
 */
export function loadTasks(names: readonly string[], options: LoadTasksOptions = {}): LoadedTasks {
  const { limit } = checkTaskOptions(options);
  const dataDir = resolve(options.dataDir ?? SHIPPED_BENCHMARKS);
  const tasks: TaskInfo[] = [];
  const docs: TaskDoc[] = [];
  const seen = new Set<string>();
  const add = (name: string, load: () => { info: TaskInfo; docs: TaskDoc[] }): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const loaded = load();
    tasks.push(loaded.info);
    docs.push(...loaded.docs);
  };
  if (names.length === 0) expandNames(names);
  for (const name of names) {
    // leaderboard_bbh's few-shot default is its YAML's 3, so an absent --num-fewshot stays absent for it.
    const leaderboard = leaderboardBbhMembers(name);
    if (leaderboard !== undefined) for (const task of leaderboard) add(task, () => loadLeaderboardBbh(task, dataDir, options.numFewshot, limit, options.chat));
    else for (const definition of expandNames([name])) add(definition.name, () => loadTask(definition, dataDir, options.numFewshot, limit, options));
  }
  return { tasks, docs };
}

/** numFewshot (default 0), limit and the chat flags, checked; UsageError naming the flag otherwise. */
export function checkTaskOptions(options: Pick<LoadTasksOptions, 'numFewshot' | 'limit' | 'chat'>): { numFewshot: number; limit: number | undefined } {
  // lm-eval's __main__ refuses the same (ValueError): multiturn few-shot needs a chat template.
  if (options.chat?.fewshotAsMultiturn === true && !options.chat.applyChatTemplate)
    throw new UsageError(
      '--fewshot-as-multiturn needs --apply-chat-template',
      'Add --apply-chat-template (lm-eval requires it too), or drop --fewshot-as-multiturn.',
    );
  const numFewshot = options.numFewshot ?? 0;
  if (!Number.isInteger(numFewshot) || numFewshot < 0) throw new UsageError(`--num-fewshot ${numFewshot}: must be a whole number ≥ 0`);
  const limit = options.limit;
  if (limit !== undefined && !(limit > 0 && (limit < 1 || Number.isInteger(limit)))) {
    throw new UsageError(`--limit ${limit}: must be a whole number ≥ 1 (documents per task) or a fraction in (0, 1)`);
  }
  return { numFewshot, limit };
}

/** The chat flags of `options` as taskDocs takes them: nothing when absent. */
export function chatOf(options: Pick<LoadTasksOptions, 'chat'>): { chat?: ChatPromptOptions } {
  return options.chat === undefined ? {} : { chat: options.chat };
}

/** The definitions behind `names`, groups expanded, each task once, in first-named order. */
export function expandNames(names: readonly string[]): TaskDefinition[] {
  if (names.length === 0)
    throw new UsageError(
      'no task named',
      `Name tasks, e.g. --tasks arc_easy,mmlu. Known: ${Object.keys(TASK_GROUPS).join(', ')}, ${[...TASK_TABLE.keys()].join(', ')}.`,
    );
  const seen = new Set<string>();
  const out: TaskDefinition[] = [];
  for (const name of names) {
    const members = TASK_GROUPS[name] ?? [name];
    for (const member of members) {
      const definition = TASK_TABLE.get(member);
      if (definition === undefined) {
        throw new UsageError(`unknown task "${name}"`, `Known tasks: ${knownTaskNames().join(', ')} (lm-eval's names; 'mmlu' runs all its subjects).`);
      }
      if (!seen.has(member)) out.push(definition);
      seen.add(member);
    }
  }
  return out;
}

/** The documents of one task's split (MMLU: of its subject) in lm-eval's doc_id order, formatted, keyed by their record. */
function readDocs(definition: TaskDefinition, file: string): PoolDoc[] {
  return formatLines(definition, readBenchmarkFile(file));
}

/** Records of a task's split (MMLU: every subject's, kept to this one) formatted, keyed by their record. */
export function formatLines(definition: TaskDefinition, lines: readonly BenchmarkLine[]): PoolDoc[] {
  const format = DOC_FORMATS[definition.format];
  const kept = definition.subject === undefined ? lines : lines.filter((line) => stringField(line, 'subject') === definition.subject);
  return kept.map((line) => ({ key: JSON.stringify(line.record), doc: format(line) }));
}

/** A shipped task's context shape: its fixed description and lm-eval's default delimiters. */
export function shapeOf(definition: TaskDefinition): TaskShape {
  return {
    name: definition.name,
    group: definition.group,
    description: () => definition.description,
    targetDelimiter: TARGET_DELIMITER,
    fewshotDelimiter: '\n\n',
  };
}

/** One task: its info and its first `limit` documents with contexts. */
function loadTask(
  definition: TaskDefinition,
  dataDir: string,
  requested: number | undefined,
  limit: number | undefined,
  options: LoadTasksOptions,
): { info: TaskInfo; docs: TaskDoc[] } {
  const { numFewshot, caveat } = lmEvalNumFewshot(definition.name, definition.yamlNumFewshot ?? null, requested);
  const shotsFor = numFewshot === 0 ? () => [] : samplerFor(definition, dataDir, numFewshot);
  const file = join(dataDir, definition.file);
  const all = readDocs(definition, file);
  const used = usedCount(all.length, limit);
  const docs = taskDocs(shapeOf(definition), all, used, shotsFor, { numFewshot, ...chatOf(options) });
  const info: TaskInfo = {
    name: definition.name,
    group: definition.group,
    split: definition.split,
    fewshotSplit: numFewshot === 0 ? null : (definition.fewshot?.split ?? null),
    numFewshot,
    docCount: all.length,
    used,
    dataFile: dataFileName(file),
    licence: definition.licence,
    caveats: caveat === undefined ? definition.caveats : [...definition.caveats, caveat],
    metrics: definition.metrics,
    gatedMetric: definition.gatedMetric,
    lmEvalVersion: LM_EVAL_VERSIONS[definition.format],
  };
  return { info, docs };
}

/** The few-shot sampler of a task, or a UsageError saying why lm-eval's examples cannot be drawn here. */
function samplerFor(definition: TaskDefinition, dataDir: string, numFewshot: number): (evalKey: string) => readonly FormattedDoc[] {
  const source = definition.fewshot;
  if (source === null) {
    throw new UsageError(
      `--num-fewshot ${numFewshot}: ${definition.name} takes no few-shot examples here: lm-eval draws them from its ${definition.lmEvalFewshotSplit} split, which tunegate does not ship`,
      "Use --num-fewshot 0 for this task (lm-eval's default); arc_easy, arc_challenge, truthfulqa_mc1/mc2 and the mmlu subjects take few-shot examples.",
    );
  }
  return fewshotSampler(source.sampler, readDocs(definition, join(dataDir, source.file)), numFewshot, source.drawsExtra, definition.name);
}
