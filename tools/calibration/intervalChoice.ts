/**
 * The three candidate intervals for a document-level ratio, from one bootstrap: percentile,
 * BCa and studentized. The calibration suite measures their coverage side by side; that
 * measurement is why divergence metrics use the studentized one.
 */
import { errorFunction } from 'simple-statistics';
import {
  normalQuantile,
  pairedBootstrap,
  percentileInterval,
  quantiles,
  streamRng,
  studentizedInterval,
  type PairedMetricInput,
} from '../../src/stats/index.js';

/** Candidate intervals of one metric at one level. */
export interface CandidateIntervals {
  readonly percentile: readonly [number, number];
  readonly bca: readonly [number, number];
  readonly studentized: readonly [number, number];
}

/**
 * Bootstrap `metric` (shared denominator) from the stream computeRunMetrics gives `streamKey`
 * under `seed`, so the replicates are the ones the verdict saw, and form all three intervals.
 */
export function candidateIntervals(metric: PairedMetricInput, resamples: number, seed: number, streamKey: string, level: number): CandidateIntervals {
  const result = pairedBootstrap({ metrics: [{ ...metric, studentize: true }], resamples, rng: streamRng(seed, streamKey), level }).metrics[0]!;
  const s = result.studentized;
  return {
    percentile: percentileInterval(result.replicates, level),
    bca: bcaInterval(metric, result.delta, result.replicates, level),
    studentized: s ? studentizedInterval(result.delta, s.se, s.t, level) : percentileInterval(result.replicates, level),
  };
}

/**
 * Bias-corrected and accelerated interval (Efron 1987, JASA 82; Efron & Tibshirani 1993,
 * §14.3): z₀ from the share of replicates below Δ (ties count half), acceleration from the
 * jackknife of Δ = Σa/Σb, ends at the replicate quantiles Φ(z₀ + (z₀ + z)/(1 − â(z₀ + z))).
 */
export function bcaInterval(metric: PairedMetricInput, delta: number, replicates: Float64Array, level: number): [number, number] {
  const n = metric.base.num.length;
  let below = 0;
  for (const r of replicates) below += r < delta ? 1 : r === delta ? 0.5 : 0;
  const share = Math.min(1 - 1e-9, Math.max(1e-9, below / replicates.length));
  const z0 = normalQuantile(share);
  let sumA = 0;
  let sumB = 0;
  const a = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    a[i] = metric.tuned.num[i]! - metric.base.num[i]!;
    sumA += a[i]!;
    sumB += metric.base.den[i]!;
  }
  const jack = new Float64Array(n);
  let mean = 0;
  for (let i = 0; i < n; i++) {
    jack[i] = (sumA - a[i]!) / (sumB - metric.base.den[i]!);
    mean += jack[i]! / n;
  }
  let cubes = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = mean - jack[i]!;
    cubes += d * d * d;
    squares += d * d;
  }
  const acceleration = squares > 0 ? cubes / (6 * squares ** 1.5) : 0;
  const tail = (1 - level) / 2;
  const adjusted = (z: number): number => {
    const w = z0 + (z0 + z) / (1 - acceleration * (z0 + z));
    return Math.min(1 - 1e-9, Math.max(1e-9, 0.5 * (1 + errorFunction(w / Math.SQRT2))));
  };
  const ends = quantiles(replicates, [adjusted(normalQuantile(tail)), adjusted(normalQuantile(1 - tail))]);
  return [ends[0]!, ends[1]!];
}
