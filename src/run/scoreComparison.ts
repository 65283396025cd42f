/** The scoring stage: both models over every requested family, paired records out (docs/ARCHITECTURE.md §1). */
import {
  families,
  familyIds,
  familyIn,
  familyItemMetrics,
  familyMetrics,
  familyTable,
  type FamilyRun,
  type FamilyScoreContext,
  type FamilySettingsTable,
  type FamilyTable,
  type ResultStores,
  type Warn,
} from '../families/index.js';
import type { FamilyOutcome, MetricDefinition } from '../judge/index.js';
import type { LanguageModel } from '../model/index.js';
import type { FamilyId, ItemRecord, NoiseBound, RecordMeasurements, SkippedItem, SuiteInfo, Timings, TokenizerCheckResult } from '../results/types.js';
import type { CompareInputs } from './compareInputs.js';
import type { CompareOptions } from './compareOptions.js';
import type { FamilyCoverage } from './partialRun.js';
import { preflight } from './preflight/preflight.js';
import { familyProgress } from './progress/progressEstimate.js';
import { scoringOrder } from './order/scoringOrder.js';
import type { SequentialFamily } from '../results/types.js';
import { scoreInLooks } from './sequential/scoreInLooks.js';
import { familyLookSettings, type LookDesign } from './sequential/familyLookSettings.js';

/** The skip reason of a family that an interruption reached before it started. */
export const INTERRUPTED_BEFORE_START = 'interrupted before this family started';

/** What the loop needs of any family's item. */
type SuiteItem = { readonly id: string; readonly tags: readonly string[] };

/** One requested family: its paired records, or why it did not run. */
export interface FamilyRunEntry {
  readonly family: FamilyId;
  readonly run: FamilyRun | { readonly skipped: string };
  /**
   * The metrics the family's items would be judged by (Family.metricsForItems): what judges a
   * family none of whose items produced a record, so its own gated metrics read skipped, never
   * stand-ins of tasks it did not run (docs/ARCHITECTURE.md §5).
   */
  readonly itemMetrics?: readonly MetricDefinition[];
}

/** What scoring one base/tuned pair produced: everything results.json needs except the statistics. */
export interface ScoredComparison {
  readonly runs: readonly FamilyRunEntry[];
  /** The suite files of the families that had items. */
  readonly suites: readonly SuiteInfo[];
  readonly tokenizerCheck: TokenizerCheckResult;
  /** Per family that was to be scored (it has a suite and the preflight kept it): which items did not run; absent for merged shards. */
  readonly coverage?: readonly FamilyCoverage[];
  /** The families the records came from, when some were registered in this process (docs/ARCHITECTURE.md §4). */
  readonly familyTable?: FamilyTable;
  /** With `--sequential`: per family scored, the look it stopped at and the confidence it is judged at. */
  readonly sequential?: Partial<Record<FamilyId, SequentialFamily>>;
}

/** Options the scoring stage reads. */
export type ScoreOptions = Pick<CompareOptions, 'families' | 'log' | 'signal' | 'maxItems' | 'progress' | 'seed'> & {
  /** Per (family, side) stores of finished items: the result cache, or a memory store shared by several candidates. */
  readonly stores?: ResultStores;
  /** The items of a family to score (a shard's share, docs/ARCHITECTURE.md §13); all when absent. The preflight still sees every item. */
  readonly select?: <T extends { readonly id: string }>(family: FamilyId, items: readonly T[]) => readonly T[];
  /** `--sequential`: looks per family, the run's confidence, and the judge of a look (run/sequential/scoreInLooks.ts). */
  readonly lookDesign?: LookDesign;
};

/**
 * Preflight the pair (tokenizer identity, context lengths), then score each requested family in
 * vocabulary order, its items in the seeded stratified order of run/order/scoringOrder.ts (so
 * `maxItems`, a time budget or Ctrl-C leave a stratified random sample of the suite scored),
 * its records and skipped items handed back in suite order, the order the judge resamples by.
 * A family without a suite, skipped by the preflight, or reached after the signal aborted is an
 * entry with the reason; `warn` records warnings that do not stop the run.
 */
