import { assertFinite, assertFloat64Array, assertNonEmpty, assertOpenUnit } from './assertions.js';
import { normalQuantile } from './normalQuantile.js';
import { studentTProbability } from './studentTProbability.js';
import { stratumVarianceFloor } from './stratumVarianceFloor.js';
import type { PpiSide } from './ppiSide.js';

export type { PpiSide } from './ppiSide.js';

/** Options of ppiPairedMean. */
export interface PpiPairedMeanOptions {
  /** Confidence level of the interval, in (0, 1). */
  readonly level: number;
  /** Power-tuning weight λ ∈ [0, 1]; absent: estimated (PPI++) and clipped to [0, 1]. */
  readonly lambda?: number;
  /** Pseudo-labels of the stratum variance floor (stratumVarianceFloor); absent: PSEUDO_LABELS; 0: no floor. */
  readonly pseudoLabels?: number;
}

/** Prediction-powered estimates of both sides' means and of Δ = tuned − base, with Δ's normal interval. */
export interface PpiPairedMeanResult {
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  /** Standard error of Δ (CLT, from the per-item influence values): the larger of seLower and seUpper. */
  readonly se: number;
  /** The SE of each end: the per-item SE with the stratum floors that could move Δ that way (stratumVarianceFloor); both the per-item SE without strata. */
  readonly seLower: number;
  readonly seUpper: number;
  /** Normal interval [Δ − z·seLower, Δ + z·seUpper] at `level`. */
  readonly ci: [number, number];
  /** Two-sided p for Δ = 0, 2·(1 − Φ(|Δ|/s)) with s the SE of the end facing 0; 1 when Δ = 0 and s = 0, 0 when only s is. */
  readonly p: number;
  /** The weight λ used. */
  readonly lambda: number;
  /** The classifier alone: the means of the predictions and their difference. */
  readonly classifier: { readonly base: number; readonly tuned: number; readonly delta: number };
}

/**
 * Paired prediction-powered inference (PPI: Angelopoulos, Bates, Fannjiang, Jordan & Zrnic
 * 2023, Science 382; PPI++: Angelopoulos, Duchi & Zrnic 2023, arXiv:2311.01453; for judges of
 * models: Boyeau, Angelopoulos, Yosef, Malik & Jordan 2024, "AutoEval done right",
 * arXiv:2403.07008). Each side's mean over N items is
 * θ̂ = (1/N)·[λ·Σᵢ f(i) + Σⱼ (y(j) − λ·f(j))/π(j)]: the classifier on every item plus a
 * Horvitz–Thompson (1952, JASA 47) estimate of its error from the labelled replies, so θ̂ is
 * unbiased for any fixed λ under any design with those inclusion probabilities. Written per
 * item, θ̂ is the mean of ψ(i) = a(i) + λ·b(i) with a = R·y/π and b = f·(1 − R/π) (R = 1 for
 * a labelled reply), and Δ̂ the mean of ψ_tuned − ψ_base; its SE is the sample SD of those
 * differences over √N (both models on one item stay together, so their covariance counts).
 * One λ serves both sides, so the rates and Δ agree: PPI++'s power tuning, the λ minimising
 * that variance, −Cov(a_Δ, b_Δ)/Var(b_Δ), clipped to [0, 1] (λ = 1, plain PPI, when Var(b_Δ)
 * is 0 and λ moves nothing). The SE treats labelling as independent draws per reply (Poisson
 * sampling): under a fixed-size stratified design it slightly overstates the variance. When the
 * sides name their strata, a stratum whose labels understate its disagreement rate (all agreeing
 * with the classifier, or nearly) adds the variance of a smoothed rate (stratumVarianceFloor).
 * O(N + labels). Throws RangeError for lengths that differ, an empty input, a non-finite value,
 * a label index out of range or repeated, π outside (0, 1], λ outside [0, 1] or level outside (0, 1).
 * @example ppiPairedMean(base, tuned, { level: 0.95 }).delta
 */
