/** Validation of `compare` flags: each bad value is one UsageError naming the flag (exit 3). */
import { UsageError } from '../errors/index.js';
import { durationFlag, TIMER_DURATION } from './durationFlag.js';
import type { CompareOptions } from '../run/index.js';
import type { RunSettings, SamplingSettings, ShardSpec } from '../results/types.js';
import { integer, list, nonNegative } from './flagValues.js';
import { providerFlags, shardFlag } from './shardAndProviderFlags.js';
import { sequentialFlags } from './sequentialFlags.js';
import { statisticsFlags } from './statisticsFlags.js';
import { equivalenceFlags } from './equivalenceFlags.js';
import { assertGateCanFail } from './vacuousGateFlags.js';
import { FAMILY_IDS, REFUSAL_REDUCERS } from '../results/vocabulary.js';
import type { ModelVariant } from '../model/index.js';

/** Settings that go to runCompare unchanged. */
export type CompareSettings = RunSettings &
  Partial<
    Pick<
      CompareOptions,
      | 'baseTokenizerDir'
      | 'tunedTokenizerDir'
      | 'systemPrompt'
      | 'refusalPatternsFile'
      | 'refusalLabelsFile'
      | 'subfolder'
      | 'baseVariant'
      | 'tunedVariant'
      | 'memory'
      | 'executionProvider'
      | 'deviceId'
      | 'maxItems'
      | 'timeBudgetMs'
      | 'sequential'
      | 'taskNames'
      | 'numFewshot'
      | 'taskLimit'
      | 'taskSource'
    >
  >;

/** Parsed `compare` arguments. */
export interface CompareFlags {
  readonly base: string;
  /** The first candidate (the tuned model of a single compare). */
  readonly tuned: string;
  /** Every candidate in command-line order: one for a single compare. */
  readonly candidates: readonly string[];
  readonly suites?: string;
  readonly out?: string;
  /** Replace a previous run in `out`. */
  readonly force: boolean;
  /** Score only this shard and write a shard folder (docs/ARCHITECTURE.md §13). */
  readonly shard?: ShardSpec;
  /** No progress on stderr (--quiet); errors and warnings still print. */
  readonly quiet: boolean;
  readonly options: CompareSettings;
}

/** Validate yargs' parsed arguments; throws UsageError with the flag, the value and what is expected. */
export function parseCompareFlags(args: Record<string, unknown>): CompareFlags {
  const families = list(args['only'], FAMILY_IDS, '--only') ?? FAMILY_IDS;
  const optionalString = (key: string): Record<string, string> => (typeof args[key] === 'string' ? { [key]: args[key] as string } : {});
  const strings = { ...optionalString('suites'), ...optionalString('out') };
  // yargs gives a variadic positional as an array; a direct caller may pass one string.
  const candidates = (Array.isArray(args['tuned']) ? args['tuned'] : [args['tuned']]).map((value) =>
    requiredString(typeof value === 'number' ? String(value) : value, '<tuned>'),
  );
  if (candidates.length === 0) throw new UsageError('<tuned> is required');
  const shard = shardFlag(args['shard']);
  // A shard folder holds no verdict and merge judges only whole runs, so there is no partial shard (yet).
  for (const flag of ['max-items', 'time-budget'] as const) {
    if (shard !== undefined && args[flag] !== undefined)
      throw new UsageError(
        `--${flag} cannot be combined with --shard`,
        'Shards split the whole suites between machines; run a budgeted or shortened compare without --shard.',
      );
  }
  const sequential = sequentialFlags(args, { shard: shard !== undefined, candidates: candidates.length });
  const core = statisticsFlags(args);
  const statistics = { ...core, ...equivalenceFlags(args, core.confidence) };
  assertGateCanFail({ ...statistics, families, candidates: candidates.length });
  return {
    base: requiredString(args['base'], '<base>'),
    tuned: candidates[0]!,
    candidates,
    ...strings,
    force: args['force'] === true,
    ...(shard === undefined ? {} : { shard }),
    quiet: args['quiet'] === true,
    options: {
      families,
      ...statistics,
      maxNewTokens: integer(args['max-new-tokens'], '--max-new-tokens', 1, 4096),
      threads: integer(args['threads'], '--threads', 1, 1024),
      ...optional('baseTokenizerDir', args['base-tokenizer']),
      ...optional('tunedTokenizerDir', args['tuned-tokenizer']),
      ...optional('systemPrompt', args['system']),
      ...optional('refusalPatternsFile', args['refusal-patterns']),
      ...optional('refusalLabelsFile', args['refusal-labels']),
      ...samplingFlags(args),
      ...optional('subfolder', args['subfolder']),
      ...variantFlag('baseVariant', args['base-variant'], '--base-variant'),
      ...variantFlag('tunedVariant', args['tuned-variant'], '--tuned-variant'),
      ...memoryFlag(args['memory']),
      ...providerFlags(args),
      ...(args['max-items'] === undefined ? {} : { maxItems: integer(args['max-items'], '--max-items', 1, Number.MAX_SAFE_INTEGER) }),
      ...(args['time-budget'] === undefined ? {} : { timeBudgetMs: durationFlag(args['time-budget'], '--time-budget', TIMER_DURATION) }),
      ...taskFlags(args),
      ...(sequential === undefined ? {} : { sequential }),
    },
  };
}

