import { sum } from 'simple-statistics';
import { assertInteger, assertOpenUnit } from './assertions.js';
import { dotBlock, gatherBlock, tallyClasses } from './bootstrapKernels.js';
import { bootstrapPlan } from './bootstrapPlan.js';
import type { PairedMetricInput, RatioSides } from './pairedMetricInput.js';
import { bootstrapPValue } from './bootstrapPValue.js';
import { percentileInterval } from './percentileInterval.js';
import { asNumbers } from './quantileSorted.js';
import type { Rng } from './rng.js';
import { sampleStandardDeviation } from './sampleStandardDeviation.js';
import { studentizedInterval } from './studentizedInterval.js';
import { studentizedPValue } from './studentizedPValue.js';
import { assertResamples, MIN_RESAMPLES } from './tooFewResamples.js';
import { logRateBandwidth } from './logRateBandwidth.js';
import { smoothedStudentizedT } from './smoothedStudentizedT.js';

export type { PairedMetricInput, RatioSides } from './pairedMetricInput.js';

/** What a studentized metric adds: the linearised SE of Δ and the t* of each resample. */
export interface StudentizedReplicates {
  /** √(n/(n − 1)·Σ(aᵢ − Δ·bᵢ)²)/Σb on the full sample (delta-method SE of a ratio of sums). */
  readonly se: number;
  /** t* of every resample with SE* > 0, in resample order. */
  readonly t: Float64Array;
  /** Smoothed metrics only: the log-scale bandwidth h the t* were drawn with (absent: plain resamples). */
  readonly bandwidth?: number;
}

/** Inputs of pairedBootstrap; every metric covers the same n items in the same order. */
export interface PairedBootstrapOptions {
  readonly metrics: readonly PairedMetricInput[];
  /** B, the number of resamples: an integer ≥ `minResamples`. */
  readonly resamples: number;
  /**
   * The least B accepted (default MIN_RESAMPLES, 2 000, what a verdict needs). Only a study of
   * the engine itself lowers it, e.g. a test that enumerates every resample of 3 items; never below 2.
   */
  readonly minResamples?: number;
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
  /**
   * Interval of Δ at `level`: studentized when `studentized` is present, else the
   * percentile interval of the replicates (type-7 quantiles).
   */
  readonly ci: [number, number];
  /** SD of the replicates (n − 1 denominator): the bootstrap standard error of Δ. */
  readonly se: number;
  /** Two-sided bootstrap p-value for Δ = 0 that inverts `ci` (see bootstrapPValue, studentizedPValue). */
  readonly p: number;
  /** Resamples left out because a drawn Σden was 0 (the ratio is undefined there). */
  readonly degenerateResamples: number;
  /** Present when the metric was studentized and had a standard error > 0 and at least 2 t*. */
  readonly studentized?: StudentizedReplicates;
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
 * to rounding, and exactly 0 when both sides are equal). CI: percentileInterval at `level`,
 * or studentizedInterval for a `studentize` metric (each resample's SE* is the linearised
 * SE of its own ratio, √(n/(n − 1)·Σ(a − Δ*·b)²)/Σb, from three more column sums; a resample
 * whose SE* vanishes has no t* and is left out of `t` only; a `smooth` metric draws its t*
 * instead from smoothedStudentizedT, after the plain resamples, with logRateBandwidth's h); SE: sampleStandardDeviation;
 * p: bootstrapPValue or studentizedPValue. Cost O(B·n·columns), O(B·(n + classes·columns))
 * when few distinct rows, with no allocation in the loop. Throws TypeError for a
 * non-Float64Array input and RangeError for empty or mismatched lengths, fewer than 2
 * items, non-finite values, a negative denominator, Σden = 0 on the full sample, a
 * studentized metric without a shared denominator, a smooth one not studentized or with
 * tuned.num < base.num, minResamples not an integer ≥ 2, level
 * outside (0, 1), or fewer than 2 usable resamples (or t*, when the SE is > 0); throws
 * TooFewResamplesError (a RangeError) for resamples below minResamples.
 */
export function pairedBootstrap(options: PairedBootstrapOptions): PairedBootstrapResult {
  const { metrics, resamples, rng, level } = options;
  const minimum = options.minResamples ?? MIN_RESAMPLES;
  assertInteger(minimum, 'minResamples', 2);
  assertResamples(resamples, minimum);
  assertOpenUnit(level, 'level');
  if (typeof rng?.fillIndices !== 'function') throw new TypeError('rng must be an Rng (see seededRng)');
  const plan = bootstrapPlan(metrics);
  metrics.forEach((metric, k) => assertSmoothable(metric, k));
  const m = plan.recipes.length;
  const indices = new Uint32Array(plan.n);
  const counts = new Float64Array(plan.rowOf === null ? 0 : plan.rows);
  const lanes = new Float64Array(4 * counts.length);
  const sums = new Float64Array(plan.sumSlots);
  sums[plan.sumSlots - 2] = plan.n;
  const replicates = metrics.map(() => new Float64Array(resamples));
  const kept = new Uint32Array(m);
  const recipes = plan.recipes;
  const deltas = metrics.map((metric) => ratio(metric.tuned) - ratio(metric.base));
  const tValues = recipes.map((r) => new Float64Array(r.studentized ? resamples : 0));
  const tKept = new Uint32Array(m);
  // n/(n − 1): the same small-sample factor as the full-sample SE, so t* and t share a scale.
  const inflation = plan.n / (plan.n - 1);
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
      let delta: number;
      // Σbase.den of the resample (the shared Σden when shared): the one SE* divides by.
      let den: number;
      if (r.shared) {
        den = sums[r.den]!;
        if (den === 0) continue;
        delta = sums[r.diff]! / den;
      } else {
        den = sums[r.baseDen]!;
        const tunedDen = sums[r.tunedDen]!;
        if (den === 0 || tunedDen === 0) continue;
        delta = sums[r.tunedNum]! / tunedDen - sums[r.baseNum]! / den;
      }
      replicates[k]![kept[k]!++] = delta;
      if (r.studentized) {
        // Σ(a − Δ*·b)² expanded; a value within rounding of its terms means every drawn item
        // has the same ratio, so SE* = 0 and t* does not exist.
        const squares = sums[r.diffSquared]!;
        const scaledDenSquares = delta * delta * sums[r.denSquared]!;
        const spread = squares - 2 * delta * sums[r.diffTimesDen]! + scaledDenSquares;
        if (spread > 1e-12 * (squares + scaledDenSquares)) {
          tValues[k]![tKept[k]!++] = (delta - deltas[k]!) / (Math.sqrt(inflation * spread) / den);
        }
      }
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
    const delta = deltas[k]!;
    const common = { base, tuned, delta, replicates: reps, se: sampleStandardDeviation(reps), degenerateResamples: resamples - usable };
    if (!recipes[k]!.studentized) return { ...common, ci: percentileInterval(reps, level), p: bootstrapPValue(reps) };
    const se = linearisedSe(metric, delta);
    const t = tValues[k]!.slice(0, tKept[k]!);
    // Every item with one common ratio (or nearly every resample so): nothing to studentize by.
    if (se === 0 || t.length < 2) return { ...common, ci: percentileInterval(reps, level), p: bootstrapPValue(reps) };
    const smoothed = metric.smooth === true ? smoothedReplicates(metric, delta, resamples, rng) : null;
    const used = smoothed !== null && smoothed.t.length >= 2 ? smoothed : { t };
    return { ...common, ci: studentizedInterval(delta, se, used.t, level), p: studentizedPValue(delta, se, used.t), studentized: { se, ...used } };
  });
  return { n: plan.n, resamples, level, seed: rng.seed, metrics: results };
}

