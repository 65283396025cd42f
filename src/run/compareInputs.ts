/** The model-free inputs of a comparison, read and checked before any model loads. */
import {
  familyIds,
  familyIn,
  familyTable as currentFamilies,
  type FamilyOptionsTable,
  type FamilySettingsOptions,
  type FamilySettingsTable,
  type FamilyTable,
} from '../families/index.js';
import type { FamilyId, SettingsMeasurements, TaskSelection } from '../results/types.js';
import type { CompareOptions } from './compareOptions.js';
import { loadSuites, type SuiteLoadResult } from './loadSuites.js';
import { loadNamedTasks } from './namedTasks.js';
import { checkTasksInFamilies } from './excludedTasks.js';

/** Suites, each family's settings and what building them measured. */
export interface CompareInputs extends SettingsMeasurements {
  readonly suites: SuiteLoadResult;
  /** The families of the run: the shipped ones and any registered in this process. */
  readonly familyTable: FamilyTable;
  /** Per family with items, its settings (e.g. refusal's patterns). */
  readonly settings: FamilySettingsTable;
  /** The tasks `--tasks` named, recorded in results.json's settings; absent when none was. */
  readonly tasks?: TaskSelection;
}

/** The options reading the inputs takes: the suites, the families asked for and what their settings are built from. */
export type CompareInputOptions = Pick<
  CompareOptions,
  | 'suitesDir'
  | 'builtinSuitesDir'
  | 'families'
  | 'refusalPatternsFile'
  | 'refusalLabelsFile'
  | 'maxNewTokens'
  | 'systemPrompt'
  | 'sampling'
  | 'seed'
  | 'taskNames'
  | 'numFewshot'
  | 'taskLimit'
  | 'taskSource'
  | 'taskChat'
  | 'hubCache'
>;

/**
 * Load the suites and build the settings of every family that has items (reading its own files,
 * such as refusal's patterns and their agreement on labelled replies), so a bad suite line,
 * patterns file or labels file fails in a second, not after a model load (docs/ARCHITECTURE.md §1).
 */
export async function readCompareInputs(options: CompareInputOptions): Promise<CompareInputs> {
  const familyTable = currentFamilies();
  if (options.taskNames !== undefined) checkTasksInFamilies(options.taskNames, options.families, familyTable);
  const named =
    options.taskNames === undefined
      ? undefined
      : await loadNamedTasks(
          {
            names: options.taskNames,
            ...(options.numFewshot === undefined ? {} : { numFewshot: options.numFewshot }),
            builtinSuitesDir: options.builtinSuitesDir ?? options.suitesDir,
            ...(options.taskLimit === undefined ? {} : { limit: options.taskLimit }),
            ...(options.taskSource === undefined ? {} : { taskSource: options.taskSource }),
            ...(options.taskChat === undefined ? {} : { chat: options.taskChat }),
            ...(options.hubCache === undefined ? {} : { hubCache: options.hubCache }),
          },
          familyTable,
        );
  // A family a named task fills reads no suite folder; the others read theirs as before. A family
  // that only named tasks fill (generation) has no suite folder (its `namedTasks.namedOnly`).
  const filled = options.families.filter((family) => named?.[family] !== undefined || familyIn(familyTable, family).namedTasks?.namedOnly === true);
  const rest = options.families.filter((family) => !filled.includes(family));
  const suites: SuiteLoadResult = {
    ...(rest.length > 0 ? await loadSuites(options.suitesDir, rest, familyTable) : {}),
    ...Object.fromEntries(filled.flatMap((family) => (named?.[family] === undefined ? [] : [[family, named[family]]]))),
  };
  const settings: { [F in FamilyId]?: unknown } = {};
  let measured: SettingsMeasurements = {};
  const own = ownOptions(options);
  for (const family of familyIds(familyTable)) {
    const suite = suites[family];
    // A family without a suite needs no settings (nor their checks).
    if (suite === undefined || !('items' in suite)) continue;
    const setup = await familyIn(familyTable, family).settings(sharedOptions(options), own[family]);
    settings[family] = setup.settings;
    // The first family to measure a field records it.
    measured = { ...setup.measured, ...measured };
  }
  return {
    suites,
    familyTable,
    settings,
    ...measured,
    ...(named === undefined ? {} : { tasks: named.selection }),
  };
}

/** The options every family may read. */
function sharedOptions(options: CompareInputOptions): FamilySettingsOptions {
  return {
    suitesDir: options.suitesDir,
    maxNewTokens: options.maxNewTokens,
    seed: options.seed,
    ...(options.sampling === undefined ? {} : { sampling: options.sampling }),
  };
}

/** Each family's own options, from the flags that belong to it alone. */
function ownOptions(options: CompareInputOptions): FamilyOptionsTable {
  return {
    refusal: {
      ...(options.systemPrompt === undefined ? {} : { systemPrompt: options.systemPrompt }),
      ...(options.refusalPatternsFile === undefined ? {} : { patternsFile: options.refusalPatternsFile }),
      ...(options.refusalLabelsFile === undefined ? {} : { labelsFile: options.refusalLabelsFile }),
    },
  };
}
