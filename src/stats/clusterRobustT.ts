import { sum } from 'simple-statistics';
import { assertFinite, assertFloat64Array } from './assertions.js';
import { asNumbers } from './quantileSorted.js';

/** The cluster-robust standard error of Δ and the degrees of freedom of its t reference. */
export interface ClusterRobustTResult {
  /** Σa/Σb over every cluster. */
  readonly delta: number;
  /** CR2 standard error of Δ (0 when every cluster's residual vanishes). */
  readonly se: number;
  /** Bell–McCaffrey degrees of freedom ν, 1 ≤ ν ≤ G − 1 (G − 1 exactly when the clusters are of one size). */
  readonly degreesOfFreedom: number;
}

/**
 * Small-sample cluster-robust inference for Δ = Σa/Σb over G clusters, where aₘ = Σ(tuned −
 * base) and bₘ = Σden are cluster m's totals (a shared denominator): the CR2 ("bias-reduced
 * linearisation") variance with Bell–McCaffrey degrees of freedom (Bell & McCaffrey 2002,
 * Survey Methodology 28(2); Imbens & Kolesár 2016, Rev. Econ. Stat. 98(4), §3–4). Why: a
 * percentile bootstrap over a few dozen clusters of very unequal size is the CR0 variance
 * with normal quantiles, which under-covers (docs/concepts/statistics.md has the measurement).
 * Δ is the regression of the items' differences on a constant, so each cluster's leverage is
 * hₘ = bₘ/B (B = Σb) and CR2's adjustment (I − Hₘₘ)^(−1/2) scales the cluster's residual
 * total uₘ = aₘ − Δ·bₘ by (1 − hₘ)^(−1/2): V = Σ uₘ²/(1 − hₘ) / B², unbiased when items are
 * independent with one variance. ν = (tr M)²/tr(M²) for M = G′G under that working model,
 * which for a constant regressor is M = D^½(diag(b) − bb′/B)D^½, D = diag(1/(1 − hₘ)):
 * tr M = B and tr(M²) = Σdₘ²bₘ² − 2Σdₘ²bₘ³/B + (Σdₘbₘ²)²/B². A few large clusters lower ν,
 * widening the interval where the effective number of clusters is small. A cluster counts
 * as bₘ equally variable items (exact for per-item scores of denominator 1). O(G).
 * Throws TypeError for a non-Float64Array and RangeError for lengths that differ or are
 * below 2, non-finite values, a negative b, or one cluster holding every denominator
 * (hₘ = 1: nothing to compare it with).
 */
export function clusterRobustT(a: Float64Array, b: Float64Array): ClusterRobustTResult {
  assertFloat64Array(a, 'a');
  assertFloat64Array(b, 'b');
  if (a.length !== b.length) throw new RangeError(`a has ${a.length} clusters and b ${b.length}, expected the same number`);
  if (a.length < 2) throw new RangeError(`${a.length} cluster(s), expected at least 2`);
  assertFinite(a, 'a');
  assertFinite(b, 'b');
  const total = sum(asNumbers(b));
  for (let m = 0; m < b.length; m++) {
    if (b[m]! < 0) throw new RangeError(`b[${m}] is ${b[m]}, expected a denominator ≥ 0`);
    if (b[m]! >= total) throw new RangeError(`cluster ${m} holds every denominator (${b[m]} of ${total}), expected at least 2 clusters with one`);
  }
  const delta = sum(asNumbers(a)) / total;
  let variance = 0;
  let squares = 0;
  let cubes = 0;
  let weighted = 0;
  let scale = 0;
  for (let m = 0; m < a.length; m++) {
    const bm = b[m]!;
    const d = total / (total - bm);
    const residual = a[m]! - delta * bm;
    variance += residual * residual * d;
    scale += a[m]! * a[m]! + delta * delta * bm * bm;
    squares += d * d * bm * bm;
    cubes += d * d * bm * bm * bm;
    weighted += d * bm * bm;
  }
  const traceSquared = squares - (2 * cubes) / total + (weighted * weighted) / (total * total);
  // The same rounding rule as pairedBootstrap's linearised SE: residuals within rounding of their terms are 0.
  const se = variance > 1e-12 * scale ? Math.sqrt(variance) / total : 0;
  return { delta, se, degreesOfFreedom: Math.min(a.length - 1, Math.max(1, (total * total) / traceSquared)) };
}
