/** The options a `runPaired` test starts from: the quick statistics, two items enough, no direction or tolerance declared, quiet. */
import type { PairedOptions } from '../../src/paired/index.js';
import { QUICK_STATISTICS } from '../../tools/quickStatistics.js';

/** Options for `runPaired` over `basePath` (and `tunedPath`, unless a tunegate run folder holds both sides), writing to `outDir`; `extra` overrides any field. */
export function quickPairedOptions(outDir: string, basePath: string, tunedPath: string | undefined, extra: Partial<PairedOptions> = {}): PairedOptions {
  return {
    basePath,
    ...(tunedPath === undefined ? {} : { tunedPath }),
    ...QUICK_STATISTICS,
    minItems: 2,
    higherIsBetter: [],
    lowerIsBetter: [],
    tolerances: {},
    outDir,
    command: ['tunegate', 'paired'],
    log: () => {},
    ...extra,
  };
}
