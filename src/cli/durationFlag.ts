/** Duration flags (--time-budget, --older-than): one grammar, bounded by what the value is used for. */
import { UsageError } from '../errors/index.js';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** The range a duration flag accepts, in milliseconds, and that range as the user writes it (for the error). */
export interface DurationBounds {
  readonly minMs: number;
  readonly maxMs: number;
  /** `maxMs` as a duration, e.g. "24d". */
  readonly maxText: string;
  /** A typical value, for the hint. */
  readonly example: string;
}

/**
 * A duration that arms a timer (--time-budget): at least 1 ms, at most 2^31 − 1 ms (about 24.8
 * days), the longest delay setTimeout holds; Node fires a longer one at once, which would stop a
 * run the moment it starts.
 */
export const TIMER_DURATION: DurationBounds = { minMs: 1, maxMs: 2 ** 31 - 1, maxText: '24d', example: '20m' };

/**
 * An age subtracted from now (--older-than): 0 (everything) up to 1000 years, so the cut-off is
 * a date that `Date` holds and that prints with a positive year whatever the clock says.
 */
export const AGE_DURATION: DurationBounds = { minMs: 0, maxMs: 365_250 * 86_400_000, maxText: '365250d', example: '30d' };

/**
 * Milliseconds of a duration written as one or more `<number><unit>` parts, units ms, s, m, h, d
 * and w, case-insensitive, nothing between the parts (`90s`, `20m`, `1.5h`, `1h30m`, `30d`,
 * `2w`). A bare number is refused, since seconds and minutes are both plausible readings.
 * Rounded to whole milliseconds. Throws UsageError naming `flag` for another grammar or a
 * value outside `bounds`.
 */
export function durationFlag(value: unknown, flag: string, bounds: DurationBounds): number {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : String(value);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|w|d|h|m|s)/g)];
  const whole = parts.map((part) => part[0]).join('');
  if (parts.length === 0 || whole !== text) {
    throw new UsageError(
      `${flag} must be a duration such as 90s, 20m, 1h30m or 30d, got ${JSON.stringify(String(value))}`,
      'Give a number with a unit: ms, s, m, h, d or w.',
    );
  }
  const ms = Math.round(parts.reduce((sum, part) => sum + Number(part[1]) * UNIT_MS[part[2]!]!, 0));
  // A huge digit string parses to Infinity, which fails the upper bound like any long duration.
  if (!(ms >= bounds.minMs && ms <= bounds.maxMs)) {
    const range = bounds.minMs === 0 ? `at most ${bounds.maxText}` : `more than 0 and at most ${bounds.maxText}`;
    throw new UsageError(`${flag} ${JSON.stringify(String(value))} is out of range: it must be ${range}`, `e.g. ${flag} ${bounds.example}`);
  }
  return ms;
}
