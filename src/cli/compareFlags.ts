/** Validation of `compare` flags: each bad value is one UsageError naming the flag (exit 3). */
import { UsageError } from '../errors/index.js';
import type { CompareOptions } from '../run/index.js';
import type { FamilyId, RunSettings, ShardSpec } from '../results/types.js';
import { FAMILY_IDS } from '../results/vocabulary.js';
import { COMPARE_ARGUMENTS, COMPARE_FLAGS } from './compareFlagTable.js';
import { readFlags } from './flagTable.js';
import { providerFlags } from './shardAndProviderFlags.js';
import { samplingSettings } from './samplingFlags.js';
import { taskSettings } from './taskFlags.js';
import { sequentialDesign } from './sequentialFlags.js';
import { statisticsSettings } from './statisticsFlags.js';
import { equivalenceSettings } from './equivalenceFlags.js';
import { assertGateCanFail } from './vacuousGateFlags.js';

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
      | 'taskChat'
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

/** compare's arguments and flags, as one table. */
const TABLE = { ...COMPARE_ARGUMENTS, ...COMPARE_FLAGS };

/**
 * Validate yargs' parsed arguments; throws UsageError with the flag, the value and what is
 * expected. The table reads each value when a rule below first asks for it, so the checks run in
 * this order: families, candidates, shard, the rules across flags, then the rest.
 */
/**
 * How the run picks its families from `--tasks` (run/excludedTasks.ts: the family table's named-task
 * sources). Handed in by the command once it runs, so this file loads none of the run's code and
 * `tunegate --help` stays light.
 */
export interface FamilySelection {
  readonly familiesOfTasks: (names: readonly string[]) => readonly FamilyId[];
  readonly familiesWithoutTasks: <F extends FamilyId>(families: readonly F[]) => F[];
}

export function parseCompareFlags(args: Record<string, unknown>, selection: FamilySelection): CompareFlags {
  const { familiesOfTasks, familiesWithoutTasks } = selection;
  const reading = readFlags(TABLE, args);
  const { value: flag, given } = reading;
  // With --tasks and no --only, only the families the names select run and gate (docs/reference/tasks.md).
  // Without either, every family that has suites of its own runs: not one only named tasks fill (generation).
  const families =
    given.only !== undefined
      ? flag.only
      : flag.tasks.length > 0
        ? FAMILY_IDS.filter((id) => familiesOfTasks(flag.tasks).includes(id))
        : familiesWithoutTasks(flag.only);
  const strings = { ...optional('suites', flag.suites), ...optional('out', flag.out) };
  const candidates = flag.tuned;
  if (candidates.length === 0) throw new UsageError('<tuned> is required');
  const shard = flag.shard;
  // A shard folder holds no verdict and merge judges only whole runs, so there is no partial shard (yet).
  for (const limit of ['max-items', 'time-budget'] as const) {
    if (shard !== undefined && given[limit] !== undefined)
      throw new UsageError(
        `--${limit} cannot be combined with --shard`,
        'Shards split the whole suites between machines; run a budgeted or shortened compare without --shard.',
      );
  }
  const sequential = sequentialDesign(reading, { shard: shard !== undefined, candidates: candidates.length });
  const core = statisticsSettings(flag);
  const statistics = { ...core, ...equivalenceSettings(flag, core.confidence) };
  // A family only named tasks fill (generation) has no items without --tasks, so its gated metrics cannot exist.
  assertGateCanFail({ ...statistics, families: flag.tasks.length === 0 ? familiesWithoutTasks(families) : families, candidates: candidates.length });
  return {
    base: flag.base,
    tuned: candidates[0]!,
    candidates,
    ...strings,
    force: flag.force,
    ...(shard === undefined ? {} : { shard }),
    quiet: flag.quiet,
    options: {
      families,
      ...statistics,
      maxNewTokens: flag['max-new-tokens'],
      threads: flag.threads,
      ...optional('baseTokenizerDir', flag['base-tokenizer']),
      ...optional('tunedTokenizerDir', flag['tuned-tokenizer']),
      ...optional('systemPrompt', flag.system),
      ...optional('refusalPatternsFile', flag['refusal-patterns']),
      ...optional('refusalLabelsFile', flag['refusal-labels']),
      ...samplingSettings(reading),
      ...optional('subfolder', flag.subfolder),
      ...optional('baseVariant', flag['base-variant']),
      ...optional('tunedVariant', flag['tuned-variant']),
      ...optional('memory', flag.memory),
      ...providerFlags(flag),
      ...optional('maxItems', flag['max-items']),
      ...optional('timeBudgetMs', flag['time-budget']),
      ...taskSettings(reading),
      ...(sequential === undefined ? {} : { sequential }),
    },
  };
}

/** `{ key: value }`, or nothing for an absent value. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]: V });
}
