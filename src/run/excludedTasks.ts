/**
 * `--tasks` names checked against `--only`: a named task whose family the run leaves out would
 * be dropped without a word, and the run would judge the rest (`--tasks xstest_safe --only
 * capability` judged the built-in quiz and passed). The gate set spans families, so it is left to
 * its own rules.
 */
import { UsageError } from '../errors/index.js';
import type { FamilyId } from '../results/types.js';
import { isTaskYamlPath, knownTaskNames, REFUSAL_SETS } from '../tasks/index.js';
import { OWN_REFUSAL_TASK, QUIZ_TASK } from './namedTasks.js';

/** The one family a task name fills, or null when it fills several or is not a multiple-choice or refusal task. */
function familyOf(name: string): FamilyId | null {
  if (name === OWN_REFUSAL_TASK || REFUSAL_SETS.some((set) => set.name === name)) return 'refusal';
  if (name === QUIZ_TASK || isTaskYamlPath(name) || knownTaskNames().includes(name)) return 'capability';
  return null;
}

/** Throw UsageError naming the first `--tasks` name whose family `families` (`--only`) leaves out. */
export function checkTasksInFamilies(names: readonly string[], families: readonly FamilyId[]): void {
  for (const name of names) {
    const family = familyOf(name);
    if (family !== null && !families.includes(family)) {
      throw new UsageError(
        `--tasks ${name} is a ${family} task, but --only ${families.join(',')} leaves the ${family} family out`,
        `Add ${family} to --only (--only ${[...families, family].join(',')}), or drop ${name} from --tasks.`,
      );
    }
  }
}
