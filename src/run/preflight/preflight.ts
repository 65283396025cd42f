/**
 * Every compatibility check of a run, done once after loading and before any scoring, so a
 * problem becomes a family's skip reason instead of an error after other families ran
 * (docs/ARCHITECTURE.md §5). The rules are the families' own (`Family.preflightSkip`).
 */
import { familyIds, familyIn, familyTable, type FamilySettingsTable, type FamilyTable } from '../../families/index.js';
import type { LanguageModel } from '../../model/index.js';
import type { FamilyId, TokenizerCheckResult } from '../../results/types.js';
import type { SuiteLoadResult } from '../loadSuites.js';
import { checkTokenizers } from './checkTokenizers.js';

/** The tokenizer check (recorded in results.json) and, per family, why it cannot run. */
export interface PreflightResult {
  readonly tokenizerCheck: TokenizerCheckResult;
  readonly skips: { readonly [F in FamilyId]?: string };
}

/** What the preflight reads: the loaded suites, each family's settings and the family table. */
export interface PreflightInputs {
  readonly suites: SuiteLoadResult;
  readonly settings: FamilySettingsTable;
  readonly familyTable?: FamilyTable;
}

/**
 * Check the tokenizers (encoding every family's shared texts, divergence's documents, with both),
 * then ask each family with items whether this pair can run it.
 */
export function preflight(base: LanguageModel, tuned: LanguageModel, inputs: PreflightInputs): PreflightResult {
  const table = inputs.familyTable ?? familyTable();
  const withItems = familyIds(table).flatMap((id) => {
    const suite = inputs.suites[id];
    return suite !== undefined && 'items' in suite ? [{ id, family: familyIn(table, id), items: suite.items }] : [];
  });
  const texts = withItems.flatMap(({ family, items }) => family.sharedTexts?.(items) ?? []);
  const tokenizerCheck = checkTokenizers(base, tuned, texts);
  const skips: { [F in FamilyId]?: string } = {};
  for (const { id, family, items } of withItems) {
    const skip = family.preflightSkip({ base, tuned, tokenizerCheck }, items, inputs.settings[id]);
    if (skip !== undefined) skips[id] = skip;
  }
  return { tokenizerCheck, skips };
}
