/**
 * Progress of one family as the terminal shows it: items and tokens per side, tokens per second
 * inside each model, and the time left (docs/ARCHITECTURE.md §4). Pure apart from the clock it is given.
 */
import type { SideProgress } from '../../families/index.js';
import type { FamilyId } from '../../results/types.js';

/** One side of a family at one moment. */
export interface SideSnapshot {
  readonly done: number;
  readonly total: number;
  /** Tokens of the items this side finished, counted as the family's workTokens count them. */
  readonly tokens: number;
  readonly totalTokens: number;
  /** Tokens per second of time inside this side's model; null before its first item. */
  readonly tokensPerSecond: number | null;
}

/** A family at one moment: both sides, the share of its work done, and the time left. */
export interface ProgressSnapshot {
  readonly family: FamilyId;
  readonly base: SideSnapshot;
  readonly tuned: SideSnapshot;
  /** Tokens both sides finished over the tokens both sides will process, in [0, 1]. */
  readonly fraction: number;
  /** Milliseconds since the family started. */
  readonly elapsedMs: number;
  /** Estimated milliseconds until both sides finish; null before the first item, 0 once done. */
  readonly etaMs: number | null;
}

/** Folds a family's progress updates into snapshots. */
export interface FamilyProgress {
  /** The family before any item finished. */
  snapshot(): ProgressSnapshot;
  /** Take one side's update (from the scorer) and return the family's new state. */
  update(progress: SideProgress): ProgressSnapshot;
}

/**
 * Track a family whose items weigh `weights` tokens each (one model's work per item, in
 * suite order), starting now. The ETA extrapolates the family's own wall-clock rate over
 * tokens, not items (etaEstimator): time × (tokens left on both sides ÷ tokens done on both sides).
 * Counting tokens matters because items differ in length from file to file (a suite is
 * ordered by file), so an item-count estimate is off by the ratio of those lengths.
 */
export function familyProgress(family: FamilyId, weights: readonly number[], now: () => number): FamilyProgress {
  const started = now();
  // cumulative[i]: tokens of the first i items (items finish in suite order).
  const cumulative = [0];
  for (const weight of weights) cumulative.push(cumulative[cumulative.length - 1]! + Math.max(0, weight));
  const totalTokens = cumulative[weights.length]!;
  const sides = { base: { done: 0, ms: 0 }, tuned: { done: 0, ms: 0 } };
  const eta = etaEstimator();
  const side = (which: 'base' | 'tuned'): SideSnapshot => {
    const { done, ms } = sides[which];
    const tokens = cumulative[Math.min(done, weights.length)]!;
    return { done, total: weights.length, tokens, totalTokens, tokensPerSecond: done > 0 && ms > 0 ? (tokens * 1000) / ms : null };
  };
  const snapshot = (): ProgressSnapshot => {
    const base = side('base');
    const tuned = side('tuned');
    const doneTokens = base.tokens + tuned.tokens;
    const elapsedMs = now() - started;
    // Items of zero weight still count, so a suite of empty texts does not stall at 0 %.
    const work = 2 * totalTokens;
    const fraction = work > 0 ? doneTokens / work : weights.length > 0 ? (base.done + tuned.done) / (2 * weights.length) : 1;
    const etaMs = eta(elapsedMs, fraction);
    return { family, base, tuned, fraction: Math.min(1, fraction), elapsedMs, etaMs };
  };
  return {
    snapshot,
    update: (progress) => {
      sides[progress.side] = { done: progress.done, ms: progress.ms };
      return snapshot();
    },
  };
}

/**
 * The ETA of one family from observations of (milliseconds since it started, share of its work
 * done), fed in order: the time left at the rate measured since the first observation with any
 * work done, which leaves out the first chunk — it carries one-off costs (the first run of each
 * graph shape, buffers allocated once) that later chunks do not. Until a second observation
 * with work exists, the rate since the start is used. Null before any work; 0 once all is done.
 */
export function etaEstimator(): (elapsedMs: number, fraction: number) => number | null {
  let origin: { readonly elapsedMs: number; readonly fraction: number } | undefined;
  return (elapsedMs, fraction) => {
    if (fraction >= 1) return 0;
    if (!(fraction > 0)) return null;
    if (origin === undefined) origin = { elapsedMs, fraction };
    if (fraction > origin.fraction) return ((elapsedMs - origin.elapsedMs) * (1 - fraction)) / (fraction - origin.fraction);
    return (elapsedMs * (1 - fraction)) / fraction;
  };
}
