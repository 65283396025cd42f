/** The documents of one task with their contexts, as lm-eval v0.4.6's Task.fewshot_context builds them: one mechanism for every data source. */
import type { FormattedDoc } from './docFormats.js';
import { fewshotBlock } from './fewshotBlock.js';
import type { PoolDoc } from './fewshotSampler.js';
import type { TaskDoc } from './taskTypes.js';

/** What a task's contexts are made of besides the documents. */
export interface TaskShape {
  readonly name: string;
  readonly group: string | null;
  /** The description of document `docId` (a YAML's is a template over the document; a shipped task's is fixed). */
  readonly description: (docId: number) => string;
  readonly targetDelimiter: string;
  readonly fewshotDelimiter: string;
}

/** lm-eval's --limit over a split of `total` documents: N, or a fraction rounded up; all of them when absent. */
export function usedCount(total: number, limit: number | undefined): number {
  return limit === undefined ? total : Math.min(total, limit < 1 ? Math.ceil(total * limit) : limit);
}

/**
 * The first `used` documents of `all`, each context description + few-shot block + doc_to_text.
 * `shotsFor` is called once per document in doc_id order: the default sampler's state moves on
 * with each document, as in lm-eval's build_all_requests.
 */
export function taskDocs(shape: TaskShape, all: readonly PoolDoc[], used: number, shotsFor: (evalKey: string) => readonly FormattedDoc[]): TaskDoc[] {
  return all.slice(0, used).map(({ key, doc }, docId): TaskDoc => ({
    task: shape.name,
    group: shape.group,
    docId,
    context: shape.description(docId) + fewshotBlock(shotsFor(key), shape.targetDelimiter, shape.fewshotDelimiter) + doc.text,
    choices: doc.choices,
    targetDelimiter: shape.targetDelimiter,
    gold: doc.gold,
    ...(doc.trueChoices === undefined ? {} : { trueChoices: doc.trueChoices }),
  }));
}
