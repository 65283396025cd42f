/**
 * Calibration cells of the pooled metric of `tunegate paired`: each simulation is one
 * many-task run (tools/calibration/pooledDesigns.ts) judged the way runPaired judges an
 * lm-eval run folder — poolTasks, scoreMetricDefinitions, computeRunMetrics — so the
 * gated `score.acc` is the micro average over every task, resampled by item. Data come from
 * the stream (seed, cell id, simulation index) and the bootstrap seed is the simulation index.
 */
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import { poolTasks } from '../../src/paired/poolTasks.js';
import { scoreMetricDefinitions } from '../../src/paired/scoreMetrics.js';
import { streamRng } from '../../src/stats/index.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { pooledRun, type PooledDesign, type TaskSizes } from './pooledDesigns.js';

/** One pooled cell: design, task sizes, number of tasks, planted micro-averaged Δ, simulations. */
export interface PooledCellSpec {
  readonly design: PooledDesign;
  readonly sizes: TaskSizes;
  readonly tasks: number;
  readonly delta: number;
  readonly sims: number;
}

/** Counts from one pooled cell. */
export interface PooledCounts {
  readonly sims: number;
  readonly regressed: number;
  readonly improved: number;
  /** Runs whose unadjusted 95 % CI held the planted Δ. */
  readonly covered: number;
  readonly mdeSum: number;
  readonly mdeCount: number;
  /** Σ items over the runs, for the table's mean size. */
  readonly items: number;
}

/** Run every simulation of `spec` under `seed`. */
export function runPooledCell(spec: PooledCellSpec, seed: number): PooledCounts {
  // The unequal-size designs keep the stream ids they had before the equal-size ones were added.
  const id = `pooled/${spec.design}/tasks=${spec.tasks}/delta=${spec.delta}${spec.sizes === 'equal' ? '/equal' : ''}`;
  let regressed = 0,
    improved = 0,
    covered = 0,
    mdeSum = 0,
    mdeCount = 0,
    items = 0;
  for (let s = 0; s < spec.sims; s++) {
    const run = pooledRun(streamRng(seed, id, String(s)), spec.tasks, spec.delta, spec.design, spec.sizes);
    const pooled = poolTasks(run.records, (item) => run.taskOf.get(item));
    items += run.records.length;
    const definitions = scoreMetricDefinitions(['acc'], pooled.records, {
      higherIsBetter: new Set(),
      lowerIsBetter: new Set(),
      tolerances: {},
      formats: ['lm-eval'],
    });
    const judged = computeRunMetrics([{ family: 'scores', metrics: definitions, outcome: { records: pooled.records, interrupted: false } }], {
      ...SIMULATION_SETTINGS,
      seed: s,
    }).metrics[0]!;
    if (judged.verdict === 'regressed') regressed++;
    if (judged.verdict === 'improved') improved++;
    const ci = judged.ciUnadjusted;
    if (ci !== null && ci[0] <= spec.delta && spec.delta <= ci[1]) covered++;
    if (judged.mde !== null) {
      mdeSum += judged.mde;
      mdeCount++;
    }
  }
  return { sims: spec.sims, regressed, improved, covered, mdeSum, mdeCount, items };
}

/** Mean reported MDE of a cell (NaN when none was estimable). */
export function pooledMeanMde(counts: PooledCounts): number {
  return counts.mdeCount ? counts.mdeSum / counts.mdeCount : Number.NaN;
}

/**
 * The effect to plant for power at the reported MDE, as cells.ts's plantedMde: the null
 * cell's mean MDE m₀, the mean MDE m₁ of `pilotSims` runs planted at −m₀, and the Δ where the
 * line through them meets MDE = Δ, m₀/(1 − (m₁ − m₀)/m₀).
 */
export function pooledPlantedMde(nullCounts: PooledCounts, spec: PooledCellSpec, pilotSims: number, seed: number): number {
  const atZero = pooledMeanMde(nullCounts);
  const atFirst = pooledMeanMde(runPooledCell({ ...spec, delta: -atZero, sims: pilotSims }, seed + 1));
  return atZero / (1 - (atFirst - atZero) / atZero);
}
