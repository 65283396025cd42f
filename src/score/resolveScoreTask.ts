/**
 * Which task `tunegate score --task NAME` scores with (docs/reference/score.md): one shipped
 * generate_until task. A log-likelihood task, a group, an unshipped or an unknown name is a
 * UsageError that says what to do instead.
 */
import { UsageError } from '../errors/index.js';
import { BBH_COT_GROUP, generationTaskNames, isGenerationTask, knownTaskNames, unshippedLeaderboardTask } from '../tasks/index.js';

/** `name` if `score` can score it; else the UsageError (exit 3) naming the fix. */
export function resolveScoreTask(name: string): string {
  if (name === BBH_COT_GROUP)
    throw new UsageError(`--task ${name} is a group: a doc_id numbers the documents of one task`, `Name one task of it, e.g. --task ${BBH_COT_GROUP}_snarks.`);
  if (isGenerationTask(name)) return name;
  if (knownTaskNames().includes(name))
    throw new UsageError(
      `--task ${name} has no reply scorer: it is a multiple-choice task, scored by log-likelihood`,
      `Score it with the model: tunegate compare BASE TUNED --tasks ${name}.`,
    );
  const where = unshippedLeaderboardTask(name);
  if (where !== undefined) throw new UsageError(`--task ${name}: its data is not shipped with tunegate`, `${where}.`);
  throw new UsageError(`--task ${name} is not a generative task tunegate knows`, `Known: ${scorableTaskNames().join(', ')}.`);
}

/** Every name `score` takes: the generate_until tasks, without the group. */
export function scorableTaskNames(): string[] {
  return generationTaskNames().filter((name) => name !== BBH_COT_GROUP);
}
