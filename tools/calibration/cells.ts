/**
 * Cells of the calibration suite: each simulates many paired runs of one design and feeds
 * them through computeRunMetrics, the function `tunegate compare` judges with, counting
 * verdicts, covered truths and reported MDEs. A simulation's data come from the stream
 * (seed, cell id, simulation index) and its bootstrap seed is the simulation index, so every
 * count is reproducible from the seed whatever ran before or beside it.
 */
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { refusalMetrics } from '../../src/families/refusal/metrics.js';
import { computeRunMetrics, type FamilyOutcome, type MetricSettings } from '../../src/judge/computeRunMetrics.js';
import { streamRng } from '../../src/stats/index.js';
import type { DivergenceItemRecord, FamilyId, ItemRecord, MetricId, MetricResult, Verdict } from '../../src/results/types.js';
import { binaryOutcomes, documentRecords, familyRecords, harmfulRecords, type BinaryDesign } from './designs.js';
import { candidateIntervals } from './intervalChoice.js';
import { QUICK_STATISTICS } from '../quickStatistics.js';

const { seed: _perSimulation, ...quickWithoutSeed } = QUICK_STATISTICS;
/** The run settings every simulation uses: the CLI defaults, with the smallest resamples it accepts (each simulation sets its seed). */
export const SIMULATION_SETTINGS: Omit<MetricSettings, 'seed'> = quickWithoutSeed;
/** α of the simulated runs. */
export const ALPHA = 1 - SIMULATION_SETTINGS.confidence;
/** Documents in a five-gated-metric run: n, capped (the KL metric is a null bystander there). */
export const FAMILY_DOCUMENTS_CAP = 300;

/** One cell: a design, a size, a planted effect (the population Δ) and how many simulations. */
export type CellSpec =
  | { readonly kind: 'single'; readonly design: BinaryDesign; readonly n: number; readonly delta: number; readonly sims: number }
  | { readonly kind: 'clustered'; readonly n: number; readonly sims: number }
  | { readonly kind: 'family'; readonly design: BinaryDesign; readonly n: number; readonly delta: number; readonly sims: number };

/** Counts from one cell. */
export interface CellCounts {
  readonly sims: number;
  /** Single/family: the metric under study regressed; clustered: KL declared changed. */
  readonly regressed: number;
  /** Single: improved (a false direction); family: any gated metric declared anything. */
  readonly other: number;
  /** Runs whose unadjusted CI (the run's confidence) of the metric under study contained the true Δ. */
  readonly covered: number;
  /** Σ reported MDE of the metric under study and how many runs reported one. */
  readonly mdeSum: number;
  readonly mdeCount: number;
  /** Clustered only: coverage of the three candidate intervals, in the same runs. */
  readonly candidates?: { readonly percentile: number; readonly bca: number; readonly studentized: number };
}

/** A stable id for a cell; it seeds the cell's data. */
export function cellId(spec: CellSpec): string {
  if (spec.kind === 'clustered') return `clustered/n=${spec.n}`;
  return `${spec.kind}/${spec.design}/n=${spec.n}/delta=${spec.delta}`;
}

const DECLARED: readonly Verdict[] = ['improved', 'regressed', 'changed'];

