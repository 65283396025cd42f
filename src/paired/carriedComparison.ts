/** What a re-judged run folder already knew about its own completeness: results.json's `partial` and `missing` records. */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { InvalidInputError } from '../errors/index.js';
import { parseResults, RUN_FILES } from '../results/index.js';
import type { TunegateItems } from './readers/index.js';
import type { PartialComparison } from './partialComparison.js';

/**
 * Read the results.json beside a re-judged items.jsonl and carry what made that run partial:
 * a compare run's `partial` record (--max-items, a time budget, Ctrl-C) and a paired run's
 * one-sided items, so re-judging a prefix never turns its exit 2 into a pass. Without a
 * results.json beside the file there is nothing to carry, and `log` says so. Throws
 * InvalidInputError when that results.json is damaged or belongs to another run.
 */
export async function carriedComparison(items: TunegateItems, log: (line: string) => void): Promise<PartialComparison> {
  const path = join(dirname(items.path), RUN_FILES.results);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    log(
      `warning: ${items.path}: no results.json beside it, so whether its run was partial (--max-items, interrupted) is unknown; keep the run folder whole to carry it`,
    );
    return {};
  }
  const results = parseResults(text, path);
  if (items.runId !== undefined && results.runId !== items.runId)
    throw new InvalidInputError(
      `${path} is of run ${results.runId}, but ${items.path} of run ${items.runId}`,
      'Pass the items.jsonl of a run folder as tunegate wrote it: its results.json says whether the run was partial.',
    );
  return {
    ...(results.partial === undefined ? {} : { partial: results.partial }),
    ...('missing' in results && results.missing !== undefined ? { missing: results.missing } : {}),
  };
}
