/**
 * The paired bootstrap written plainly from its definition, for tests to hold pairedBootstrap
 * against: no column plan, no merged rows, no blocks, no expanded sums. Each resample draws n
 * indices from the Rng (one fillIndices call, as the engine promises) and recomputes every
 * metric with straightforward loops over the drawn items; interval, SE and p-value are the
 * textbook formulas written out again here. Smoothed metrics are out of scope (their t* come
 * from another stream after the plain resamples).
 */
import type { PairedMetricInput, Rng } from '../../src/stats/index.js';

/** One metric as the naive loop computes it; mirrors the fields of PairedMetricResult. */
export interface NaiveMetricResult {
  base: number;
  tuned: number;
  delta: number;
  replicates: number[];
  ci: [number, number];
  se: number;
  p: number;
  degenerateResamples: number;
  studentized?: { se: number; t: number[] };
}

/** Σ values[i] over the listed items, left to right. */
function sumOver(values: Float64Array, items: ArrayLike<number>): number {
  let total = 0;
  for (let j = 0; j < items.length; j++) total += values[items[j]!]!;
  return total;
}

function sameDenominator(metric: PairedMetricInput): boolean {
  return metric.base.den.every((v, i) => v === metric.tuned.den[i]);
}

/**
 * Δ over `items` (duplicates count as often as drawn); null when a denominator sums to 0. A shared
 * denominator gives Σ(tuned.num − base.num)/Σden, as the engine documents; else the difference of ratios.
 */
function deltaOver(metric: PairedMetricInput, items: ArrayLike<number>): number | null {
  if (sameDenominator(metric)) {
    let diff = 0;
    for (let j = 0; j < items.length; j++) diff += metric.tuned.num[items[j]!]! - metric.base.num[items[j]!]!;
    const den = sumOver(metric.base.den, items);
    return den === 0 ? null : diff / den;
  }
  const baseDen = sumOver(metric.base.den, items);
  const tunedDen = sumOver(metric.tuned.den, items);
  if (baseDen === 0 || tunedDen === 0) return null;
  return sumOver(metric.tuned.num, items) / tunedDen - sumOver(metric.base.num, items) / baseDen;
}

/**
 * Linearised SE of Σa/Σb over `items` with a = tuned.num − base.num, b = den, at the ratio `delta`:
 * √(n/(n − 1)·Σ(aᵢ − Δ·bᵢ)²)/Σb from the residuals themselves; 0 when the residuals are within
 * 1e-12 of the terms' squares Σ(aᵢ² + Δ²bᵢ²) (every drawn item with one ratio).
 */
function linearisedSe(metric: PairedMetricInput, items: ArrayLike<number>, delta: number): number {
  let squares = 0;
  let scale = 0;
  let den = 0;
  for (let j = 0; j < items.length; j++) {
    const i = items[j]!;
    const a = metric.tuned.num[i]! - metric.base.num[i]!;
    const b = metric.base.den[i]!;
    squares += (a - delta * b) ** 2;
    scale += a * a + delta * delta * b * b;
    den += b;
  }
  const n = items.length;
  return squares > 1e-12 * scale ? Math.sqrt((n / (n - 1)) * squares) / den : 0;
}

/** Type-7 quantile (Hyndman & Fan 1996): linear interpolation between order statistics at (N − 1)·p. */
export function type7Quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return lo + 1 < sorted.length ? sorted[lo]! + (h - lo) * (sorted[lo + 1]! - sorted[lo]!) : sorted[lo]!;
}

/** Sample SD with the n − 1 denominator, mean first. */
function sampleSd(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
}

/** Davison & Hinkley eq. 4.11: 2·(1 + the smaller tail count)/(B + 1), capped at 1. */
function twoSidedP(below: number, above: number, total: number): number {
  return Math.min(1, (2 * (Math.min(below, above) + 1)) / (total + 1));
}

/** Every metric of a paired bootstrap with B resamples drawn from `rng`, recomputed item by item. */
export function naivePairedBootstrap(metrics: readonly PairedMetricInput[], resamples: number, rng: Rng, level: number): NaiveMetricResult[] {
  const n = metrics[0]!.base.num.length;
  const all = Array.from({ length: n }, (_, i) => i);
  const replicates: number[][] = metrics.map(() => []);
  const tStars: number[][] = metrics.map(() => []);
  const deltas = metrics.map((metric) => deltaOver(metric, all)!);
  const drawn = new Uint32Array(n);
  for (let b = 0; b < resamples; b++) {
    rng.fillIndices(drawn, n);
    metrics.forEach((metric, k) => {
      const delta = deltaOver(metric, drawn);
      if (delta === null) return;
      replicates[k]!.push(delta);
      if (metric.studentize === true) {
        const se = linearisedSe(metric, drawn, delta);
        if (se > 0) tStars[k]!.push((delta - deltas[k]!) / se);
      }
    });
  }
  const tail = (1 - level) / 2;
  return metrics.map((metric, k) => {
    const reps = replicates[k]!;
    const delta = deltas[k]!;
    const base = sumOver(metric.base.num, all) / sumOver(metric.base.den, all);
    const tuned = sumOver(metric.tuned.num, all) / sumOver(metric.tuned.den, all);
    const percentile = {
      ci: [type7Quantile(reps, tail), type7Quantile(reps, 1 - tail)] as [number, number],
      p: twoSidedP(reps.filter((r) => r <= 0).length, reps.filter((r) => r >= 0).length, reps.length),
    };
    const common = { base, tuned, delta, replicates: reps, se: sampleSd(reps), degenerateResamples: resamples - reps.length };
    const t = tStars[k]!;
    const se = metric.studentize === true ? linearisedSe(metric, all, delta) : 0;
    if (se === 0 || t.length < 2) return { ...common, ...percentile };
    // Bootstrap-t: [Δ − Q(1 − α/2)·se, Δ − Q(α/2)·se]; p counts t* beyond Δ/se on either side.
    const ci: [number, number] = [delta - type7Quantile(t, 1 - tail) * se, delta - type7Quantile(t, tail) * se];
    const p = twoSidedP(t.filter((v) => v <= delta / se).length, t.filter((v) => v >= delta / se).length, t.length);
    return { ...common, ci, p, studentized: { se, t } };
  });
}