/**
 * --tasks NAMES (comma-separated, repeatable), --num-fewshot N, --limit N, --task-source. The
 * names are checked against the known tasks when the inputs are read; the others need --tasks.
 */
function taskFlags(args: Record<string, unknown>): { taskNames?: string[]; numFewshot?: number; taskLimit?: number; taskSource?: 'hf-cache' } {
  const raw = args['tasks'];
  const names = raw === undefined ? [] : (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(',')).map((name) => name.trim());
  if (raw !== undefined && (names.length === 0 || names.some((name) => name === '')))
    throw new UsageError(
      `--tasks takes comma-separated task names, got ${JSON.stringify(raw)}`,
      'For example --tasks arc_easy,mmlu (docs/reference/tasks.md).',
    );
  for (const flag of ['num-fewshot', 'limit', 'task-source'] as const) {
    if (args[flag] !== undefined && names.length === 0)
      throw new UsageError(`--${flag} needs --tasks`, 'It applies to the benchmark tasks named with --tasks, e.g. --tasks mmlu --num-fewshot 5.');
  }
  if (names.length === 0) return {};
  return {
    taskNames: [...new Set(names)],
    ...(args['num-fewshot'] === undefined ? {} : { numFewshot: integer(args['num-fewshot'], '--num-fewshot', 0, 100) }),
    ...(args['limit'] === undefined ? {} : { taskLimit: integer(args['limit'], '--limit', 1, Number.MAX_SAFE_INTEGER) }),
    ...(args['task-source'] === 'hf-cache' ? { taskSource: 'hf-cache' as const } : {}),
  };
}

/**
 * Sampled refusal generation: on when --temperature is above 0 (its default 0 is greedy decoding).
 * --samples above 1 needs a temperature, since greedy epochs would all give the same reply.
 */
function samplingFlags(args: Record<string, unknown>): { sampling?: SamplingSettings } {
  const samples = integer(args['samples'] ?? 1, '--samples', 1, 1000);
  const temperature = nonNegative(args['temperature'] ?? 0, '--temperature');
  if (temperature === 0) {
    if (samples > 1)
      throw new UsageError(
        `--samples ${samples} needs --temperature above 0`,
        'Greedy decoding gives the same reply in every epoch; e.g. --samples 8 --temperature 0.7.',
      );
    return {};
  }
  const topP = args['top-p'] ?? 1;
  if (typeof topP !== 'number' || !(topP > 0 && topP <= 1)) throw new UsageError(`--top-p must be a number in (0, 1], got ${String(topP)}`);
  const reducer = list(args['reducer'] ?? 'mean', REFUSAL_REDUCERS, '--reducer')!;
  if (reducer.length !== 1) throw new UsageError(`--reducer takes one of ${REFUSAL_REDUCERS.join(', ')}, got ${String(args['reducer'])}`);
  // K has no default that means anything: K = 1 is `max`, and a silent 1 hid a missing flag.
  if (reducer[0] === 'at_least_k' && args['at-least'] === undefined)
    throw new UsageError(
      '--reducer at_least_k needs --at-least K',
      `Say how many of the ${samples} epochs must refuse, e.g. --at-least ${Math.ceil(samples / 2)}.`,
    );
  const atLeast = integer(args['at-least'] ?? 1, '--at-least', 1, samples);
  return { sampling: { samples, temperature, topK: integer(args['top-k'] ?? 0, '--top-k', 0, 1_000_000), topP, reducer: reducer[0]!, atLeast } };
}

// A Record rather than model/'s MODEL_VARIANTS (importing model/ loads onnxruntime): the compiler still checks it names every variant.
const VARIANT_NAMES: Readonly<Record<ModelVariant, true>> = { fp32: true, fp16: true, q8: true, int8: true, uint8: true, q4: true, q4f16: true, bnb4: true };

const MEMORY_MODES = ['auto', 'low', 'both'] as const;

/** --memory auto|low|both; nothing for the default, auto. Throws UsageError. */
function memoryFlag(value: unknown): { memory?: (typeof MEMORY_MODES)[number] } {
  if (value === undefined || value === 'auto') return {};
  if (!(MEMORY_MODES as readonly unknown[]).includes(value))
    throw new UsageError(
      `--memory must be one of ${MEMORY_MODES.join(', ')}, got ${JSON.stringify(String(value))}`,
      'low keeps one model resident at a time (for models that do not fit twice); auto decides from the model files and the free memory.',
    );
  return { memory: value as (typeof MEMORY_MODES)[number] };
}

/** --base-variant / --tuned-variant: one transformers.js variant name; throws UsageError listing them. */
function variantFlag<K extends string>(key: K, value: unknown, flag: string): { [P in K]?: ModelVariant } {
  if (value === undefined) return {};
  const name = String(value);
  if (!Object.hasOwn(VARIANT_NAMES, name))
    throw new UsageError(
      `${flag} got ${JSON.stringify(name)}; expected one of ${Object.keys(VARIANT_NAMES).join(', ')}`,
      "The names are transformers.js's: fp32 is model.onnx, q4 is model_q4.onnx, q8 is model_quantized.onnx.",
    );
  return { [key]: name as ModelVariant } as { [P in K]: ModelVariant };
}

function optional<K extends string>(key: K, value: unknown): { [P in K]?: string } {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as { [P in K]: string }) : {};
}

function requiredString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`${name} is required`);
  return value;
}
