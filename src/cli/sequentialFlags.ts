/** --sequential and --looks (docs/concepts/statistics.md#sequential): declared and read once. */
import { UsageError } from '../errors/index.js';
import { integer } from './flagValues.js';
import { readFlags, type FlagReading, type FlagTable } from './flagTable.js';

/** Default looks per family: after 25, 50, 75 and 100 % of its items. */
const DEFAULT_LOOKS = 4;

/** Both flags with their readings, in --help order. */
export const SEQUENTIAL_FLAG_OPTIONS = {
  sequential: {
    type: 'boolean',
    default: false,
    describe:
      'Look at each family after 25/50/75/100 % of its items (Hwang–Shih–DeCani error-spending boundaries, γ = −1) and stop once its gate (with --policy: every critical and supporting claim) is settled; a complete test, not a partial run',
  },
  looks: {
    type: 'number',
    requiresArg: true,
    describe: 'Looks per family with --sequential (default 4, at equal fractions of its items)',
    read: (value) => (value === undefined ? DEFAULT_LOOKS : integer(value, '--looks', 1, 20)),
  },
} as const satisfies FlagTable;

/**
 * The sequential design of a compare, or undefined without --sequential. Refused with --shard (a
 * shard has no verdict to stop on), with several candidates (one stop per family, not per
 * candidate, is all the shared base pass supports), with --max-items and --time-budget (a
 * sequential test decides its own length), and --looks without --sequential.
 */
export function sequentialFlags(args: Record<string, unknown>, run: { readonly shard: boolean; readonly candidates: number }): { looks: number } | undefined {
  return sequentialDesign(readFlags(SEQUENTIAL_FLAG_OPTIONS, args), run);
}

/** sequentialFlags over a table reading that holds both flags (and sees --max-items and --time-budget as given). */
export function sequentialDesign(
  flag: FlagReading<typeof SEQUENTIAL_FLAG_OPTIONS>,
  run: { readonly shard: boolean; readonly candidates: number },
): { looks: number } | undefined {
  const { given } = flag;
  if (given['sequential'] !== true) {
    if (given['looks'] !== undefined) throw new UsageError(`--looks ${String(given['looks'])} needs --sequential`, 'Add --sequential, or drop --looks.');
    return undefined;
  }
  const refuse = (what: string, hint: string): never => {
    throw new UsageError(`--sequential cannot be combined with ${what}`, hint);
  };
  if (run.shard) refuse('--shard', 'A shard holds no verdict to stop on; run the sequential compare on one machine.');
  if (run.candidates > 1) refuse(`${run.candidates} candidates`, 'Candidates share one base pass; compare each candidate with --sequential on its own.');
  for (const limit of ['max-items', 'time-budget'])
    if (given[limit] !== undefined) refuse(`--${limit}`, 'A sequential test decides how many items it scores; drop the limit.');
  return { looks: flag.value.looks };
}
