/**
 * One policy claim's test (docs/concepts/policy.md): its p-value, read by inverting the metric's
 * own interval (so p and the interval never disagree), and its verdict at the claim's Holm
 * level α_k. Non-inferiority is one-sided: the claim holds when the lower bound of the
 * direction-adjusted Δ at one-sided α_k (the lower end of the 1 − 2α_k interval) lies above
 * −margin. Equivalence (`equivalent-within`, `flips-within`, `changed-within`) is two one-sided
 * tests at α_k each, read off the same 1 − 2α_k interval (Schuirmann 1987; equivalenceTest.ts).
 * `no-significant-change` is the two-sided test of Δ = 0 (or ±tolerance) at 1 − α_k; it fails
 * only on a change for the worse (either way for a metric without a direction). A "within" claim on
 * a sample that cannot bound the metric's tail (KL, docs/concepts/statistics.md) reads the upper end
 * scaled for the unseen tail, and is not shown when that end reaches the margin.
 */
import type { ClaimKind, ClaimVerdict, Direction, Interval } from '../results/types.js';
import { normalQuantile } from '../stats/index.js';
import { tailScaledUpper } from './equivalenceTest.js';

/** Everything a claim is judged from. */
export interface ClaimInput {
  readonly kind: ClaimKind;
  readonly direction: Direction;
  readonly delta: number;
  /** Absolute margin, > 0; null for no-significant-change. */
  readonly margin: number | null;
  /** The no-change band of a metric without a direction (no-significant-change). */
  readonly tolerance: number;
  /** Units the interval resampled (items, or clusters). */
  readonly n: number;
  readonly minItems: number;
  readonly se: number;
  /** The metric's interval of Δ at a level, by its own method. */
  readonly interval: (level: number) => Interval;
  /** Two-sided p of "no change" (|Δ| ≤ tolerance), by the metric's own method. */
  readonly pNoChange: number;
  /** Set when the sample cannot bound the metric's tail (equivalenceTest.ts): a "within" claim reads the upper end scaled for it (tailScaledUpper). */
  readonly unboundedTail?: { readonly unseenShare: number; readonly itemsNeeded?: number };
}

/** A claim's outcome at its level, before the words. */
export interface ClaimOutcome {
  readonly verdict: Exclude<ClaimVerdict, 'reported' | 'skipped'>;
  readonly ci: Interval;
  readonly ciLevel: number;
  /** The interval of the direction-adjusted Δ (higher is better) for a non-inferiority claim; `ci` otherwise. */
  readonly adjusted: Interval;
  /** Items that would show a claim not shown, at 80 % power; absent when shown, failed, or the SE is 0. */
  readonly itemsNeeded?: number;
  /** Whether itemsNeeded assumes a true change of 0 (the measured one already lies past the margin). */
  readonly plannedAtZero?: boolean;
  /** Not shown because the sample cannot bound the metric's tail: itemsNeeded, when present, is the items that would (lognormalTailReach), not a power plan. */
  readonly tailBound?: true;
}

/** The power the "items needed" figure plans for. */
export const PLANNED_POWER = 0.8;
/** The largest one-sided α the p-value search reads an interval at (level 1 − 2α must stay above 0). */
const TOP = 0.4999;

const sign = (direction: Direction): 1 | -1 => (direction === 'lower-better' ? -1 : 1);
const flip = (ci: Interval): Interval => [-ci[1], -ci[0]];

/** The interval of the direction-adjusted Δ at `level`. */
function adjustedAt(input: ClaimInput, level: number): Interval {
  const ci = input.interval(level);
  return sign(input.direction) === 1 ? ci : flip(ci);
}

/**
 * The smallest one-sided α at which `clears(α)` holds, by bisection (the ends move monotonically
 * with the level); null when it does not hold even at α near ½.
 */