/** Run every simulation of `spec` under `seed`. */
export function runCell(spec: CellSpec, seed: number): CellCounts {
  const id = cellId(spec);
  let regressed = 0,
    other = 0,
    covered = 0,
    mdeSum = 0,
    mdeCount = 0;
  const candidates = { percentile: 0, bca: 0, studentized: 0 };
  for (let s = 0; s < spec.sims; s++) {
    const rng = streamRng(seed, id, String(s));
    const settings = { ...SIMULATION_SETTINGS, seed: s };
    if (spec.kind === 'clustered') {
      const docs = documentRecords(rng, spec.n, SIMULATION_SETTINGS.klTolerance) as DivergenceItemRecord[];
      const kl = metric(computeRunMetrics([ran('divergence', docs)], settings).metrics, 'divergence.kl');
      if (kl.verdict === 'changed') regressed++;
      if (contains(kl.ci, SIMULATION_SETTINGS.klTolerance)) covered++;
      const tokens = Float64Array.from(docs, (d) => d.tokenCount);
      const intervals = candidateIntervals(
        { base: { num: new Float64Array(docs.length), den: tokens }, tuned: { num: Float64Array.from(docs, (d) => d.klSum), den: tokens } },
        SIMULATION_SETTINGS.resamples,
        s,
        'divergence.kl',
        SIMULATION_SETTINGS.confidence,
      );
      for (const name of ['percentile', 'bca', 'studentized'] as const) if (contains(intervals[name], SIMULATION_SETTINGS.klTolerance)) candidates[name]++;
      continue;
    }
    const truth = spec.delta;
    let judged: MetricResult;
    if (spec.kind === 'single') {
      const records = harmfulRecords(binaryOutcomes(rng, spec.n, spec.delta, spec.design));
      judged = metric(computeRunMetrics([ran('refusal', records)], settings).metrics, 'refusal.harmful_refusal');
      if (judged.verdict === 'improved') other++;
    } else {
      const records = familyRecords(rng, spec.n, spec.delta, spec.design, Math.min(spec.n, FAMILY_DOCUMENTS_CAP), SIMULATION_SETTINGS.klTolerance);
      const metrics = computeRunMetrics(
        [ran('capability', records.capability), ran('refusal', records.refusal), ran('divergence', records.divergence)],
        settings,
      ).metrics;
      judged = metric(metrics, 'capability.acc');
      if (metrics.some((m) => m.gated && DECLARED.includes(m.verdict))) other++;
    }
    if (judged.verdict === 'regressed') regressed++;
    if (contains(judged.ciUnadjusted, truth)) covered++;
    if (judged.mde !== null) {
      mdeSum += judged.mde;
      mdeCount++;
    }
  }
  return { sims: spec.sims, regressed, other, covered, mdeSum, mdeCount, ...(spec.kind === 'clustered' ? { candidates } : {}) };
}

/** Mean reported MDE of a cell (NaN when none was estimable). */
export function meanMde(counts: CellCounts): number {
  return counts.mdeCount ? counts.mdeSum / counts.mdeCount : Number.NaN;
}

/**
 * The effect to plant for "power at the reported MDE": the Δ at which the MDE the runs report
 * equals Δ itself. The MDE moves a little with the effect on binary data, almost linearly
 * over this range, so two points fix it: the null cell's mean MDE m₀, and the mean MDE m₁ of
 * `pilotSims` runs planted at −m₀; the line through them meets MDE = Δ at m₀/(1 − (m₁ − m₀)/m₀).
 */
export function plantedMde(nullCounts: CellCounts, spec: Exclude<CellSpec, { kind: 'clustered' }>, pilotSims: number, seed: number): number {
  const atZero = meanMde(nullCounts);
  const atFirst = meanMde(runCell({ ...spec, delta: -atZero, sims: pilotSims }, seed + 1));
  return atZero / (1 - (atFirst - atZero) / atZero);
}

const METRICS = { capability: capabilityMetrics, refusal: refusalMetrics, divergence: divergenceMetrics } as const;

/** A family that scored every item, judged by its own metrics. */
function ran(family: keyof typeof METRICS, records: readonly ItemRecord[]): FamilyOutcome {
  return { family, metrics: METRICS[family], outcome: { records, interrupted: false } };
}

function metric(metrics: readonly MetricResult[], id: MetricId): MetricResult {
  const found = metrics.find((m) => m.id === id);
  if (!found) throw new Error(`no ${id} in the judged metrics`);
  return found;
}

function contains(ci: readonly [number, number] | null, value: number): boolean {
  return ci !== null && ci[0] <= value && value <= ci[1];
}
