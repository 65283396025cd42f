/**
 * What an lm-evaluation-harness run folder says beside its samples: the task and timestamp in
 * each file name, and from the `results_<date>.json` files each task's `higher_is_better`, its
 * filters in order and the groups it belongs to (`group_subtasks`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ScoreFileError } from '../../errors/index.js';
import { describeValue } from './jsonLines.js';
import type { LmEvalTaskContext } from './lmEvalSampleSink.js';

/** A samples file: its path, task and the timestamp in its name ('' when it has none). */
export interface LmEvalSamplesFile {
  readonly path: string;
  readonly task: string;
  readonly timestamp: string;
}

/** What the results files of a run say, by task. */
export interface LmEvalResultsInfo {
  readonly higherIsBetter: ReadonlyMap<string, Readonly<Record<string, unknown>>>;
  readonly filters: ReadonlyMap<string, readonly string[]>;
  /** Parent group of each task or group (from `group_subtasks`). */
  readonly parent: ReadonlyMap<string, string>;
  /** Every task a results file names. */
  readonly tasks: ReadonlySet<string>;
}

const SAMPLES = /^samples_(.+?)(?:_(\d{4}-\d{2}-\d{2}T[0-9.:-]+))?\.jsonl(?:\.gz)?$/;
const RESULTS = /^results(?:_(\d{4}-\d{2}-\d{2}T[0-9.:-]+))?\.json$/;

/** The task and timestamp of a samples file name; the 0.4.0–0.4.2 name `<model>_<task>.jsonl` needs the tasks the results name. */
export function samplesFileOf(path: string, knownTasks: ReadonlySet<string>): LmEvalSamplesFile | undefined {
  const name = basename(path);
  const match = SAMPLES.exec(name);
  if (match) return { path, task: match[1]!, timestamp: match[2] ?? '' };
  if (!/\.jsonl(\.gz)?$/.test(name)) return undefined;
  const stem = name.replace(/\.jsonl(\.gz)?$/, '');
  // The longest known task the stem ends with: task names themselves contain underscores.
  const task = [...knownTasks].filter((candidate) => stem.endsWith(`_${candidate}`)).sort((a, b) => b.length - a.length)[0];
  return task === undefined ? undefined : { path, task, timestamp: '' };
}

/** Every results file in `dir`, newest first (by the timestamp in the name). */
export async function resultsFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => RESULTS.test(name))
    .sort()
    .reverse()
    .map((name) => join(dir, name));
}

/** Read the results files (newest first: a task's newest entry wins); files that are not JSON objects are passed over. */
export async function resultsInfo(files: readonly string[]): Promise<LmEvalResultsInfo> {
  const higherIsBetter = new Map<string, Record<string, unknown>>();
  const filters = new Map<string, string[]>();
  const parent = new Map<string, string>();
  const tasks = new Set<string>();
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      continue;
    }
    if (!isObject(json))
      throw new ScoreFileError(
        file,
        null,
        `the results file is ${describeValue(json)}, not a JSON object: lm-eval writes one object with "results", "configs" and "higher_is_better"`,
        'Restore the results_*.json lm_eval wrote beside the samples files, or move the damaged one out of the folder.',
      );
    for (const [task, value] of Object.entries(objectAt(json, 'higher_is_better'))) {
      tasks.add(task);
      if (isObject(value) && !higherIsBetter.has(task)) higherIsBetter.set(task, value);
    }
    for (const task of Object.keys(objectAt(json, 'results'))) tasks.add(task);
    for (const [task, config] of Object.entries(objectAt(json, 'configs'))) {
      tasks.add(task);
      const list = isObject(config) && Array.isArray(config['filter_list']) ? config['filter_list'] : undefined;
      const names = list?.map((entry) => (isObject(entry) && typeof entry['name'] === 'string' ? entry['name'] : undefined));
      if (names !== undefined && names.length > 0 && names.every((name) => name !== undefined) && !filters.has(task)) filters.set(task, names as string[]);
    }
    for (const [group, members] of Object.entries(objectAt(json, 'group_subtasks'))) {
      if (!Array.isArray(members)) continue;
      for (const member of members) if (typeof member === 'string' && member !== group && !parent.has(member)) parent.set(member, group);
    }
  }
  return { higherIsBetter, filters, parent, tasks };
}

/** The context of one task's samples: its tag (`<group>/…/<task>`), filters and directions. */
export function taskContext(task: string, info: LmEvalResultsInfo, prefixIds: boolean): LmEvalTaskContext {
  const chain = [task];
  for (let group = info.parent.get(task); group !== undefined && !chain.includes(group); group = info.parent.get(group)) chain.unshift(group);
  const filters = info.filters.get(task);
  const higherIsBetter = info.higherIsBetter.get(task);
  return {
    task,
    prefixIds,
    tags: [chain.join('/')],
    ...(filters === undefined ? {} : { filters }),
    ...(higherIsBetter === undefined ? {} : { higherIsBetter }),
  };
}

/**
 * The newest file of each task (by the timestamp in its name), in task order. Two files of one
 * task with the same timestamp (a copy, two models' files in one folder) leave no newest: which
 * one a directory listing gives first is not a choice, so that is refused naming both.
 */
export function newestPerTask(files: readonly LmEvalSamplesFile[]): LmEvalSamplesFile[] {
  const newest = new Map<string, LmEvalSamplesFile>();
  for (const file of files) {
    const held = newest.get(file.task);
    if (held !== undefined && held.timestamp === file.timestamp && held.path !== file.path) {
      const [first, second] = [held.path, file.path].sort();
      throw new ScoreFileError(
        first!,
        null,
        `task ${file.task} has two samples files with the same timestamp${file.timestamp === '' ? ' (none in the name)' : ` ${file.timestamp}`}, this one and ${basename(second!)}`,
        'Keep one of them in the folder (move the other run into its own folder), then run paired again.',
      );
    }
    if (held === undefined || file.timestamp > held.timestamp) newest.set(file.task, file);
  }
  return [...newest.values()].sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : 0));
}

/** The results files that belong with one samples file: the one of the same run first, then the others of its folder, newest first. */
export async function resultsBeside(samplesPath: string, timestamp: string): Promise<string[]> {
  const all = await resultsFilesIn(dirname(samplesPath));
  const same = all.filter((file) => timestamp !== '' && basename(file) === `results_${timestamp}.json`);
  return [...same, ...all.filter((file) => !same.includes(file))];
}

function objectAt(json: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = json[key];
  return isObject(value) ? value : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
