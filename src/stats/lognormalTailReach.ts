import { assertFloat64Array } from './assertions.js';
import { normalQuantile } from './normalQuantile.js';
import { normalUpperTail } from './normalUpperTail.js';

/**
 * The largest share of the mean that may lie beyond the sample's reach (unseenShare) for the
 * sample to bound its tail, chosen by measured false "equivalent" and power
 * (docs/concepts/statistics.md, "KL on heavy-tailed, outlier and sparse documents"): 0.2 keeps
 * every run of log-SD 1 that showed equivalence and withholds it from log-SD 1.5 at 73
 * documents; 0.22 left 5.5 % false "equivalent" there, 0.15 withheld it from 16 % of the outlier
 * design's runs.
 */
export const MAX_UNSEEN_SHARE = 0.2;

/** Whether a sample of per-item rates reaches far enough into its tail to bound its mean. */
export interface TailReach {
  /** Items with a > 0 and b > 0: the ones that carry any of the mean. */
  readonly carriers: number;
  /** Sample SD (n − 1) of ln(aᵢ/bᵢ) over the carriers; NaN below 2 carriers. */
  readonly logSd: number;
  /** Φ(σ̂ − z_{m/(m+1)}), m the carriers: the share of a lognormal's mean above the largest carrier's quantile; 1 below 2 carriers. */
  readonly unseenShare: number;
  /** unseenShare ≤ the limit (and at least 2 carriers). */
  readonly bounded: boolean;
  /** Items in all that would bring unseenShare to the limit at the same σ̂ and share of carriers; absent below 2 carriers (σ̂ unknown). */
  readonly itemsNeeded?: number;
}

/**
 * The lognormal reach of a sample of ratios aᵢ/bᵢ (a ≥ 0: KL sums over token counts). A
 * lognormal X = e^{μ+σZ} keeps the share Φ(σ − z) of its mean above its quantile e^{μ+σz}
 * (the size-biased Z is N(σ, 1)); the largest of m carriers sits near the quantile m/(m + 1), so
 * Φ(σ̂ − z_{m/(m+1)}) is the share of the mean a sample of that spread has not seen. When it
 * exceeds `limit` the sample cannot bound the tail (Bahadur & Savage 1956, Ann. Math. Stat.
 * 27(4): no interval can, without an assumption about the unseen tail; this one is stated up
 * front). The carriers it would take are the least m′ with m′/(m′ + 1) ≥ Φ(σ̂ − z_limit), i.e.
 * ⌈p/(1 − p)⌉ with p = Φ(σ̂ − z_limit), and the items ⌈n·m′/m⌉ at the sample's share of
 * carriers. O(n). Throws TypeError for a non-Float64Array, RangeError for lengths that differ, a
 * negative or NaN a, or a limit outside (0, 1).
 */
export function lognormalTailReach(a: Float64Array, b: Float64Array, limit = MAX_UNSEEN_SHARE): TailReach {
  assertFloat64Array(a, 'a');
  assertFloat64Array(b, 'b');
  if (a.length !== b.length) throw new RangeError(`a and b have ${a.length} and ${b.length} items, expected one length`);
  if (!(limit > 0 && limit < 1)) throw new RangeError(`limit is ${limit}, expected a number in (0, 1)`);
  const logs: number[] = [];
  for (let i = 0; i < a.length; i++) {
    if (!(a[i]! >= 0)) throw new RangeError(`a[${i}] is ${a[i]}, expected ≥ 0`);
    if (a[i]! > 0 && b[i]! > 0) logs.push(Math.log(a[i]! / b[i]!));
  }
  const m = logs.length;
  if (m < 2) return { carriers: m, logSd: Number.NaN, unseenShare: 1, bounded: false };
  const mean = logs.reduce((sum, value) => sum + value, 0) / m;
  const logSd = Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (m - 1));
  const unseenShare = normalUpperTail(normalQuantile(m / (m + 1)) - logSd);
  const p = 1 - normalUpperTail(logSd - normalQuantile(limit));
  const carriersNeeded = Math.ceil(p / (1 - p));
  return { carriers: m, logSd, unseenShare, bounded: unseenShare <= limit, itemsNeeded: Math.ceil((a.length * carriersNeeded) / m) };
}
