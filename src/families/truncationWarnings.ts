/**
 * Per task, how many documents lost prompt tokens to the model's context (docs/reference/tasks.md,
 * "Truncation"): lm-eval cuts a too-long prompt from the left and says nothing; tunegate records
 * the cut on each document (`truncatedTokens` in items.jsonl) and warns when it touches a task.
 */
import { formatCount } from '../format/format.js';

/** One scored document: its task and the most tokens either model cut from its prompt (0: none). */
export interface DocumentCut {
  readonly task: string;
  readonly cut: number;
}

/** Above this share of a task's documents cut, the run warns (a few long outliers are lm-eval's normal). */
export const TRUNCATION_WARNING_SHARE = 0.05;

/**
 * One warning per task whose cut documents exceed TRUNCATION_WARNING_SHARE of its documents,
 * in first-seen task order: how many, of how many, the largest cut and the contexts they were cut to.
 */
export function truncationWarnings(documents: readonly DocumentCut[], contexts: { readonly base: number; readonly tuned: number }): string[] {
  const context =
    contexts.base === contexts.tuned
      ? `the models' context of ${formatCount(contexts.base)} tokens`
      : `the models' contexts (base ${formatCount(contexts.base)}, tuned ${formatCount(contexts.tuned)} tokens)`;
  const tasks = new Map<string, { total: number; cut: number; largest: number }>();
  for (const { task, cut } of documents) {
    const entry = tasks.get(task) ?? { total: 0, cut: 0, largest: 0 };
    entry.total += 1;
    if (cut > 0) entry.cut += 1;
    entry.largest = Math.max(entry.largest, cut);
    tasks.set(task, entry);
  }
  return [...tasks]
    .filter(([, entry]) => entry.cut > entry.total * TRUNCATION_WARNING_SHARE)
    .map(
      ([task, entry]) =>
        `${task}: ${formatCount(entry.cut)} of ${formatCount(entry.total)} ${entry.total === 1 ? 'document was' : 'documents were'} cut from the left to fit ${context} (up to ${formatCount(entry.largest)} tokens), as lm-eval cuts them; their scores read a shortened prompt`,
    );
}
