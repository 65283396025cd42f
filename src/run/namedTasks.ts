/** The tasks named with `--tasks`: benchmark and generative tasks, prompt sets and built-in suites, each replacing its family's suites. */
import { isAbsolute, join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { UsageError } from '../errors/index.js';
import { familyIds, familyIn, type FamilyTable } from '../families/index.js';
import type { BuiltinFamilyId, FamilyId, RefusalSetSelection, TaskSelection } from '../results/types.js';
import {
  GATE_SET,
  GATE_SET_NAME,
  generationTaskNames,
  isGenerationTask,
  isTaskYamlPath,
  LEADERBOARD_GROUP,
  loadGenerationTasks,
  unshippedLeaderboardTask,
  knownTaskNames,
  loadCachedTasks,
  loadTasks,
  loadYamlTask,
  LM_EVAL_RELEASE,
  type GateSetEntry,
  type GenerationTaskInfo,
  type LoadedGenerationTasks,
  type HubCacheDir,
  type LoadedTasks,
  type LoadTasksOptions,
  type TaskInfo,
} from '../tasks/index.js';
import { loadFamily, type LoadedFamily } from './loadSuites.js';

// A family's own names and how their documents become its items live in its folder (`Family.namedTasks`).
export { QUIZ_TASK, taskItem } from '../families/capability/index.js';
export { OWN_REFUSAL_TASK } from '../families/refusal/index.js';
export { generationItem } from '../families/generation/index.js';

/** What `--tasks` asks for. */
export interface NamedTaskOptions {
  readonly names: readonly string[];
  /** `--num-fewshot`; absent, each task's default: 0, or a task YAML's num_fewshot. */
  readonly numFewshot?: number;
  readonly limit?: number;
  /** The suites folder of the built-in names (tunegate's own `suites/`): quiz, prompt sets, benchmark data. */
  readonly builtinSuitesDir: string;
  /** Where benchmark names read their data (`--task-source`): the shipped copies (default) or the local Hugging Face cache. */
  readonly taskSource?: TaskSource;
  /** The Hugging Face hub cache: for `hf-cache` and a task YAML's dataset_path. */
  readonly hubCache?: HubCacheDir;
  /** lm-eval's chat flags for the benchmark prompts; absent: plain prompts. */
  readonly chat?: NonNullable<LoadTasksOptions['chat']>;
}

/** `--task-source`: the shipped copies, or the user's own in the local Hugging Face hub cache. */
export type TaskSource = 'shipped' | 'hf-cache';

/** Per family the names filled, its items (a family named by none is absent). */
export type NamedFamilies = { readonly [F in BuiltinFamilyId]?: LoadedFamily<F> } & { readonly [F in FamilyId]?: LoadedFamily<F> };

/** The families the names filled, and the record of the selection for results.json. */
export type NamedTasks = NamedFamilies & { readonly selection: TaskSelection };

/**
 * Read every named task before any model loads (docs/reference/tasks.md), and give each family
 * what its `namedTasks` source declares its own (docs/ARCHITECTURE.md §4). A benchmark name (or
 * the `mmlu` group) becomes capability items formatted as lm-eval formats them; a generative
 * task's name generation items; a refusal set's name its prompts; `tunegate_quiz` /
 * `tunegate_refusal` the built-in suites of their family;
 * `tunegate_gate` the default gate set (tasks/gateSet.ts). A family named by none keeps its suites. Throws UsageError for an unknown name, listing the
 * known ones, and for a refusal set or quiz given --num-fewshot.
 */
export async function loadNamedTasks(options: NamedTaskOptions, table: FamilyTable): Promise<NamedTasks> {
  const sources = familyIds(table).flatMap((id) => {
    const source = familyIn(table, id).namedTasks;
    return source === undefined ? [] : [{ id, source }];
  });
  const known = new Set([
    ...knownTaskNames(),
    ...generationTaskNames(),
    ...sources.flatMap(({ source }) => (source.promptSets ?? []).map((set) => set.name)),
    ...sources.flatMap(({ source }) => (source.builtinName === undefined ? [] : [source.builtinName])),
    GATE_SET_NAME,
    LEADERBOARD_NAME,
  ]);
  const unshipped = options.names.find((name) => unshippedLeaderboardTask(name) !== undefined);
  if (unshipped !== undefined)
    throw new UsageError(
      `--tasks ${unshipped}: its data is not shipped (${unshippedLeaderboardTask(unshipped)})`,
      'Run the leaderboard tasks tunegate ships with --tasks leaderboard (leaderboard_bbh and leaderboard_ifeval), or give an lm-eval task YAML over your own copy.',
    );
  const unknown = options.names.filter((name) => !known.has(name) && !isTaskYamlPath(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown task${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')} in --tasks`,
      `Known: ${[...known].filter((name) => !/^mmlu_/.test(name)).join(', ')}, each mmlu_<subject>, and the path of an lm-eval task YAML (docs/reference/tasks.md).`,
    );
  }
  const entries = selectedEntries(options.names, options.limit);
  const benchmarks = entries.filter((entry) => knownTaskNames().includes(entry.name) || isTaskYamlPath(entry.name));
  const loaded: LoadedTasks[] = [];
  for (const entry of benchmarks) loaded.push(await loadBenchmark(entry, options));
  const generative: LoadedGenerationTasks[] = [];
  for (const entry of entries.filter((one) => isGenerationTask(one.name))) generative.push(await loadGenerative(entry, options));
  const generationTasks = generative.flatMap((one) => one.tasks);
  const tasks: readonly (TaskInfo | GenerationTaskInfo)[] = [...loaded.flatMap((one) => one.tasks), ...generationTasks];
  const twice = tasks.find((task, i) => tasks.findIndex((other) => other.name === task.name) !== i);
  if (twice !== undefined) throw new UsageError(`two named tasks are both called "${twice.name}"`, 'Give a task YAML its own `task:` name.');
  // MMLU's 57 subjects read one file: hash it once.
  const digests = new Map<string, Promise<string>>();
  const fileOf = async (family: FamilyId, task: TaskInfo | GenerationTaskInfo) => {
    const path = isAbsolute(task.dataFile) ? task.dataFile : resolve(options.builtinSuitesDir, '..', task.dataFile);
    if (!digests.has(path)) digests.set(path, fileSha256(path));
    return { family, path, sha256: await digests.get(path)!, items: task.used };
  };
  // Each family takes what its source declares, in this order: benchmark documents, generative
  // documents, its prompt sets in the order named, its built-in suites.
  const filled: { [F in FamilyId]?: LoadedFamily<FamilyId> } = {};
  // The prompt sets that ran, recorded in results.json (`refusalSets`: refusal's are the only ones shipped).
  const promptSets: RefusalSetSelection[] = [];
  for (const { id, source } of sources) {
    let family: LoadedFamily<FamilyId> | undefined;
    const { benchmarkItem, generativeItem } = source;
    if (benchmarkItem !== undefined && loaded.length > 0)
      family = {
        family: id,
        files: await Promise.all(loaded.flatMap((one) => one.tasks).map((task) => fileOf(id, task))),
        items: loaded.flatMap((one) => one.docs.map((doc) => benchmarkItem(doc))),
      };
    if (generativeItem !== undefined && generative.length > 0)
      family = joinFamilies(family, {
        family: id,
        files: await Promise.all(generationTasks.map((task) => fileOf(id, task))),
        items: generative.flatMap((one) =>
          one.docs.map((doc) =>
            generativeItem(
              doc,
              one.tasks.find((task) => task.name === doc.task)!,
            ),
          ),
        ),
      });
    for (const entry of entries) {
      const set = source.promptSets?.find((candidate) => candidate.name === entry.name);
      if (set === undefined) continue;
      const loaded = firstItems(await loadFamily(id, [join(options.builtinSuitesDir, set.file)], table), entry.limit);
      family = joinFamilies(family, loaded);
      promptSets.push({
        name: set.name,
        file: `suites/${set.file}`,
        prompts: loaded.items.length,
        licence: set.licence,
        description: set.description,
        caveats: set.caveats,
      });
    }
    if (source.builtinName !== undefined && entries.some((entry) => entry.name === source.builtinName))
      family = joinFamilies(family, await loadFamily(id, await suiteFiles(options.builtinSuitesDir, id), table));
    if (family !== undefined) filled[id] = family;
  }
  return {
    ...(filled as NamedFamilies),
    selection: {
      names: options.names,
      numFewshot: options.numFewshot ?? 0,
      ...(options.limit === undefined ? {} : { limit: options.limit }),
      ...(options.chat === undefined ? {} : { chat: options.chat }),
      benchmarks: tasks.map((task) => ({
        name: task.name,
        group: task.group,
        split: task.split,
        numFewshot: task.numFewshot,
        documents: task.used,
        dataFile: task.dataFile,
        licence: task.licence,
        caveats:
          options.names.includes(LEADERBOARD_NAME) && LEADERBOARD_GROUP.some((member) => member.name === (task.group ?? task.name))
            ? [...task.caveats, LEADERBOARD_CAVEAT]
            : task.caveats,
        ...('lmEvalVersion' in task && task.lmEvalVersion !== undefined ? { lmEvalVersion: task.lmEvalVersion } : {}),
      })),
      lmEvalVersion: LM_EVAL_RELEASE,
      ...(promptSets.length === 0 ? {} : { refusalSets: promptSets }),
    },
  };
}

/** One benchmark name or task YAML, from the shipped copies, the hub cache or the YAML's own data. */
async function loadBenchmark(entry: GateSetEntry, options: NamedTaskOptions): Promise<LoadedTasks> {
  const settings = {
    ...(options.numFewshot === undefined ? {} : { numFewshot: options.numFewshot }),
    ...(entry.limit === undefined ? {} : { limit: entry.limit }),
    ...(options.chat === undefined ? {} : { chat: options.chat }),
  };
  if (isTaskYamlPath(entry.name)) return loadYamlTask(entry.name, options.hubCache, settings);
  if (options.taskSource !== 'hf-cache') return loadTasks([entry.name], { ...settings, dataDir: join(options.builtinSuitesDir, 'benchmarks') });
  if (options.hubCache === undefined)
    throw new UsageError(
      '--task-source hf-cache: no Hugging Face cache folder was given',
      'Run it from the command line, which finds the cache (HF_HUB_CACHE, HF_HOME).',
    );
  return loadCachedTasks([entry.name], options.hubCache, settings);
}

/** One generative task by lm-eval's name, from the shipped copies. */
async function loadGenerative(entry: GateSetEntry, options: NamedTaskOptions): Promise<LoadedGenerationTasks> {
  if (options.taskSource === 'hf-cache')
    throw new UsageError(
      `--task-source hf-cache: "${entry.name}" is a generative task, read from the shipped copy only`,
      'Leave out --task-source for generative tasks (docs/reference/tasks.md).',
    );
  return loadGenerationTasks([entry.name], {
    ...(options.numFewshot === undefined ? {} : { numFewshot: options.numFewshot }),
    ...(entry.limit === undefined ? {} : { limit: entry.limit }),
    ...(options.chat === undefined ? {} : { chat: options.chat }),
    dataDir: join(options.builtinSuitesDir, 'benchmarks'),
  });
}

/** lm-eval's name of the Open LLM Leaderboard v2 group. */
const LEADERBOARD_NAME = 'leaderboard';
/** What `--tasks leaderboard` leaves out, said beside each of its tasks that ran. */
const LEADERBOARD_CAVEAT = `--tasks leaderboard ran the group's tasks whose data tunegate ships; not run: ${LEADERBOARD_GROUP.filter(
  (member) => !member.shipped,
)
  .map((member) => `${member.name} (${member.where})`)
  .join('; ')}`;

/** The names with the documents each keeps: the gate set expanded to its entries, and --limit, when given, in place of every count. */
function selectedEntries(names: readonly string[], limit: number | undefined): GateSetEntry[] {
  const entries = names.flatMap((name): GateSetEntry[] =>
    name === GATE_SET_NAME
      ? [...GATE_SET]
      : name === LEADERBOARD_NAME
        ? LEADERBOARD_GROUP.filter((member) => member.shipped).map((member) => ({ name: member.name }))
        : [{ name }],
  );
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.name) && seen.add(entry.name)).map((entry) => (limit === undefined ? entry : { name: entry.name, limit }));
}

