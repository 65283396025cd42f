/** One problem in a policy file as one line: file:line, the key, what is wrong, and the fix (exit 3). */
import { InvalidInputError } from '../errors/index.js';

/** Where a key sits: `source:line`, or the source alone when the line is unknown. */
export type Locate = (path: readonly string[]) => string;

/** The error for a problem at `path` (keys from the root, e.g. ['metrics', 'task.mmlu.acc', 'tier']). */
export function policyProblem(locate: Locate, path: readonly string[], what: string, fix: string): InvalidInputError {
  const key = path.length === 0 ? 'the file' : path.join('.');
  return new InvalidInputError(`${locate(path)}: ${key}: ${what}`, fix);
}

/** The closest of `options` to `word` by edit distance, when it is close enough to be a typo. */
export function didYouMean(word: string, options: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const option of options) {
    const distance = editDistance(word.toLowerCase(), option.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [option, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? ` (did you mean ${best}?)` : '';
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}
