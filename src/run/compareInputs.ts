/** The model-free inputs of a comparison, read and checked before any model loads. */
import {
  familyIds,
  familyIn,
  familyTable as currentFamilies,
  type FamilySettingsOptions,
  type FamilySettingsTable,
  type FamilyTable,
} from '../families/index.js';
import type { FamilyId, RefusalClassifierCheck } from '../results/types.js';
import type { CompareOptions } from './compareOptions.js';
import { loadSuites, type SuiteLoadResult } from './loadSuites.js';

/** Suites, each family's settings and what building them measured. */
export interface CompareInputs {
  readonly suites: SuiteLoadResult;
  /** The families of the run: the shipped ones and any registered in this process. */
  readonly familyTable: FamilyTable;
  /** Per family with items, its settings (e.g. refusal's patterns). */
  readonly settings: FamilySettingsTable;
  /** The refusal patterns' measured agreement; absent when no refusal suite runs. */
  readonly refusalClassifier?: RefusalClassifierCheck;
}

/** The options reading the inputs takes: the suites, the families asked for and what their settings are built from. */
export type CompareInputOptions = Pick<
  CompareOptions,
  'suitesDir' | 'families' | 'refusalPatternsFile' | 'refusalLabelsFile' | 'maxNewTokens' | 'systemPrompt' | 'sampling' | 'seed'
>;

/**
 * Load the suites and build the settings of every family that has items (reading its own files,
 * such as refusal's patterns and their agreement on labelled replies), so a bad suite line,
 * patterns file or labels file fails in a second, not after a model load (docs/ARCHITECTURE.md §1).
 */
export async function readCompareInputs(options: CompareInputOptions): Promise<CompareInputs> {
  const familyTable = currentFamilies();
  const suites = await loadSuites(options.suitesDir, options.families, familyTable);
  const settings: { [F in FamilyId]?: unknown } = {};
  let refusalClassifier: RefusalClassifierCheck | undefined;
  for (const family of familyIds(familyTable)) {
    const suite = suites[family];
    // A family without a suite needs no settings (nor their checks).
    if (suite === undefined || !('items' in suite)) continue;
    const setup = await familyIn(familyTable, family).settings(settingsOptions(options));
    settings[family] = setup.settings;
    refusalClassifier ??= setup.refusalClassifier;
  }
  return { suites, familyTable, settings, ...(refusalClassifier === undefined ? {} : { refusalClassifier }) };
}

function settingsOptions(options: CompareInputOptions): FamilySettingsOptions {
  return {
    suitesDir: options.suitesDir,
    maxNewTokens: options.maxNewTokens,
    seed: options.seed,
    ...(options.systemPrompt === undefined ? {} : { systemPrompt: options.systemPrompt }),
    ...(options.sampling === undefined ? {} : { sampling: options.sampling }),
    ...(options.refusalPatternsFile === undefined ? {} : { refusalPatternsFile: options.refusalPatternsFile }),
    ...(options.refusalLabelsFile === undefined ? {} : { refusalLabelsFile: options.refusalLabelsFile }),
  };
}
