/** The tasks named with `--tasks`: benchmark tasks, refusal prompt sets and the built-in quiz, each replacing its family's suites. */
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { UsageError } from '../errors/index.js';
import type { FamilyTable } from '../families/index.js';
import type { CapabilityItem } from '../families/capability/index.js';
import type { TaskSelection } from '../results/types.js';
import { knownTaskNames, loadTasks, REFUSAL_SETS, type TaskDoc } from '../tasks/index.js';
import { loadFamily, type LoadedFamily } from './loadSuites.js';

/** The built-in capability suites (the project's own quiz), by the name `--tasks` knows them. */
export const QUIZ_TASK = 'tunegate_quiz';
/** The built-in refusal prompt sets, by the name `--tasks` knows them. */
export const OWN_REFUSAL_TASK = 'tunegate_refusal';

/** What `--tasks` asks for. */
export interface NamedTaskOptions {
  readonly names: readonly string[];
  readonly numFewshot: number;
  readonly limit?: number;
  /** The suites folder of the built-in names (tunegate's own `suites/`): quiz, prompt sets, benchmark data. */
  readonly builtinSuitesDir: string;
}

/** The families the names filled, and the record of the selection for results.json. */
export interface NamedTasks {
  readonly capability?: LoadedFamily<'capability'>;
  readonly refusal?: LoadedFamily<'refusal'>;
  readonly selection: TaskSelection;
}

/**
 * Read every named task before any model loads (docs/reference/tasks.md). A benchmark name (or
 * the `mmlu` group) becomes capability items formatted as lm-eval formats them; a refusal set's
 * name its prompts; `tunegate_quiz` / `tunegate_refusal` the built-in suites of their family. A
 * family named by none keeps its suites. Throws UsageError for an unknown name, listing the
 * known ones, and for a refusal set or quiz given --num-fewshot.
 */
export async function loadNamedTasks(options: NamedTaskOptions, table: FamilyTable): Promise<NamedTasks> {
  const known = new Set([...knownTaskNames(), ...REFUSAL_SETS.map((set) => set.name), QUIZ_TASK, OWN_REFUSAL_TASK]);
  const unknown = options.names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown task${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `"${name}"`).join(', ')} in --tasks`,
      `Known: ${[...known].filter((name) => !/^mmlu_/.test(name)).join(', ')}, and each mmlu_<subject> (docs/reference/tasks.md).`,
    );
  }
  const benchmarkNames = options.names.filter((name) => knownTaskNames().includes(name));
  const loaded = loadTasks(benchmarkNames, {
    numFewshot: options.numFewshot,
    dataDir: join(options.builtinSuitesDir, 'benchmarks'),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
  });
  const capabilityItems: CapabilityItem[] = loaded.docs.map(taskItem);
  const capabilityFiles = await Promise.all(
    loaded.tasks.map(async (task) => ({ family: 'capability' as const, path: task.dataFile, sha256: await fileSha256(task.dataFile), items: task.used })),
  );
  let capability: LoadedFamily<'capability'> | undefined =
    benchmarkNames.length > 0 ? { family: 'capability', files: capabilityFiles, items: capabilityItems } : undefined;
  if (options.names.includes(QUIZ_TASK))
    capability = joinFamilies(capability, await loadFamily('capability', await suiteFiles(options.builtinSuitesDir, 'capability'), table));
  let refusal: LoadedFamily<'refusal'> | undefined;
  const sets = REFUSAL_SETS.filter((set) => options.names.includes(set.name));
  if (sets.length > 0)
    refusal = await loadFamily(
      'refusal',
      sets.map((set) => join(options.builtinSuitesDir, set.file)),
      table,
    );
  if (options.names.includes(OWN_REFUSAL_TASK))
    refusal = joinFamilies(refusal, await loadFamily('refusal', await suiteFiles(options.builtinSuitesDir, 'refusal'), table));
  return {
    ...(capability === undefined ? {} : { capability }),
    ...(refusal === undefined ? {} : { refusal: limited(refusal, options.limit) }),
    selection: {
      names: options.names,
      numFewshot: options.numFewshot,
      ...(options.limit === undefined ? {} : { limit: options.limit }),
      benchmarks: loaded.tasks.map((task) => ({
        name: task.name,
        group: task.group,
        split: task.split,
        numFewshot: task.numFewshot,
        documents: task.used,
        dataFile: relative(options.builtinSuitesDir, task.dataFile) || task.dataFile,
        licence: task.licence,
        caveats: task.caveats,
      })),
    },
  };
}

/** A benchmark document as a capability item: id `<task>/<doc_id>` (lm-eval's sample key), MMLU's subject as its tag. */
export function taskItem(doc: TaskDoc): CapabilityItem {
  return {
    id: `${doc.task}/${doc.docId}`,
    context: doc.context,
    choices: doc.choices,
    answer: doc.gold,
    tags: doc.group === null ? [] : [doc.task],
    task: {
      name: doc.task,
      group: doc.group,
      docId: doc.docId,
      targetDelimiter: doc.targetDelimiter,
      ...(doc.trueChoices === undefined ? {} : { trueChoices: doc.trueChoices }),
    },
  };
}

function joinFamilies<F extends 'capability' | 'refusal'>(first: LoadedFamily<F> | undefined, second: LoadedFamily<F>): LoadedFamily<F> {
  if (first === undefined) return second;
  const ids = new Set(first.items.map((item) => item.id));
  const clash = second.items.find((item) => ids.has(item.id));
  if (clash !== undefined) throw new UsageError(`two named tasks hold the item id "${clash.id}"`, 'Name each task once.');
  return { family: first.family, files: [...first.files, ...second.files], items: [...first.items, ...second.items] };
}

/** lm-eval's --limit on a refusal set: its first N prompts (each set's, in file order). */
function limited(refusal: LoadedFamily<'refusal'>, limit: number | undefined): LoadedFamily<'refusal'> {
  if (limit === undefined) return refusal;
  const kept: (typeof refusal.items)[number][] = [];
  let start = 0;
  const files = refusal.files.map((file) => {
    const items = refusal.items.slice(start, start + file.items).slice(0, limit);
    start += file.items;
    kept.push(...items);
    return { ...file, items: items.length };
  });
  return { family: refusal.family, files, items: kept };
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
