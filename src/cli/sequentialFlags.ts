/** --sequential and --looks (docs/concepts/statistics.md#sequential). */
import { UsageError } from '../errors/index.js';
import { integer } from './flagValues.js';

/** Default looks per family: after 25, 50, 75 and 100 % of its items. */
const DEFAULT_LOOKS = 4;

/**
 * The sequential design of a compare, or undefined without --sequential. Refused with --shard (a
 * shard has no verdict to stop on), with several candidates (one stop per family, not per
 * candidate, is all the shared base pass supports), with --max-items and --time-budget (a
 * sequential test decides its own length), and --looks without --sequential.
 */
export function sequentialFlags(args: Record<string, unknown>, run: { readonly shard: boolean; readonly candidates: number }): { looks: number } | undefined {
  if (args['sequential'] !== true) {
    if (args['looks'] !== undefined) throw new UsageError(`--looks ${String(args['looks'])} needs --sequential`, 'Add --sequential, or drop --looks.');
    return undefined;
  }
  const refuse = (what: string, hint: string): never => {
    throw new UsageError(`--sequential cannot be combined with ${what}`, hint);
  };
  if (run.shard) refuse('--shard', 'A shard holds no verdict to stop on; run the sequential compare on one machine.');
  if (run.candidates > 1) refuse(`${run.candidates} candidates`, 'Candidates share one base pass; compare each candidate with --sequential on its own.');
  for (const flag of ['max-items', 'time-budget'])
    if (args[flag] !== undefined) refuse(`--${flag}`, 'A sequential test decides how many items it scores; drop the limit.');
  const looks = args['looks'] === undefined ? DEFAULT_LOOKS : integer(args['looks'], '--looks', 1, 20);
  return { looks };
}
