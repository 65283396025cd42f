/** Where a `--sequential` run looks at each family and at what level (docs/concepts/statistics.md#sequential). */
import { groupSequentialBoundaries, hwangShihDeCaniSpending, normalUpperTail } from '../../stats/index.js';
import { CHUNK_ITEMS } from '../../families/index.js';

/** One look: how many items of the scoring order it judges and the confidence its judge uses. */
export interface Look {
  /** 1-based. */
  readonly index: number;
  /** Items of the family's scoring order scored by this look (a prefix). */
  readonly items: number;
  /** The `--confidence` the look's judge runs at: 1 − α_k, Holm's steps then stay within the look's boundaries. */
  readonly confidence: number;
}

/** An α-spending function: the error spent in all by information fraction t when `alpha` is spent by t = 1. */
export type SpendingFunction = (alpha: number, t: number) => number;

/**
 * The γ of the Hwang–Shih–DeCani spending the looks use. −1 spends enough early (17 % of α by a
 * quarter of the items) that a regression of twice the MDE stops on about 40 % of the items,
 * and little enough that power at the MDE stays within 5 points of a fixed-length run; the
 * O'Brien–Fleming type (≈ γ = −4) used about half (docs/concepts/statistics.md#sequential).
 */
export const SEQUENTIAL_GAMMA = -1;

/** The looks' default spending: Hwang–Shih–DeCani at SEQUENTIAL_GAMMA. */
export const sequentialSpending: SpendingFunction = (alpha, t) => hwangShihDeCaniSpending(alpha, t, SEQUENTIAL_GAMMA);

/** Default number of looks: after 25, 50, 75 and 100 % of the items. */
export const DEFAULT_LOOKS = 4;

/**
 * The looks of one family of `total` items: `looks` equally spaced fractions, each moved to the
 * chunk boundary nearest it (scoring stops only between chunks), duplicates dropped, the last at
 * `total`. The boundaries are the Lan–DeMets error-spending design of `spending` (default:
 * Hwang–Shih–DeCani, γ = −1) at the run's α = 1 − confidence, taken at the actual information
 * fractions items/total. The judge applies
 * Holm to the look's level α_k, testing its step j (of m gated metrics) at α_k/(m − j); each
 * step must stay within its own boundary, the nominal level ν_k(α/(m − j)) of the design at
 * Holm's level α/(m − j), so α_k = min over j of (m − j)·ν_k(α/(m − j)): exact for the binding
 * step, no looser for the others. With m = 1 it is the design's nominal level 2(1 − Φ(c_k)).
 */
export function lookPlan(total: number, looks: number, confidence: number, gatedMetrics: number, spending: SpendingFunction = sequentialSpending): Look[] {
  if (!(Number.isInteger(total) && total > 0)) throw new RangeError(`total is ${total}, expected a positive integer`);
  if (!(Number.isInteger(looks) && looks >= 1)) throw new RangeError(`looks is ${looks}, expected a positive integer`);
  const m = Math.max(1, gatedMetrics);
  const sizes: number[] = [];
  for (let k = 1; k <= looks; k++) {
    const wanted = (total * k) / looks;
    const size = k === looks ? total : Math.min(total, Math.max(CHUNK_ITEMS, Math.round(wanted / CHUNK_ITEMS) * CHUNK_ITEMS));
    if (size > (sizes.at(-1) ?? 0)) sizes.push(size);
  }
  const alpha = 1 - confidence;
  const levels = sizes.map(() => alpha);
  for (let step = m; step >= 1; step--) {
    const bounds = groupSequentialBoundaries(
      (t) => spending(alpha / step, t),
      sizes.map((size) => size / total),
    );
    bounds.forEach((bound, k) => (levels[k] = Math.min(levels[k]!, step * 2 * normalUpperTail(bound))));
  }
  return sizes.map((items, k) => ({ index: k + 1, items, confidence: 1 - levels[k]! }));
}
