/** `--older-than` values: a number and a unit (30d, 12h, 90m, 2w, 45s). */
import { UsageError } from '../errors/index.js';

const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Milliseconds in `text`; throws UsageError naming `flag` for anything but `<number><s|m|h|d|w>`. */
export function parseDuration(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)([smhdw])$/.exec(text.trim());
  if (match === null) throw new UsageError(`${flag} ${JSON.stringify(text)}: expected a number and a unit (s, m, h, d, w), e.g. 30d`, `Write the age as e.g. ${flag} 30d (days) or ${flag} 12h (hours).`);
  return Number(match[1]) * UNIT_MS[match[2]!]!;
}
