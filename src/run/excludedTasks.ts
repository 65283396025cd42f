/**
 * `--tasks` names checked against `--only`: a named task whose family the run leaves out would
 * be dropped without a word, and the run would judge the rest (`--tasks xstest_safe --only
 * capability` judged the built-in quiz and passed). The gate set spans families, so it is left to
 * its own rules.
 */
import { UsageError } from '../errors/index.js';
import { familyIds, familyIn, familyTable, type FamilyTable } from '../families/index.js';
import type { FamilyId } from '../results/types.js';
import { isTaskYamlPath, knownTaskNames } from '../tasks/index.js';

/**
 * The one family a task name fills (by the families' `namedTasks` sources: a prompt set, a
 * built-in suite, a multiple-choice benchmark), or null when it fills several (the gate set) or
 * is none of these.
 */
function familyOf(name: string, table: FamilyTable): FamilyId | null {
  for (const id of familyIds(table)) {
    const source = familyIn(table, id).namedTasks;
    if (source === undefined) continue;
    if (source.builtinName === name || source.promptSets?.some((set) => set.name === name)) return id;
    if (source.benchmarkItem !== undefined && (isTaskYamlPath(name) || knownTaskNames().includes(name))) return id;
  }
  return null;
}

/** Throw UsageError naming the first `--tasks` name whose family `families` (`--only`) leaves out. */
export function checkTasksInFamilies(names: readonly string[], families: readonly FamilyId[], table: FamilyTable = familyTable()): void {
  for (const name of names) {
    const family = familyOf(name, table);
    if (family !== null && !families.includes(family)) {
      throw new UsageError(
        `--tasks ${name} is a ${family} task, but --only ${families.join(',')} leaves the ${family} family out`,
        `Add ${family} to --only (--only ${[...families, family].join(',')}), or drop ${name} from --tasks.`,
      );
    }
  }
}

/**
 * The families of `families` that a run without `--tasks` can give items: all but those only
 * named tasks fill (generation, its `namedTasks.namedOnly`), whose gated metrics cannot exist then.
 */
export function familiesWithoutTasks<F extends FamilyId>(families: readonly F[], table: FamilyTable = familyTable()): F[] {
  return families.filter((family) => familyIn(table, family).namedTasks?.namedOnly !== true);
}
