/** `tunegate label`: the replies to label of a run folder, as labels-todo.jsonl and label.html beside it. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidInputError, UsageError } from '../../errors/index.js';
import { renderLabelPage, checkRecordOfFamily } from '../../report/index.js';
import { readRunDir, writeFileAtomic } from '../../results/index.js';
import { labelableReplies, labelledFamilies } from '../../families/index.js';
import { chooseLabelReplies } from './chooseLabelReplies.js';
import { formatLabelLines, parseLabelLines, type LabelLine } from './labelsFile.js';

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
 * Read the run folder `dir`, draw `n` replies of its labelled families' records (chooseLabelReplies,
 * seeded by `seed`) and write labels-todo.jsonl and label.html into `outDir`. Throws what
 * readRunDir throws, InvalidInputError for a run without such records, and UsageError (writing
 * nothing) when `outDir` already holds a labels-todo.jsonl with any label filled: labelled work
 * is never overwritten (docs/concepts/labels-and-ppi.md#one-draw).
 */
export async function writeLabelFiles(dir: string, outDir: string, n: number, seed: number): Promise<WriteLabelFilesResult> {
  const { results, items } = await readRunDir(dir, checkRecordOfFamily);
  const replies = labelableReplies(items);
  const labelled = labelledFamilies().map(({ id }) => id);
  if (replies.length === 0)
    throw new InvalidInputError(
      `${dir}: the run has no ${labelled.join(' or ')} records, so there is nothing to label`,
      `Run compare with the ${labelled.join(' or ')} suite (--only ${labelled.join(',')}) first.`,
    );
  const todo = join(outDir, LABEL_FILES.todo);
  const page = join(outDir, LABEL_FILES.page);
  await refuseFilledTodo(todo);
  const lines = chooseLabelReplies(items, results.runId, n, seed);
  const draw = lines[0]?.draw;
  await writeFileAtomic(todo, formatLabelLines(lines));
  await writeFileAtomic(
    page,
    renderLabelPage({
      runId: results.runId,
      drawKey: draw === undefined ? '' : `${draw.seed}-${draw.n}-${draw.items}`,
      lines: lines as unknown as Readonly<Record<string, unknown>>[],
    }),
  );
  return { todo, page, lines, replies: replies.length };
}

/** Throws UsageError when `todo` exists and holds a filled label; a missing, unreadable-as-labels or unfilled one may be replaced. */
async function refuseFilledTodo(todo: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(todo, 'utf8');
  } catch {
    return;
  }
  let filled: number;
  try {
    filled = parseLabelLines(text, todo).length;
  } catch {
    // Not a labels file as written: count any line with a non-empty label, so hand edits are kept too.
    filled = text.split('\n').filter((line) => /"label"\s*:\s*"[^"]/.test(line)).length;
  }
  if (filled > 0)
    throw new UsageError(
      `${todo} already holds ${filled} label${filled === 1 ? '' : 's'}; a new draw would overwrite them`,
      'Pass it to `tunegate report DIR --labels FILE`, move it away, or write the new draw elsewhere with --out DIR.',
    );
}
