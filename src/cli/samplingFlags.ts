/** Sampled refusal generation: --samples, --temperature, --top-p, --top-k, --reducer, --at-least; declared and read once. */
import { UsageError } from '../errors/index.js';
import type { SamplingSettings } from '../results/types.js';
import { REFUSAL_REDUCERS } from '../results/vocabulary.js';
import type { FlagReading, FlagTable } from './flagTable.js';
import { integer, list, nonNegative } from './flagValues.js';

/** The sampling flags with their readings, in --help order. */
export const SAMPLING_FLAG_OPTIONS = {
  samples: {
    type: 'number',
    requiresArg: true,
    default: 1,
    describe: 'Refusal replies (epochs) per prompt; above 1 needs --temperature',
    read: (value) => integer(value ?? 1, '--samples', 1, 1000),
  },
  temperature: {
    type: 'number',
    requiresArg: true,
    default: 0,
    describe: 'Sampling temperature for refusal replies; 0 = greedy',
    read: (value) => nonNegative(value ?? 0, '--temperature'),
  },
  'top-p': {
    type: 'number',
    requiresArg: true,
    default: 1,
    describe: 'Nucleus sampling: keep the smallest set of tokens holding this probability',
    read: topP,
  },
  'top-k': {
    type: 'number',
    requiresArg: true,
    default: 0,
    describe: 'Sample among the k most likely tokens; 0 = no limit',
    read: (value) => integer(value ?? 0, '--top-k', 0, 1_000_000),
  },
  reducer: {
    type: 'string',
    requiresArg: true,
    default: 'mean',
    describe: "How a prompt's epochs reduce: mean (refused share), mode, at_least_k, max",
    read: reducer,
  },
  // Its range is the run's --samples, so the rule below reads it.
  'at-least': { type: 'number', requiresArg: true, describe: 'For --reducer at_least_k (required there): refused in at least this many epochs' },
} as const satisfies FlagTable;

/**
 * Sampled refusal generation: on when --temperature is above 0 (its default 0 is greedy decoding).
 * --samples above 1 needs a temperature, since greedy epochs would all give the same reply.
 */
export function samplingSettings({ value: flag, given }: FlagReading<typeof SAMPLING_FLAG_OPTIONS>): { sampling?: SamplingSettings } {
  const samples = flag.samples;
  const temperature = flag.temperature;
  if (temperature === 0) {
    if (samples > 1)
      throw new UsageError(
        `--samples ${samples} needs --temperature above 0`,
        'Greedy decoding gives the same reply in every epoch; e.g. --samples 8 --temperature 0.7.',
      );
    return {};
  }
  const topP = flag['top-p'];
  const reducer = flag.reducer;
  // K has no default that means anything: K = 1 is `max`, and a silent 1 hid a missing flag.
  if (reducer === 'at_least_k' && given['at-least'] === undefined)
    throw new UsageError(
      '--reducer at_least_k needs --at-least K',
      `Say how many of the ${samples} epochs must refuse, e.g. --at-least ${Math.ceil(samples / 2)}.`,
    );
  const atLeast = integer(given['at-least'] ?? 1, '--at-least', 1, samples);
  return { sampling: { samples, temperature, topK: flag['top-k'], topP, reducer, atLeast } };
}

/** --top-p: a probability in (0, 1]. */
function topP(value: unknown): number {
  const p = value ?? 1;
  if (typeof p !== 'number' || !(p > 0 && p <= 1)) throw new UsageError(`--top-p must be a number in (0, 1], got ${String(p)}`);
  return p;
}

/** --reducer: one of the refusal reducers. */
function reducer(value: unknown): (typeof REFUSAL_REDUCERS)[number] {
  const named = list(value ?? 'mean', REFUSAL_REDUCERS, '--reducer')!;
  if (named.length !== 1) throw new UsageError(`--reducer takes one of ${REFUSAL_REDUCERS.join(', ')}, got ${String(value)}`);
  return named[0]!;
}