export function ppiPairedMean(base: PpiSide, tuned: PpiSide, options: PpiPairedMeanOptions): PpiPairedMeanResult {
  assertOpenUnit(options.level, 'level');
  const n = base.predictions.length;
  const a = sideTerms(base, n, 'base');
  const t = sideTerms(tuned, n, 'tuned');
  const aDelta = new Float64Array(n);
  const bDelta = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    aDelta[i] = t.a[i]! - a.a[i]!;
    bDelta[i] = t.b[i]! - a.b[i]!;
  }
  const lambda = options.lambda ?? powerTuning(aDelta, bDelta);
  if (!(lambda >= 0 && lambda <= 1)) throw new RangeError(`lambda is ${String(options.lambda)}, expected a number in [0, 1]`);
  const psi = new Float64Array(n);
  let baseSum = 0;
  let tunedSum = 0;
  for (let i = 0; i < n; i++) {
    baseSum += a.a[i]! + lambda * a.b[i]!;
    tunedSum += t.a[i]! + lambda * t.b[i]!;
    psi[i] = aDelta[i]! + lambda * bDelta[i]!;
  }
  const delta = tunedSum / n - baseSum / n;
  // The labelling's own variance where a stratum's labels understate it (both sides' draws are independent):
  // what could raise the tuned rate or lower the base one widens the interval upwards, and the reverse downwards.
  const floorBase = stratumVarianceFloor(base, lambda, options.pseudoLabels);
  const floorTuned = stratumVarianceFloor(tuned, lambda, options.pseudoLabels);
  const plain = n < 2 ? 0 : variance(psi) / n;
  const seUpper = n < 2 ? 0 : Math.sqrt(plain + floorTuned.raising + floorBase.lowering);
  const seLower = n < 2 ? 0 : Math.sqrt(plain + floorTuned.lowering + floorBase.raising);
  const se = Math.max(seUpper, seLower);
  const z = normalQuantile(1 - (1 - options.level) / 2);
  // The test of Δ = 0 reads the end that faces 0.
  const toward = delta > 0 ? seLower : delta < 0 ? seUpper : se;
  const p = toward === 0 ? (delta === 0 ? 1 : 0) : Math.min(1, 2 * studentTProbability(-Math.abs(delta) / toward, Infinity));
  return {
    base: baseSum / n,
    tuned: tunedSum / n,
    delta,
    se,
    seLower,
    seUpper,
    ci: [delta - z * seLower, delta + z * seUpper],
    p,
    lambda,
    classifier: { base: mean(base.predictions), tuned: mean(tuned.predictions), delta: mean(tuned.predictions) - mean(base.predictions) },
  };
}

/** a(i) = R·y/π and b(i) = f·(1 − R/π) of one side, validated. */
function sideTerms(side: PpiSide, n: number, name: string): { a: Float64Array; b: Float64Array } {
  assertFloat64Array(side.predictions, `${name}.predictions`);
  assertNonEmpty(side.predictions, `${name}.predictions`);
  assertFinite(side.predictions, `${name}.predictions`);
  if (side.predictions.length !== n) throw new RangeError(`${name}.predictions has ${side.predictions.length} items, expected ${n} as the other side`);
  const m = side.labelled.length;
  if (side.labels.length !== m || side.inclusion.length !== m || (side.strata !== undefined && side.strata.length !== m)) {
    throw new RangeError(
      `${name}: ${m} labelled indices, ${side.labels.length} labels, ${side.inclusion.length} inclusion probabilities and ${side.strata?.length ?? m} strata, expected equal counts`,
    );
  }
  assertFinite(side.labels, `${name}.labels`);
  const a = new Float64Array(n);
  const b = Float64Array.from(side.predictions);
  const seen = new Uint8Array(n);
  for (let j = 0; j < m; j++) {
    const i = side.labelled[j]!;
    const pi = side.inclusion[j]!;
    if (i >= n) throw new RangeError(`${name}.labelled[${j}] is ${i}, expected an item index below ${n}`);
    if (seen[i]) throw new RangeError(`${name}.labelled[${j}] repeats item ${i}, expected each item labelled at most once`);
    if (!(pi > 0 && pi <= 1)) throw new RangeError(`${name}.inclusion[${j}] is ${pi}, expected a probability in (0, 1]`);
    seen[i] = 1;
    a[i] = side.labels[j]! / pi;
    b[i] = side.predictions[i]! * (1 - 1 / pi);
  }
  return { a, b };
}

/** PPI++'s variance-minimising λ = −Cov(a, b)/Var(b), clipped to [0, 1]; 1 when Var(b) = 0. */
function powerTuning(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    cov += (a[i]! - ma) * (b[i]! - mb);
    vb += (b[i]! - mb) ** 2;
  }
  if (!(vb > 0)) return 1;
  return Math.min(1, Math.max(0, -cov / vb));
}

function mean(values: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

/** Sample variance (n − 1), two-pass. */
function variance(values: Float64Array): number {
  const m = mean(values);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i]! - m) ** 2;
  return sum / (values.length - 1);
}
