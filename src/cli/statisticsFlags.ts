/**
 * The statistics' flags of every command that judges from flags (compare, paired; merge takes
 * the settings its shards agree on): declared once with their defaults and readings, parsed
 * once. A default changed here changes it for all of them.
 */
import type { StatisticsSettings, Verdict } from '../results/types.js';
import { FAILABLE_VERDICTS } from '../results/vocabulary.js';
import { UsageError } from '../errors/index.js';
import { fraction, integer, list, nonNegative } from './flagValues.js';
import { readFlags, type FlagTable, type FlagValues } from './flagTable.js';

/** Fewest bootstrap resamples a run accepts (--resamples). */
export const MIN_RESAMPLES = 2000;

/** The statistics' flags, in --help order: a command's builder passes `yargsOptions(STATISTICS_FLAG_OPTIONS)` to `.options()`. */
export const STATISTICS_FLAG_OPTIONS = {
  seed: { type: 'number', requiresArg: true, default: 0, describe: 'Bootstrap seed', read: (value) => integer(value, '--seed', 0, 2 ** 32 - 1) },
  resamples: { type: 'number', requiresArg: true, default: 10000, describe: `Bootstrap resamples B (at least ${MIN_RESAMPLES})`, read: resamplesFlag },
  confidence: { type: 'number', requiresArg: true, default: 0.95, describe: 'Confidence level of intervals, in (0, 1)', read: confidenceFlag },
  'min-effect': {
    type: 'number',
    requiresArg: true,
    default: 0,
    describe: 'Smallest |Δ| that counts as improved/regressed',
    read: (value) => nonNegative(value, '--min-effect'),
  },
  'min-items': {
    type: 'number',
    requiresArg: true,
    default: 30,
    describe: 'Fewer items (or clusters) than this makes a metric inconclusive',
    read: (value) => integer(value, '--min-items', 1, Number.MAX_SAFE_INTEGER),
  },
  'kl-tolerance': {
    type: 'number',
    requiresArg: true,
    default: 0.01,
    describe: 'Mean KL (nats/token) tolerated before divergence.kl is "changed"',
    read: (value) => nonNegative(value, '--kl-tolerance'),
  },
  'fail-on': {
    type: 'string',
    requiresArg: true,
    default: 'regressed',
    describe: 'Verdicts of gated metrics that fail the gate: regressed[,changed]',
    read: (value): readonly Verdict[] => list(value, FAILABLE_VERDICTS, '--fail-on') ?? ['regressed'],
  },
} as const satisfies FlagTable;

/** What the statistics' flags set: the statistics' settings, the KL tolerance and the gate's --fail-on. */
export interface StatisticsFlags extends StatisticsSettings {
  readonly klTolerance: number;
  readonly failOn: readonly Verdict[];
}

/** Validate the statistics' flags of yargs' parsed arguments; throws UsageError with the flag, the value and what is expected. */
export function statisticsFlags(args: Record<string, unknown>): StatisticsFlags {
  return statisticsSettings(readFlags(STATISTICS_FLAG_OPTIONS, args).value);
}

/** The statistics' settings from their flags' read values, read in this order. */
export function statisticsSettings(flag: FlagValues<typeof STATISTICS_FLAG_OPTIONS>): StatisticsFlags {
  return {
    seed: flag.seed,
    resamples: flag.resamples,
    confidence: flag.confidence,
    minEffect: flag['min-effect'],
    minItems: flag['min-items'],
    klTolerance: flag['kl-tolerance'],
    failOn: flag['fail-on'],
  };
}

/** Both ends are computable levels (a test checks them), e.g. 0.95 between. */
const CONFIDENCE_RANGE_HINT = 'Give a level from 1e-16 to 0.9999999999999998, e.g. --confidence 0.95.';

/**
 * --confidence: a level c strictly between 0 and 1 whose interval can be computed in double
 * precision, checked before any model or file is read. Every interval reads its tails at α/2 and
 * 1 − α/2 with α = 1 − c: a c below 2⁻⁵³ makes 1 − c round to 1 (α = 1, no interval at all), and
 * a c within 2⁻⁵³ of 1 makes 1 − α/2 round to 1 (a quantile at probability 1). Throws UsageError.
 */
export function confidenceFlag(value: unknown): number {
  const level = fraction(value, '--confidence');
  const alpha = 1 - level;
  if (!(alpha < 1)) {
    throw new UsageError(
      `--confidence ${level} is too close to 0 to compute with: 1 − ${level} rounds to 1 in double precision, so the interval's tails (α = 1 − c) would be the whole distribution`,
      CONFIDENCE_RANGE_HINT,
    );
  }
  if (!(1 - alpha / 2 < 1)) {
    throw new UsageError(
      `--confidence ${level} is too close to 1 to compute with: the interval's upper quantile 1 − α/2 = 1 − ${(alpha / 2).toPrecision(2)} rounds to 1 in double precision`,
      CONFIDENCE_RANGE_HINT,
    );
  }
  return level;
}

/**
 * --resamples: an integer from MIN_RESAMPLES to 1 000 000. A bootstrap p-value is at least
 * 2/(B + 1), so with few resamples Holm's first step (p < α/m) is barely reachable and the
 * adjusted p cannot back a verdict; the error says so.
 */
export function resamplesFlag(value: unknown): number {
  return integer(
    value,
    '--resamples',
    MIN_RESAMPLES,
    1_000_000,
    'a bootstrap p-value is at least 2/(B + 1), so with fewer resamples Holm-adjusted p-values of the gated metrics can barely fall below α; e.g. --resamples 10000',
  );
}