export async function scoreComparison(
  inputs: CompareInputs,
  base: LanguageModel,
  tuned: LanguageModel,
  options: ScoreOptions,
  warn: Warn,
): Promise<ScoredComparison> {
  const { suites, familyTable } = inputs;
  const checks = preflight(base, tuned, inputs);
  const runs: FamilyRunEntry[] = [];
  const coverage: FamilyCoverage[] = [];
  const suiteInfos: SuiteInfo[] = [];
  const sequential: Partial<Record<FamilyId, SequentialFamily>> = {};
  // Bonferroni across families: each family's sequential tests get an equal share of α.
  const withSuites = options.families.filter((f) => {
    const suite = suites[f];
    return suite !== undefined && !('missing' in suite);
  }).length;
  for (const family of familyIds(familyTable).filter((f) => options.families.includes(f))) {
    const suite = suites[family];
    if (!suite || 'missing' in suite) {
      runs.push({ family, run: { skipped: suite ? suite.missing : 'not requested' } });
      continue;
    }
    suiteInfos.push(...suite.files);
    const itemMetrics = familyItemMetrics(familyIn(familyTable, family), suite.items);
    const skip = checks.skips[family];
    if (skip !== undefined) {
      runs.push({ family, run: { skipped: skip }, itemMetrics });
      options.log(`${family}: skipped (${skip})`);
      continue;
    }
    const ids = suite.items.map((item) => item.id);
    const limited = options.maxItems !== undefined && options.maxItems < ids.length;
    if (options.signal?.aborted) {
      runs.push({
        family,
        run: { skipped: options.signal.reason === 'time-budget' ? 'time budget spent before this family started' : INTERRUPTED_BEFORE_START },
        itemMetrics,
      });
      coverage.push({ family, total: ids.length, notRunIds: ids, limited });
      continue;
    }
    const { score, workTokens, strata } = familyIn(familyTable, family);
    const ordered = scoringOrder(family, suite.items as readonly SuiteItem[], options.seed, strata ?? ((item) => item.tags));
    const asked = limited ? ordered.slice(0, options.maxItems) : ordered;
    if (limited) options.log(`${family}: scoring a random sample of ${asked.length} of ${ids.length} items (--max-items; ${SAMPLE_NOTE(options.seed)})`);
    const items = options.select ? options.select(family, asked) : asked;
    const settings = inputs.settings[family];
    const show = options.progress;
    const tracker = show && familyProgress(family, workTokens(items, base, settings), () => performance.now());
    if (tracker) show(tracker.snapshot());
    const context: FamilyScoreContext = {
      base,
      tuned,
      settings,
      progress: (update) => tracker && show?.(tracker.update(update)),
      warn,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.stores ? { stores: options.stores } : {}),
    };
    let used = ids;
    let run: FamilyRun;
    if (options.lookDesign === undefined) run = inSuiteOrder(await score(items, context), ids);
    else {
      const settings = familyLookSettings(familyIn(familyTable, family), items as readonly SuiteItem[], options.lookDesign, withSuites);
      const looked = await scoreInLooks(family, items, score, context, settings);
      // A family that stopped early is a complete sequential test of the prefix it used, not a partial run.
      used = items.slice(0, looked.sequential.itemsUsed).map((item) => item.id);
      run = inSuiteOrder(looked.run, ids);
      sequential[family] = looked.sequential;
      const { stoppedAt, looks, itemsUsed } = looked.sequential;
      if (stoppedAt < looks) options.log(`${family}: sequential test settled at look ${stoppedAt} of ${looks} after ${itemsUsed} of ${ids.length} items`);
    }
    runs.push({ family, run, itemMetrics });
    const ran = new Set([...run.records, ...run.skippedItems].map((item) => item.id));
    coverage.push({ family, total: used.length, notRunIds: used.filter((id) => !ran.has(id)), limited });
  }
  return {
    runs,
    suites: suiteInfos,
    tokenizerCheck: checks.tokenizerCheck,
    coverage,
    ...(familyTable === families ? {} : { familyTable }),
    ...(options.lookDesign === undefined ? {} : { sequential }),
  };
}

