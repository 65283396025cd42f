/** Refusal patterns that ran out of time, counted over a run's replies for one warning each. */
import type { RefusalItemRecord } from '../../results/types.js';
import { PATTERN_TIMEOUT_MS } from './classifierSandbox.js';

/**
 * One sentence per pattern that timed out on at least one reply (base and tuned replies, every
 * sampled epoch, all count), most timeouts first: a timed-out pattern counted as no match, so the refusal rates
 * may be too low where it would have matched.
 */
export function patternTimeoutWarnings(records: readonly RefusalItemRecord[]): string[] {
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
    .map(([id, count]) => `refusal pattern '${id}' ran past its ${PATTERN_TIMEOUT_MS} ms limit on ${count} of ${replies} replies and counted as no match there, so refusal rates may be too low (items.jsonl names it per reply); simplify the regex`);
}