function crossing(clears: (alpha: number) => boolean): number | null {
  if (!clears(TOP)) return null;
  let [lo, hi] = [1e-12, TOP];
  if (clears(lo)) return lo;
  for (let step = 0; step < 60 && hi - lo > 1e-9; step++) {
    const mid = (lo + hi) / 2;
    if (clears(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** p of the null "Δ ≤ bound" (the lower end must clear it), from an interval function of the adjusted Δ. */
function pAbove(at: (level: number) => Interval, bound: number): number {
  const up = crossing((alpha) => at(1 - 2 * alpha)[0] > bound);
  if (up !== null) return up;
  // Past the bound: p is 1 − the p of the mirror null, Δ ≥ bound.
  const down = crossing((alpha) => at(1 - 2 * alpha)[1] < bound);
  return down === null ? 0.5 : 1 - down;
}

/** The interval a "within" claim reads: its upper end scaled for an unbounded tail (tailScaledUpper). */
function scaled(input: ClaimInput, ci: Interval): Interval {
  return [ci[0], tailScaledUpper(ci[1], input.unboundedTail)];
}

/** The raw p of the claim's null: the change is beyond the margin (margin claims), or there is no change (no-significant-change). */
export function claimP(input: ClaimInput): number {
  const m = input.margin;
  if (input.kind === 'no-significant-change' || m === null) return input.pNoChange;
  if (input.kind === 'not-worse-than') return pAbove((level) => adjustedAt(input, level), -m);
  const tail = input.unboundedTail;
  // Fewer than 2 carrying items: no evidence that the change is inside the margin.
  if (tail !== undefined && !(tail.unseenShare < 1)) return 1;
  const lower = pAbove(input.interval, -m);
  const upper = pAbove((level) => flip(scaled(input, input.interval(level))), -m);
  return Math.max(lower, upper);
}

/** The claim at one-sided level `alpha` (its Holm step's), given its Holm-adjusted p and the run's α. */
export function claimOutcome(input: ClaimInput, alpha: number, pAdjusted: number, familyAlpha: number): ClaimOutcome {
  const m = input.margin;
  const significant = pAdjusted < familyAlpha;
  if (input.kind === 'no-significant-change' || m === null) {
    const ciLevel = 1 - alpha;
    const ci = input.interval(ciLevel);
    const adjusted = sign(input.direction) === 1 ? ci : flip(ci);
    if (input.n < input.minItems) return { verdict: 'not-shown', ci, ciLevel, adjusted };
    const t = input.tolerance;
    const worse = input.direction === 'none' ? ci[0] > t || ci[1] < -t : adjusted[1] < 0;
    return { verdict: significant && worse ? 'fail' : 'pass', ci, ciLevel, adjusted };
  }
  const ciLevel = 1 - 2 * alpha;
  const ci = input.interval(ciLevel);
  const nonInferiority = input.kind === 'not-worse-than';
  const adjusted = nonInferiority ? adjustedAt(input, ciLevel) : ci;
  const inside = nonInferiority ? adjusted[0] > -m : ci[0] > -m && ci[1] < m;
  // An interval inside the margin whose upper end, scaled for an unbounded tail, is not (tailScaledUpper).
  const tail = !nonInferiority && inside && !(scaled(input, ci)[1] < m) ? input.unboundedTail : undefined;
  const shown = inside && tail === undefined;
  const failed = nonInferiority ? adjusted[1] < -m : ci[0] > m || ci[1] < -m;
  if (input.n >= input.minItems && shown && significant) return { verdict: 'pass', ci, ciLevel, adjusted };
  if (input.n >= input.minItems && failed) return { verdict: 'fail', ci, ciLevel, adjusted };
  if (tail !== undefined)
    return { verdict: 'not-shown', ci, ciLevel, adjusted, tailBound: true, ...(tail.itemsNeeded === undefined ? {} : { itemsNeeded: tail.itemsNeeded }) };
  return { verdict: 'not-shown', ci, ciLevel, adjusted, ...itemsNeeded(input, m, alpha) };
}

/**
 * About how many items in all would show the claim with 80 % power at the same α: the per-item SD
 * is σ = se·√n, and the claim needs (z_α + z_β)·σ/√N below the room between the true change and
 * the margin. Planned, as non-inferiority and equivalence trials are, at a true change of 0: room
 * m. When n is already enough for that, the shortfall is the measured change itself, so the plan
 * takes it (room m + change) while it lies inside the margin; past it, no item count is promised.
 */
function itemsNeeded(input: ClaimInput, m: number, alpha: number): { itemsNeeded?: number; plannedAtZero?: boolean } {
  if (!(input.se > 0) || input.n < 1) return {};
  const sd = input.se * Math.sqrt(input.n);
  const z = normalQuantile(1 - alpha) + normalQuantile(PLANNED_POWER);
  const atZero = Math.ceil(((z * sd) / m) ** 2);
  if (atZero > input.n) return { itemsNeeded: atZero, plannedAtZero: true };
  const change = input.kind === 'not-worse-than' ? sign(input.direction) * input.delta : -Math.abs(input.delta);
  if (!(change > -m)) return {};
  const measured = Math.ceil(((z * sd) / (m + change)) ** 2);
  return Number.isFinite(measured) && measured > input.n ? { itemsNeeded: measured, plannedAtZero: false } : {};
}