/** How the terminal names the sample a partial run scores. */
const SAMPLE_NOTE = (seed: number): string => `seeded order stratified by tag, seed ${seed}`;

/** `run` with its records and skipped items in the suite order of `ids`. */
function inSuiteOrder(run: FamilyRun, ids: readonly string[]): FamilyRun {
  const position = new Map(ids.map((id, index) => [id, index]));
  const sorted = <T extends { readonly id: string }>(items: readonly T[]): T[] => [...items].sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { ...run, records: sorted(run.records), skippedItems: sorted(run.skippedItems) };
}

/** Each family's settings, built from the run's options when its inputs were read (and keyed by the result cache). */
export function scoreSettings(inputs: CompareInputs, _options?: unknown): FamilySettingsTable {
  return inputs.settings;
}

/** The judge's view of the scored families: records (or skip reason) and how much of the suite ran, with each family's metrics from `table`. */
export function familyOutcomes(scored: ScoredComparison): FamilyOutcome[] {
  const table = scored.familyTable ?? familyTable();
  return scored.runs.map(({ family, run, itemMetrics }) => {
    const covered = scored.coverage?.find((entry) => entry.family === family);
    const coverage = covered === undefined ? undefined : { ran: covered.total - covered.notRunIds.length, total: covered.total };
    const records = 'records' in run ? run.records : [];
    return {
      family,
      metrics: records.length === 0 && itemMetrics !== undefined ? itemMetrics : familyMetrics(familyIn(table, family), records),
      outcome: 'records' in run && coverage !== undefined ? { ...run, coverage } : run,
    };
  });
}

/** Every paired record, in family then item order (the order of items.jsonl). */
export function scoredRecords(scored: ScoredComparison): ItemRecord[] {
  return scored.runs.flatMap(({ run }) => ('records' in run ? run.records : []));
}

/** Every item skipped by a family that ran. */
export function scoredSkippedItems(scored: ScoredComparison): SkippedItem[] {
  return scored.runs.flatMap(({ run }) => ('records' in run ? run.skippedItems : []));
}

/** The noise bounds the families measured (capability, refusal), when any ran: the first, and all by family; results.json records them. */
export function scoredNoiseBound(scored: ScoredComparison): { noiseBound?: NoiseBound; noiseBounds?: Partial<Record<FamilyId, NoiseBound>> } {
  const bounds = scored.runs.flatMap(({ family, run }) => ('records' in run && run.noiseBound !== undefined ? [[family, run.noiseBound] as const] : []));
  return bounds.length === 0 ? {} : { noiseBound: bounds[0]![1], noiseBounds: Object.fromEntries(bounds) };
}

/** What the families that ran measured over their records beside their metrics (divergence's distribution), for results.json. */
export function scoredMeasurements(scored: ScoredComparison): RecordMeasurements {
  const table = scored.familyTable ?? familyTable();
  let measured: RecordMeasurements = {};
  for (const { family, run } of scored.runs) {
    if ('records' in run) measured = { ...measured, ...familyIn(table, family).measureRecords?.(run.records) };
  }
  return measured;
}

/** Time inside each model, per family that ran. */
export function familyTimings(scored: ScoredComparison): Timings['families'] {
  return Object.fromEntries(scored.runs.flatMap(({ family, run }) => ('records' in run ? [[family, { baseMs: run.baseMs, tunedMs: run.tunedMs }]] : [])));
}
