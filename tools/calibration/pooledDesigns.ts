/**
 * Simulated lm-eval runs of many tasks for the pooled metric of `tunegate paired`
 * (docs/ARCHITECTURE.md §11): tasks of log-uniform size, each with its own difficulty, so
 * items of one task resemble each other (the cluster structure), and a planted effect that is
 * the same in every task or differs between tasks with its size-weighted mean fixed.
 */
import { normalQuantile, type Rng } from '../../src/stats/index.js';
import type { ScoreItemRecord } from '../../src/results/types.js';
import { normal } from './draws.js';

/** Task sizes (items) are log-uniform on this range: many small tasks, a few large ones, as in mmlu's subjects. */
export const TASK_ITEMS: readonly [number, number] = [20, 500];
/** A task's difficulty centre is uniform on this range; its items lie within ±ITEM_SPREAD of it. */
export const TASK_CENTRE: readonly [number, number] = [0.35, 0.75];
/** Half-width of the items' difficulty around their task's centre. */
export const ITEM_SPREAD = 0.15;
/** Latent correlation of an item's base and tuned outcomes. */
export const POOLED_RHO = 0.7;
/** SD of the task effects around the planted Δ in the heterogeneous design (task z clipped to ±2). */
export const TASK_EFFECT_SD = 0.025;

/** Items per task in the equal-size designs (mmlu's subjects, cut to one size). */
export const EQUAL_TASK_ITEMS = 150;

/**
 * Whether the planted effect is the same in every task (uniform), differs between them with
 * effects drawn afresh in each run (heterogeneous: random task effects), or differs by the same
 * pattern in every run (fixed task effects: z_k the normal quantile of (k + ½)/tasks).
 */
export type PooledDesign = 'uniform' | 'heterogeneous' | 'fixed';
/** Task sizes: log-uniform on TASK_ITEMS, or EQUAL_TASK_ITEMS each. */
export type TaskSizes = 'unequal' | 'equal';

/** One simulated side pair: item records (ids `<task>/<doc>`) and each item's task. */
export interface PooledRun {
  readonly records: ScoreItemRecord[];
  readonly taskOf: ReadonlyMap<string, string>;
}

/**
 * `tasks` tasks whose micro-averaged population Δ (Σ over items / N, the pooled metric's
 * estimand) is exactly `delta`: item difficulty p = centre + U(−0.15, 0.15) ∈ [0.2, 0.9], base
 * succeeds with p and tuned with p + s_k, thresholds of a Gaussian pair with correlation 0.7.
 * Uniform: s_k = δ. Heterogeneous: s_k = δ + 0.025·(z_k − z̄), z_k ~ N(0, 1) clipped to ±2 and
 * z̄ their mean weighted by task size, so Σ n_k s_k / N = δ; fixed: the same with z_k the
 * normal quantile of (k + ½)/tasks. Sizes log-uniform 20–500 (unequal) or 150 each (equal). No probability leaves [0, 1] for
 * −0.1 ≤ δ ≤ 0, so the truth is δ itself.
 */
export function pooledRun(rng: Rng, tasks: number, delta: number, design: PooledDesign, taskSizes: TaskSizes = 'unequal'): PooledRun {
  const sizes = Array.from({ length: tasks }, () =>
    taskSizes === 'equal' ? EQUAL_TASK_ITEMS : Math.round(Math.exp(Math.log(TASK_ITEMS[0]) + rng.next() * Math.log(TASK_ITEMS[1] / TASK_ITEMS[0]))),
  );
  const z = sizes.map((_, k) =>
    design === 'heterogeneous' ? Math.max(-2, Math.min(2, normal(rng))) : design === 'fixed' ? Math.max(-2, Math.min(2, normalQuantile((k + 0.5) / tasks))) : 0,
  );
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const zMean = z.reduce((sum, value, k) => sum + value * sizes[k]!, 0) / total;
  const records: ScoreItemRecord[] = [];
  const taskOf = new Map<string, string>();
  sizes.forEach((size, k) => {
    const task = `task_${k}`;
    const centre = TASK_CENTRE[0] + (TASK_CENTRE[1] - TASK_CENTRE[0]) * rng.next();
    const shift = delta + TASK_EFFECT_SD * (z[k]! - zMean);
    for (let doc = 0; doc < size; doc++) {
      const p = centre + ITEM_SPREAD * (2 * rng.next() - 1);
      const zb = normal(rng);
      const zt = POOLED_RHO * zb + Math.sqrt(1 - POOLED_RHO * POOLED_RHO) * normal(rng);
      const id = `${task}/${doc}`;
      records.push({ family: 'scores', id, tags: [], cluster: null, base: { acc: below(zb, p) }, tuned: { acc: below(zt, p + shift) } });
      taskOf.set(id, task);
    }
  });
  return { records, taskOf };
}

/** 1 when a standard normal draw falls below the quantile of `probability`, else 0. */
function below(z: number, probability: number): number {
  if (probability <= 0) return 0;
  if (probability >= 1) return 1;
  return z < normalQuantile(probability) ? 1 : 0;
}