/** A smoothed metric must be studentized and have a = tuned.num − base.num ≥ 0 (its kernel is multiplicative). */
function assertSmoothable(metric: PairedMetricInput, k: number): void {
  if (metric.smooth !== true) return;
  if (metric.studentize !== true) throw new RangeError(`metrics[${k}]: smooth needs studentize`);
  for (let i = 0; i < metric.base.num.length; i++) {
    const a = metric.tuned.num[i]! - metric.base.num[i]!;
    if (a < 0) throw new RangeError(`metrics[${k}]: smooth needs tuned.num ≥ base.num, item ${i} has ${a}`);
  }
}

/**
 * t* of the smoothed bootstrap, drawn from `rng` after every plain resample (so the other
 * metrics' replicates do not depend on it); null when the log rates give no bandwidth.
 */
function smoothedReplicates(metric: PairedMetricInput, delta: number, resamples: number, rng: Rng): { t: Float64Array; bandwidth: number } | null {
  const a = metric.tuned.num.map((v, i) => v - metric.base.num[i]!);
  const bandwidth = logRateBandwidth(a, metric.base.den);
  return bandwidth > 0 ? { t: smoothedStudentizedT(a, metric.base.den, delta, bandwidth, resamples, rng), bandwidth } : null;
}

// Compensated sums so the full-sample value is as exact as float64 allows.
function ratio(sides: RatioSides): number {
  return sum(asNumbers(sides.num)) / sum(asNumbers(sides.den));
}

/**
 * √(n/(n − 1)·Σ(aᵢ − Δ·bᵢ)²)/Σb with a = tuned.num − base.num and b the shared denominator;
 * 0 when the residuals are within rounding of the terms, by the same rule as each resample.
 */
function linearisedSe(metric: PairedMetricInput, delta: number): number {
  const n = metric.base.num.length;
  const den = metric.base.den;
  let squares = 0;
  let scale = 0;
  for (let i = 0; i < n; i++) {
    const a = metric.tuned.num[i]! - metric.base.num[i]!;
    const residual = a - delta * den[i]!;
    squares += residual * residual;
    scale += a * a + delta * delta * den[i]! * den[i]!;
  }
  return squares > 1e-12 * scale ? Math.sqrt((n / (n - 1)) * squares) / sum(asNumbers(den)) : 0;
}
