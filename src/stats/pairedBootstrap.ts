import { assertInteger, assertOpenUnit } from './assertions.js';
import { dotBlock, gatherBlock, tallyClasses } from './bootstrapKernels.js';
import { bootstrapPlan } from './bootstrapPlan.js';
import { bootstrapPValue } from './bootstrapPValue.js';
import { compensatedSum } from './compensatedSum.js';
import { percentileInterval } from './percentileInterval.js';
import type { Rng } from './rng.js';
import { sampleStandardDeviation } from './sampleStandardDeviation.js';

/** Per-item sufficient statistics of one model for a ratio metric Σnum/Σden. */
export interface RatioSides {
  readonly num: Float64Array;
  /** Weights ≥ 0 (1 per item for a rate, token count for a per-token mean). */
  readonly den: Float64Array;
}

/** One metric over the items of a paired bootstrap, base and tuned in that order. */
export interface PairedMetricInput {
  readonly base: RatioSides;
  readonly tuned: RatioSides;
}

/** Inputs of pairedBootstrap; every metric covers the same n items in the same order. */
export interface PairedBootstrapOptions {
  readonly metrics: readonly PairedMetricInput[];
  /** B, the number of resamples (integer ≥ 2). */
  readonly resamples: number;
  readonly rng: Rng;
  /** Confidence level of `ci`, in (0, 1). */
  readonly level: number;
}

/** One metric's paired bootstrap result; Δ = tuned − base throughout. */
export interface PairedMetricResult {
  /** Σnum/Σden of base on the full sample. */
  readonly base: number;
  readonly tuned: number;
  /** tuned − base on the full sample. */
  readonly delta: number;
  /** Δ* of each usable resample, in resample order (length B − degenerateResamples). */
  readonly replicates: Float64Array;
  /** Percentile interval of the replicates at `level` (type-7 quantiles). */
  readonly ci: [number, number];
  /** SD of the replicates (n − 1 denominator): the bootstrap standard error of Δ. */
  readonly se: number;
  /** Two-sided bootstrap p-value for Δ = 0, min(1, 2·min(c₋ + 1, c₊ + 1)/(B′ + 1)). */
  readonly p: number;
  /** Resamples left out because a drawn Σden was 0 (the ratio is undefined there). */
  readonly degenerateResamples: number;
}

/** What pairedBootstrap returns: one result per input metric, in input order. */
export interface PairedBootstrapResult {
  readonly n: number;
  readonly resamples: number;
  readonly level: number;
  readonly seed: number;
  readonly metrics: readonly PairedMetricResult[];
}

/**
 * Paired (cluster) bootstrap of ratio-of-sums metrics (Efron & Tibshirani 1993, ch. 6 and
 * §13.3; sacrebleu's paired_bs uses the same scheme): B times, draw n item indices with
 * replacement from `rng` — one index stream shared by every metric and by base and tuned,
 * which is what makes it paired — and recompute Δ* = Σtuned.num/Σtuned.den −
 * Σbase.num/Σbase.den over the drawn items. Resampling whole items keeps within-item
 * correlation (tokens of one document), i.e. a cluster bootstrap (Davison & Hinkley 1997,
 * §3.8). Each resample takes n indices from one `rng.fillIndices` call, whatever the metrics.
 * A resample whose drawn Σden is 0 has no ratio: it is left out of that metric's
 * replicates and counted in `degenerateResamples` (CI, SE and p use the rest). When base
 * and tuned share a denominator, Δ* is formed as Σ(tuned.num − base.num)/Σden (equal up
 * to rounding, and exactly 0 when both sides are equal). CI: percentileInterval at `level`;
 * SE: sampleStandardDeviation; p: bootstrapPValue. Cost O(B·n·columns), O(B·(n + classes·
 * columns)) when few distinct rows, with no allocation in the loop. Throws TypeError for a
 * non-Float64Array input and RangeError for empty or mismatched lengths, fewer than 2
 * items, non-finite values, a negative denominator, Σden = 0 on the full sample,
 * resamples not an integer ≥ 2, level outside (0, 1), or fewer than 2 usable resamples.
 */
export function pairedBootstrap(options: PairedBootstrapOptions): PairedBootstrapResult {
  const { metrics, resamples, rng, level } = options;
  assertInteger(resamples, 'resamples', 2);
  assertOpenUnit(level, 'level');
  if (typeof rng?.fillIndices !== 'function') throw new TypeError('rng must be an Rng (see seededRng)');
  const plan = bootstrapPlan(metrics);
  const m = plan.recipes.length;
  const indices = new Uint32Array(plan.n);
  const counts = new Float64Array(plan.rowOf === null ? 0 : plan.rows);
  const lanes = new Float64Array(4 * counts.length);
  const sums = new Float64Array(plan.sumSlots);
  sums[plan.sumSlots - 2] = plan.n;
  const replicates = metrics.map(() => new Float64Array(resamples));
  const kept = new Uint32Array(m);
  const recipes = plan.recipes;
  const blocks = plan.blocks;
  const rowOf = plan.rowOf;
  for (let b = 0; b < resamples; b++) {
    rng.fillIndices(indices, plan.n);
    if (rowOf === null) {
      for (let k = 0; k < blocks.length; k++) {
        const block = blocks[k]!;
        gatherBlock(indices, block.data, block.width, sums, block.offset);
      }
    } else {
      tallyClasses(indices, rowOf, lanes, counts);
      for (let k = 0; k < blocks.length; k++) {
        const block = blocks[k]!;
        dotBlock(counts, block.data, block.width, sums, block.offset);
      }
    }
    for (let k = 0; k < m; k++) {
      const r = recipes[k]!;
      const denBase = sums[r.b]!;
      const denTuned = sums[r.d]!;
      if (denBase === 0 || denTuned === 0) continue;
      const delta = r.shared ? sums[r.a]! / denBase : sums[r.c]! / denTuned - sums[r.a]! / denBase;
      replicates[k]![kept[k]!++] = delta;
    }
  }
  const results = metrics.map((metric, k) => {
    const usable = kept[k]!;
    if (usable < 2) {
      throw new RangeError(`metrics[${k}]: only ${usable} of ${resamples} resamples drew a denominator > 0, expected at least 2`);
    }
    const reps = usable === resamples ? replicates[k]! : replicates[k]!.slice(0, usable);
    const base = ratio(metric.base);
    const tuned = ratio(metric.tuned);
    return {
      base,
      tuned,
      delta: tuned - base,
      replicates: reps,
      ci: percentileInterval(reps, level),
      se: sampleStandardDeviation(reps),
      p: bootstrapPValue(reps),
      degenerateResamples: resamples - usable,
    };
  });
  return { n: plan.n, resamples, level, seed: rng.seed, metrics: results };
}

// Compensated sums so the full-sample value is as exact as float64 allows.
function ratio(sides: RatioSides): number {
  return compensatedSum(sides.num) / compensatedSum(sides.den);
}
