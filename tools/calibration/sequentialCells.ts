/**
 * Cells of the sequential calibration: simulated paired runs scored look by look exactly as
 * `tunegate compare --sequential` scores them (scoreInLooks over the family's seeded stratified
 * scoring order, each look judged by lookSettled, the verdict by judgeSequential), and the same
 * data judged once at full length (computeRunMetrics), so the two are compared run by run. A
 * simulation's data come from the stream (seed, cell id, simulation index) and its bootstrap
 * seed is the simulation index, so every count is reproducible from the seed.
 */
import { familyIn, familyMetrics, familyTable, type FamilyRun, type FamilyScoreContext, type FamilyTable } from '../../src/families/index.js';
import { computeRunMetrics, type FamilyOutcome, type MetricSettings } from '../../src/judge/index.js';
import { scoringOrder } from '../../src/run/order/scoringOrder.js';
import { judgeSequential, lookSettled } from '../../src/run/sequential/judgeSequential.js';
import { scoreInLooks } from '../../src/run/sequential/scoreInLooks.js';
import type { SpendingFunction } from '../../src/run/sequential/lookPlan.js';
import { spendingCandidate } from './spendingCandidates.js';
import { streamRng } from '../../src/stats/index.js';
import type { FamilyId, ItemRecord, MetricResult, SequentialFamily, Verdict } from '../../src/results/types.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { binaryOutcomes, familyRecords, harmfulRecords } from './designs.js';

/** The metric under study: refusal.harmful_refusal alone (single) or capability.acc among four gated metrics (family). */
export const STUDIED = { single: 'refusal.harmful_refusal', family: 'capability.acc' } as const;

/**
 * `single`: the refusal family over harmful prompts, judged by harmful_refusal alone (its only
 * gated metric, so the look levels are the one-hypothesis boundaries); `family`: capability
 * (acc, acc_norm) and refusal (over- and harmful refusal) on n items each, two families sharing
 * α by Bonferroni, Holm within each, as `compare` runs them.
 */
export type SequentialDesign = keyof typeof STUDIED;

/** One cell: a design, n items per family, the planted Δ of the studied metric, looks, an equivalence margin or none, simulations. */
export interface SequentialCellSpec {
  readonly design: SequentialDesign;
  readonly n: number;
  readonly delta: number;
  readonly looks: number;
  /** `--equivalence-margin` of the studied metric; absent: no equivalence test. */
  readonly margin?: number;
  readonly sims: number;
  /** The boundaries' spending function by name (tools/calibration/spendingCandidates.ts); absent: lookPlan's default. */
  readonly spending?: string;
}

/** How often the studied metric (and any gated metric) got each verdict, one way of judging. */
export interface VerdictCounts {
  readonly regressed: number;
  readonly improved: number;
  readonly equivalent: number;
  /** Any gated metric improved, regressed or changed. */
  readonly anyDeclared: number;
}

/** Counts from one cell: the fixed-length and the sequential judgement of the same runs. */
export interface SequentialCounts {
  readonly sims: number;
  readonly fixed: VerdictCounts;
  readonly sequential: VerdictCounts;
  /** Σ and Σ² over runs of the share of all items the sequential verdicts rest on, and runs that stopped before the last look. */
  readonly usedSum: number;
  readonly usedSquares: number;
  readonly stoppedEarly: number;
  /** Runs whose studied metric regressed in the fixed-length judgement only, and in the sequential one only (the paired difference of power). */
  readonly regressedFixedOnly: number;
  readonly regressedSequentialOnly: number;
  /** Σ of the studied metric's fixed-length reported MDE, over the runs that reported one. */
  readonly mdeSum: number;
  readonly mdeCount: number;
}

/** A stable id for a cell; it seeds the cell's data. */
export function sequentialCellId(spec: SequentialCellSpec): string {
  return `sequential/${spec.design}/n=${spec.n}/delta=${spec.delta}/looks=${spec.looks}${spec.margin === undefined ? '' : `/margin=${spec.margin}`}`;
}

const DECLARED: ReadonlySet<Verdict> = new Set(['improved', 'regressed', 'changed']);

/** The single design's table: the shipped one with refusal judged by harmful_refusal only. */
function singleTable(): FamilyTable {
  const table = familyTable();
  const { metricsFor: _fixedList, ...refusal } = table.refusal;
  return { ...table, refusal: { ...refusal, metrics: refusal.metrics.filter((metric: { id: string }) => metric.id === STUDIED.single) } };
}

