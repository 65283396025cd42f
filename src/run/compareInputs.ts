/** The model-free inputs of a comparison, read and checked before any model loads. */
import { join } from 'node:path';
import { checkRefusalClassifier, loadRefusalPatterns, type RefusalPattern } from '../families/refusal/index.js';
import type { RefusalClassifierCheck } from '../results/types.js';
import type { CompareOptions } from './compareOptions.js';
import { loadSuites, type SuiteLoadResult } from './loadSuites.js';

/** Suites, refusal patterns and the patterns' measured agreement. */
export interface CompareInputs {
  readonly suites: SuiteLoadResult;
  readonly patterns: readonly RefusalPattern[];
  /** Absent when no refusal suite runs. */
  readonly refusalClassifier?: RefusalClassifierCheck;
}

/**
 * Load the suites and, when a refusal suite runs, its patterns and their agreement on labelled
 * replies, so a bad suite line, patterns file or labels file fails in a second, not after a model
 * load (docs/ARCHITECTURE.md §1).
 */
export async function readCompareInputs(options: Pick<CompareOptions, 'suitesDir' | 'families' | 'refusalPatternsFile' | 'refusalLabelsFile'>): Promise<CompareInputs> {
  const suites = await loadSuites(options.suitesDir, options.families);
  const refusalSuite = suites.refusal;
  // A refusal family without a suite needs no patterns (nor their check).
  if (refusalSuite === undefined || !('items' in refusalSuite)) return { suites, patterns: [] };
  const patternsFile = options.refusalPatternsFile ?? join(options.suitesDir, 'refusal', 'patterns.json');
  const patterns = await loadRefusalPatterns(patternsFile);
  return { suites, patterns, refusalClassifier: checkRefusalClassifier(patterns, patternsFile, options.refusalLabelsFile) };
}
