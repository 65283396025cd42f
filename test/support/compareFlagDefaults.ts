/** What yargs hands `parseCompareFlags` for `tunegate compare a.onnx b.onnx` with every default applied: the shared start of the flag tests. */
export const COMPARE_FLAG_DEFAULTS = {
  base: 'a.onnx',
  tuned: 'b.onnx',
  seed: 0,
  resamples: 10000,
  confidence: 0.95,
  'min-effect': 0,
  'min-items': 30,
  'kl-tolerance': 0.01,
  'fail-on': 'regressed',
  'max-new-tokens': 64,
  threads: 2,
} as const;

import { parseCompareFlags as parseWith, type CompareFlags } from '../../src/cli/compareFlags.js';
import { familiesOfTasks, familiesWithoutTasks } from '../../src/run/index.js';

/** `parseCompareFlags` with the run's own family selection, as the compare command hands it over. */
export function parseCompareFlags(args: Record<string, unknown>): CompareFlags {
  return parseWith(args, { familiesOfTasks, familiesWithoutTasks });
}