/** Run every simulation of `spec` under `seed`. */
export async function runSequentialCell(spec: SequentialCellSpec, seed: number): Promise<SequentialCounts> {
  const id = sequentialCellId(spec);
  const table = spec.design === 'single' ? singleTable() : familyTable();
  const fixed = tally();
  const sequential = tally();
  let usedSum = 0,
    usedSquares = 0,
    stoppedEarly = 0,
    regressedFixedOnly = 0,
    regressedSequentialOnly = 0,
    mdeSum = 0,
    mdeCount = 0;
  for (let s = 0; s < spec.sims; s++) {
    const rng = streamRng(seed, id, String(s));
    const settings: MetricSettings = {
      ...SIMULATION_SETTINGS,
      seed: s,
      ...(spec.margin === undefined ? {} : { equivalence: { margins: { [STUDIED[spec.design]]: spec.margin } } }),
    };
    const records: Partial<Record<FamilyId, ItemRecord[]>> = {};
    if (spec.design === 'single') records.refusal = harmfulRecords(binaryOutcomes(rng, spec.n, spec.delta, 'independent'));
    else {
      const made = familyRecords(rng, spec.n, spec.delta, 'independent', 0, SIMULATION_SETTINGS.klTolerance);
      records.capability = made.capability;
      records.refusal = made.refusal;
    }
    const families = Object.keys(records) as FamilyId[];
    const outcome = (family: FamilyId, scored: readonly ItemRecord[]): FamilyOutcome => ({
      family,
      metrics: familyMetrics(familyIn(table, family), scored),
      outcome: { records: scored, interrupted: false },
    });
    const full = computeRunMetrics(
      families.map((family) => outcome(family, records[family]!)),
      settings,
    ).metrics;
    const fixedRegressed = count(fixed, full, STUDIED[spec.design]);
    const studied = full.find((metric) => metric.id === STUDIED[spec.design]);
    if (studied?.mde != null) {
      mdeSum += studied.mde;
      mdeCount++;
    }
    const looked = await looksOf(table, families, records, spec.looks, settings, s, spec.spending === undefined ? undefined : spendingCandidate(spec.spending));
    const judged = judgeSequential(
      families.map((family) => outcome(family, looked.runs[family]!)),
      looked.sequential,
      settings,
    ).metrics;
    const sequentialRegressed = count(sequential, judged, STUDIED[spec.design]);
    if (fixedRegressed && !sequentialRegressed) regressedFixedOnly++;
    if (sequentialRegressed && !fixedRegressed) regressedSequentialOnly++;
    const used = families.reduce((sum, family) => sum + looked.sequential[family]!.itemsUsed, 0) / families.reduce((sum, f) => sum + records[f]!.length, 0);
    usedSum += used;
    usedSquares += used * used;
    if (families.some((family) => looked.sequential[family]!.stoppedAt < looked.sequential[family]!.looks)) stoppedEarly++;
  }
  return { sims: spec.sims, fixed, sequential, usedSum, usedSquares, stoppedEarly, regressedFixedOnly, regressedSequentialOnly, mdeSum, mdeCount };
}

/**
 * Each family scored by scoreInLooks as compare scores it: its items in the seeded stratified
 * scoring order, its share of α (Bonferroni over the families), its gated-metric count from its
 * fixed metric list, and lookSettled as the judge of a look. The "scorer" hands back the
 * simulated records of the items a look adds.
 */
async function looksOf(
  table: FamilyTable,
  families: readonly FamilyId[],
  records: Partial<Record<FamilyId, ItemRecord[]>>,
  looks: number,
  settings: MetricSettings,
  orderSeed: number,
  spending: SpendingFunction | undefined,
): Promise<{ runs: Partial<Record<FamilyId, readonly ItemRecord[]>>; sequential: Partial<Record<FamilyId, SequentialFamily>> }> {
  const settled = lookSettled(table, settings);
  const runs: Partial<Record<FamilyId, readonly ItemRecord[]>> = {};
  const sequential: Partial<Record<FamilyId, SequentialFamily>> = {};
  // A later look scores only the items past the earlier looks' run, as a family does.
  const score = async (items: readonly ItemRecord[], { earlier }: FamilyScoreContext): Promise<FamilyRun> => ({
    records: items.slice(earlier?.items ?? 0),
    skippedItems: [],
    baseMs: 0,
    tunedMs: 0,
    interrupted: false,
  });
  for (const family of families) {
    const ordered = scoringOrder(family, records[family]!, orderSeed, strataOf);
    const looked = await scoreInLooks(family, ordered, score, {} as FamilyScoreContext, {
      looks,
      familyConfidence: 1 - (1 - settings.confidence) / families.length,
      gatedMetrics: familyMetrics(familyIn(table, family), []).filter((metric) => metric.gated).length,
      settled,
      ...(spending === undefined ? {} : { spending }),
    });
    runs[family] = looked.run.records;
    sequential[family] = looked.sequential;
  }
  return { runs, sequential };
}

/** The refusal family's outer strata (prompts to answer, to refuse), as its suite items carry them. */
function strataOf(record: ItemRecord): readonly string[] {
  return 'shouldAnswer' in record ? [record.shouldAnswer ? 'should answer' : 'should refuse'] : [];
}

function tally(): { regressed: number; improved: number; equivalent: number; anyDeclared: number } {
  return { regressed: 0, improved: 0, equivalent: 0, anyDeclared: 0 };
}

/** Add one run's verdicts to `into`; whether the studied metric regressed. */
function count(into: ReturnType<typeof tally>, metrics: readonly MetricResult[], studiedId: string): boolean {
  const studied = metrics.find((metric) => metric.id === studiedId);
  if (studied === undefined) throw new Error(`no ${studiedId} in the judged metrics`);
  if (studied.verdict === 'regressed') into.regressed++;
  if (studied.verdict === 'improved') into.improved++;
  if (studied.verdict === 'equivalent') into.equivalent++;
  if (metrics.some((metric) => metric.gated && DECLARED.has(metric.verdict))) into.anyDeclared++;
  return studied.verdict === 'regressed';
}
