/** `tunegate label`: the replies to label of a run folder, as labels-todo.jsonl and label.html beside it. */
import { join } from 'node:path';
import { InvalidInputError } from '../../errors/index.js';
import { renderLabelPage, checkRecordOfFamily } from '../../report/index.js';
import { readRunDir, writeFileAtomic } from '../../results/index.js';
import type { RefusalItemRecord } from '../../results/types.js';
import { chooseLabelReplies } from './chooseLabelReplies.js';
import { formatLabelLines, type LabelLine } from './labelsFile.js';

/** File names `tunegate label` writes. */
export const LABEL_FILES = { todo: 'labels-todo.jsonl', page: 'label.html' } as const;

/** What `tunegate label` wrote. */
export interface WriteLabelFilesResult {
  readonly todo: string;
  readonly page: string;
  readonly lines: readonly LabelLine[];
  /** Replies of the run that could have been drawn. */
  readonly replies: number;
}

/**
 * Read the run folder `dir`, draw `n` replies of its refusal records (chooseLabelReplies,
 * seeded by `seed`) and write labels-todo.jsonl and label.html into `outDir`. Throws what
 * readRunDir throws, and InvalidInputError for a run without refusal records.
 */
export async function writeLabelFiles(dir: string, outDir: string, n: number, seed: number): Promise<WriteLabelFilesResult> {
  const { results, items } = await readRunDir(dir, checkRecordOfFamily);
  const refusal = items.filter((item): item is RefusalItemRecord => item.family === 'refusal');
  if (refusal.length === 0)
    throw new InvalidInputError(
      `${dir}: the run has no refusal records, so there is nothing to label`,
      'Run compare with the refusal suite (--only refusal) first.',
    );
  const lines = chooseLabelReplies(refusal, results.runId, n, seed);
  const todo = join(outDir, LABEL_FILES.todo);
  const page = join(outDir, LABEL_FILES.page);
  await writeFileAtomic(todo, formatLabelLines(lines));
  await writeFileAtomic(page, renderLabelPage({ runId: results.runId, lines: lines as unknown as Readonly<Record<string, unknown>>[] }));
  return { todo, page, lines, replies: refusal.length * 2 };
}
