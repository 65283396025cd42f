/** --time-budget: a duration such as 90s, 20m, 1h or 1h30m. */
import { UsageError } from '../errors/index.js';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Milliseconds of a duration written as one or more `<number><unit>` parts (units h, m, s, ms;
 * e.g. `90s`, `20m`, `1.5h`, `1h30m`). A bare number is refused, since seconds and minutes are
 * both plausible readings. Throws UsageError naming `flag`.
 */
export function durationFlag(value: unknown, flag: string): number {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : String(value);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  const whole = parts.map((part) => part[0]).join('');
  const ms = parts.reduce((sum, part) => sum + Number(part[1]) * UNIT_MS[part[2]!]!, 0);
  if (parts.length === 0 || whole !== text || !(ms >= 1) || !Number.isFinite(ms)) {
    throw new UsageError(`${flag} must be a duration such as 90s, 20m, 1h or 1h30m, got ${JSON.stringify(String(value))}`, 'Give a number with a unit: ms, s, m or h.');
  }
  return Math.round(ms);
}
