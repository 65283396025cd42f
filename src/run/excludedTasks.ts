/**
 * `--tasks` names checked against `--only`: a named task whose family the run leaves out would
 * be dropped without a word, and the run would judge the rest (`--tasks xstest_safe --only
 * capability` judged the built-in quiz and passed). The gate set spans families, so it is left to
 * its own rules.
 */
import { UsageError } from '../errors/index.js';
import type { FamilyId } from '../results/types.js';
import { FAMILY_IDS, type BuiltinFamilyId } from '../results/vocabulary.js';
import { GATE_SET, GATE_SET_NAME, isGenerationTask, isTaskYamlPath, knownTaskNames, LEADERBOARD_GROUP, REFUSAL_SETS } from '../tasks/index.js';
import { DIVERGENCE_TASK, LEADERBOARD_NAME, OWN_REFUSAL_TASK, QUIZ_TASK } from './namedTasks.js';

/** The one family a task name fills, or null when it fills several or is not a multiple-choice or refusal task. */
function familyOf(name: string): BuiltinFamilyId | null {
  if (name === DIVERGENCE_TASK) return 'divergence';
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

/**
 * The families `--tasks` names, in the run's family order: what runs when `--only` is not given.
 * Only what the names select runs and gates (docs/reference/tasks.md): `--tasks mmlu` scores no
 * refusal prompts and no divergence documents; `tunegate_gate` names its tasks' families and
 * divergence; `tunegate_divergence` the project's divergence documents.
 */
export function familiesOfTasks(names: readonly string[]): BuiltinFamilyId[] {
  const named = new Set<BuiltinFamilyId>();
  for (const name of names) {
    if (name === GATE_SET_NAME) {
      for (const family of familiesOfTasks(GATE_SET.map((entry) => entry.name))) named.add(family);
      named.add('divergence');
    } else if (name === DIVERGENCE_TASK) named.add('divergence');
    else if (name === LEADERBOARD_NAME)
      for (const member of LEADERBOARD_GROUP.filter((one) => one.shipped)) named.add(isGenerationTask(member.name) ? 'generation' : 'capability');
    else if (isGenerationTask(name)) named.add('generation');
    else {
      const family = familyOf(name);
      if (family !== null) named.add(family);
    }
  }
  return FAMILY_IDS.filter((family) => named.has(family));
}