/** The task names `names` stand for: each group (the gate set, `leaderboard`) expanded to its tasks. */
export function expandTaskNames(names: readonly string[]): string[] {
  return selectedEntries(names, undefined).map((entry) => entry.name);
}

/** `second`'s files and items after `first`'s; throws UsageError when both hold an item id. */
function joinFamilies<F extends FamilyId>(first: LoadedFamily<F> | undefined, second: LoadedFamily<F>): LoadedFamily<F> {
  if (first === undefined) return second;
  const ids = new Set(first.items.map((item) => item.id));
  const clash = second.items.find((item) => ids.has(item.id));
  if (clash !== undefined) throw new UsageError(`two named tasks hold the item id ${JSON.stringify(clash.id)}`, 'Name each task once.');
  return { family: first.family, files: [...first.files, ...second.files], items: [...first.items, ...second.items] };
}

/** The first `limit` prompts of one prompt set (lm-eval's --limit); all of them when absent. */
function firstItems<F extends FamilyId>(set: LoadedFamily<F>, limit: number | undefined): LoadedFamily<F> {
  if (limit === undefined || limit >= set.items.length) return set;
  const items = set.items.slice(0, limit);
  return { family: set.family, files: set.files.map((file) => ({ ...file, items: items.length })), items };
}

async function suiteFiles(root: string, family: string): Promise<string[]> {
  const dir = join(root, family);
  return (await readdir(dir))
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join(dir, name));
}

async function fileSha256(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}
