/** Refusal patterns that ran out of time, counted over a run's replies for one warning each. */
import type { RefusalItemRecord } from '../../results/types.js';
import { PATTERN_TIMEOUT_MS } from './classifierSandbox.js';
import type { RefusalPattern } from './patterns.js';

/**
 * How a warning names a pattern: its id, and for an entry the file gave as a plain regex string
 * (id `pattern-<index>`, which the file does not show) also the regex, so the user finds it.
 */
export function patternLabel(id: string, patterns: readonly RefusalPattern[]): string {
  const pattern = patterns.find((candidate) => candidate.id === id);
  return pattern === undefined || pattern.why !== '' || !/^pattern-\d+$/u.test(id)
    ? `'${id}'`
    : `'${id}' (/${pattern.source}/, entry ${id.slice('pattern-'.length)} of the patterns file)`;
}

/**
 * One sentence per pattern that timed out on at least one reply (base and tuned replies, every
 * sampled epoch, all count), most timeouts first: a timed-out pattern counted as no match, so the refusal rates
 * may be too low where it would have matched.
 */
export function patternTimeoutWarnings(records: readonly RefusalItemRecord[], patterns: readonly RefusalPattern[] = []): string[] {
  const counts = new Map<string, number>();
  let replies = 0;
  for (const record of records) {
    for (const side of [record.base, record.tuned]) {
      // A sampled prompt has one reply per epoch; the side's own fields repeat one of them.
      for (const reply of side.epochs ?? [side]) {
        replies += 1;
        for (const id of reply.patternTimeouts ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(
      ([id, count]) =>
        `refusal pattern ${patternLabel(id, patterns)} ran past its ${PATTERN_TIMEOUT_MS} ms CPU limit on ${count} of ${replies} replies and counted as no match there, so refusal rates may be too low (items.jsonl names it per reply; these replies are not cached, so a rerun classifies them again); simplify the regex`,
    );
}
