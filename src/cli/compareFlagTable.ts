/**
 * Every flag of `compare`, declared once in --help order: yargs' declaration (type, default,
 * description) beside the reading that checks its value (docs/ARCHITECTURE.md §9). The builder
 * hands the table to yargs; `parseCompareFlags` reads it, and only its cross-flag rules live there.
 */
import { availableParallelism } from 'node:os';
import { UsageError } from '../errors/index.js';
import type { ModelVariant } from '../model/index.js';
import { FAMILY_IDS } from '../results/vocabulary.js';
import { CI_FLAG_OPTIONS } from './ciOutputs.js';
import { durationFlag, TIMER_DURATION } from './durationFlag.js';
import { EQUIVALENCE_FLAG_OPTIONS } from './equivalenceFlags.js';
import type { FlagTable } from './flagTable.js';
import { integer, list } from './flagValues.js';
import { SAMPLING_FLAG_OPTIONS } from './samplingFlags.js';
import { TASK_FLAG_OPTIONS } from './taskFlags.js';
import { SEQUENTIAL_FLAG_OPTIONS } from './sequentialFlags.js';
import { SHARD_AND_PROVIDER_FLAG_OPTIONS } from './shardAndProviderFlags.js';
import { STATISTICS_FLAG_OPTIONS } from './statisticsFlags.js';

/** `--threads` may ask for at most this many threads per core (availableParallelism()). */
export const MAX_THREADS_PER_CORE = 4;

/** The positional arguments, declared with `.positional()`. */
export const COMPARE_ARGUMENTS = {
  base: {
    type: 'string',
    describe: 'Base model: an .onnx file, a directory holding one, or a Hugging Face repo id org/name[@revision] in the local hub cache',
    read: (value) => requiredString(value, '<base>'),
  },
  tuned: {
    type: 'string',
    describe: 'Tuned model: an .onnx file, a directory holding one, or a cached repo id; several candidates are judged together against one base pass',
    // yargs gives a variadic positional as an array; a direct caller may pass one string.
    read: (value) => (Array.isArray(value) ? value : [value]).map((one) => requiredString(typeof one === 'number' ? String(one) : one, '<tuned>')),
  },
} as const satisfies FlagTable;

/** The flags, in --help order. */
export const COMPARE_FLAGS = {
  suites: {
    type: 'string',
    requiresArg: true,
    describe: 'Suites directory (capability/, refusal/, divergence/)',
    defaultDescription: 'built-in suites/',
    read: givenString,
  },
  ...TASK_FLAG_OPTIONS,
  out: {
    type: 'string',
    requiresArg: true,
    describe: 'Output directory',
    defaultDescription: 'reports/<base>-vs-<tuned>-<timestamp>/ (several candidates: reports/<base>-vs-<N>-candidates-<timestamp>/)',
    read: givenString,
  },
  only: {
    type: 'string',
    requiresArg: true,
    describe: 'Comma-separated families to run: capability,refusal,divergence',
    defaultDescription: 'all',
    read: (value) => list(value, FAMILY_IDS, '--only') ?? FAMILY_IDS,
  },
  ...STATISTICS_FLAG_OPTIONS,
  ...EQUIVALENCE_FLAG_OPTIONS,
  'max-new-tokens': {
    type: 'number',
    requiresArg: true,
    default: 64,
    describe: 'Generation length for the refusal family',
    read: (value) => integer(value, '--max-new-tokens', 1, 4096),
  },
  ...SAMPLING_FLAG_OPTIONS,
  system: { type: 'string', requiresArg: true, describe: 'System prompt for refusal prompts (chat template permitting)', read: nonEmptyString },
  'refusal-patterns': {
    type: 'string',
    requiresArg: true,
    describe: 'Refusal patterns JSON',
    defaultDescription: '<suites>/refusal/patterns.json',
    read: nonEmptyString,
  },
  'refusal-labels': {
    type: 'string',
    requiresArg: true,
    describe: 'Labelled replies ({"id", "reply", "label"} JSONL) the patterns\' agreement is measured on',
    defaultDescription: 'built-in suites/refusal-replies/heldout.jsonl',
    read: nonEmptyString,
  },
  threads: {
    type: 'number',
    requiresArg: true,
    default: availableParallelism(),
    defaultDescription: 'all cores',
    describe: 'Intra-op threads per model (models run one after the other); at most 4 × the cores',
    // Past the cores a run only slows (threadsWarning); past 4 × the cores it is a typo or a
    // number meant for another machine, refused (docs/reference/hostile-inputs.md).
    read: (value) =>
      integer(
        value,
        '--threads',
        1,
        MAX_THREADS_PER_CORE * availableParallelism(),
        `Threads beyond the ${availableParallelism()} cores here only slow a run; try --threads ${availableParallelism()}.`,
      ),
  },
  subfolder: {
    type: 'string',
    requiresArg: true,
    describe: 'Folder inside each model directory or repo that holds the .onnx, e.g. onnx',
    read: nonEmptyString,
  },
  'base-variant': {
    type: 'string',
    requiresArg: true,
    describe: 'Variant file inside the base folder or repo: fp32, fp16, q8, int8, uint8, q4, q4f16, bnb4 (model_q4.onnx…)',
    read: (value) => variant(value, '--base-variant'),
  },
  'tuned-variant': {
    type: 'string',
    requiresArg: true,
    describe: 'Variant file inside each tuned folder or repo, e.g. q4 to gate a quantization against --base-variant fp32',
    read: (value) => variant(value, '--tuned-variant'),
  },
  memory: {
    type: 'string',
    requiresArg: true,
    default: 'auto',
    describe:
      'auto: one model resident at a time when both would not fit in free memory; low: always one at a time (same numbers, base logits of divergence kept in a temp file); both: always both',
    read: memory,
  },
  'base-tokenizer': { type: 'string', requiresArg: true, describe: 'Directory with the base tokenizer files', read: nonEmptyString },
  'tuned-tokenizer': { type: 'string', requiresArg: true, describe: "Directory with the tuned tokenizer files (every candidate's)", read: nonEmptyString },
  ...CI_FLAG_OPTIONS,
  force: {
    type: 'boolean',
    default: false,
    describe: 'Replace the previous run in --out (otherwise a folder holding a run is refused)',
    read: (value) => value === true,
  },
  ...SHARD_AND_PROVIDER_FLAG_OPTIONS,
  cache: {
    type: 'string',
    requiresArg: true,
    describe: 'Result cache folder: per-item results kept by content, so a rerun resumes and a new candidate reuses the base; --no-cache to bypass',
    defaultDescription: '$TUNEGATE_CACHE_DIR, else $XDG_CACHE_HOME/tunegate, else ~/.cache/tunegate',
  },
  labels: {
    type: 'string',
    requiresArg: true,
    describe: 'Labels of refusal replies (`tunegate label` on an earlier run of these models): the refusal metrics are judged with them',
  },
  'max-items': {
    type: 'number',
    requiresArg: true,
    describe: 'Score a random sample of N items of each family (the first N of its seeded order, stratified by tag); the run is partial and cannot pass',
    read: (value) => (value === undefined ? undefined : integer(value, '--max-items', 1, Number.MAX_SAFE_INTEGER)),
  },
  'time-budget': {
    type: 'string',
    requiresArg: true,
    describe: 'Stop scoring at the next chunk once this much time has passed (90s, 20m, 1h30m); a run cut short is partial and cannot pass',
    read: (value) => (value === undefined ? undefined : durationFlag(value, '--time-budget', TIMER_DURATION)),
  },
  ...SEQUENTIAL_FLAG_OPTIONS,
  quiet: { type: 'boolean', default: false, describe: 'No progress on stderr (errors and warnings still print)', read: (value) => value === true },
} as const satisfies FlagTable;

/** A string flag as given (an empty one included); undefined otherwise. */
function givenString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A string flag that says something; an empty one counts as absent. */
function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function requiredString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`${name} is required`);
  return value;
}

// A Record rather than model/'s MODEL_VARIANTS (importing model/ loads onnxruntime): the compiler still checks it names every variant.
const VARIANT_NAMES: Readonly<Record<ModelVariant, true>> = { fp32: true, fp16: true, q8: true, int8: true, uint8: true, q4: true, q4f16: true, bnb4: true };

/** --base-variant / --tuned-variant: one transformers.js variant name; throws UsageError listing them. */
function variant(value: unknown, flag: string): ModelVariant | undefined {
  if (value === undefined) return undefined;
  const name = String(value);
  if (!Object.hasOwn(VARIANT_NAMES, name))
    throw new UsageError(
      `${flag} got ${JSON.stringify(name)}; expected one of ${Object.keys(VARIANT_NAMES).join(', ')}`,
      "The names are transformers.js's: fp32 is model.onnx, q4 is model_q4.onnx, q8 is model_quantized.onnx.",
    );
  return name as ModelVariant;
}

const MEMORY_MODES = ['auto', 'low', 'both'] as const;

/** --memory auto|low|both; undefined for the default, auto. Throws UsageError. */
function memory(value: unknown): (typeof MEMORY_MODES)[number] | undefined {
  if (value === undefined || value === 'auto') return undefined;
  if (!(MEMORY_MODES as readonly unknown[]).includes(value))
    throw new UsageError(
      `--memory must be one of ${MEMORY_MODES.join(', ')}, got ${JSON.stringify(String(value))}`,
      'low keeps one model resident at a time (for models that do not fit twice); auto decides from the model files and the free memory.',
    );
  return value as (typeof MEMORY_MODES)[number];
}
