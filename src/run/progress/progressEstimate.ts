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
  /** Tokens per second of time inside this side's model, over the items it computed; null before its first computed item. */
  readonly tokensPerSecond: number | null;
  /** Items of `done` served from the result cache (no model time, so no rate); absent means none. */
  readonly fromCache?: number;
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
  /** What the ETA is extrapolated from: tokens computed in this run (stored items left out), and the tokens still to compute. */
  readonly work: { readonly done: number; readonly left: number };
}

/** Folds a family's progress updates into snapshots. */
export interface FamilyProgress {
  /** The family before any item finished. */
  snapshot(): ProgressSnapshot;
  /** Take one side's update (from the scorer) and return the family's new state. */
  update(progress: SideProgress): ProgressSnapshot;
}

/** One side's running tallies. */
interface SideTally {
  readonly finished: Uint8Array;
  count: number;
  /** Legacy updates name no items: the first `done` are finished, so the next index to mark. */
  next: number;
  ms: number;
  /** Planned tokens of finished items (what the fraction shows). */
  tokens: number;
  /** Of those, the items and planned tokens this run computed (the rate's numerator). */
  liveTokens: number;
  fromCache: number;
  /** Planned and actual work of the items computed in this run (not served from a store). */
  livePlanned: number;
  liveActual: number;
  /** Planned and actual work of every finished item, stored ones included: the ratio that scales what is left. */
  learnPlanned: number;
  learnActual: number;
}

/**
 * Track a family whose items weigh `weights` tokens each (one model's work per item, in
 * suite order), starting now. The ETA extrapolates the family's own wall-clock rate over
 * tokens, not items (etaEstimator): time × (tokens left on both sides ÷ tokens done on both sides).
 * Counting tokens matters because items differ in length from file to file (a suite is
 * ordered by file), so an item-count estimate is off by the ratio of those lengths.
 * Items served from a result store finished in no time, so they count in neither the work done
 * nor the work left (docs/ARCHITECTURE.md §4). When updates say what finished items actually
 * cost (refusal replies that stop before max-new-tokens), the work left is the planned work left
 * scaled by actual ÷ planned over the items finished so far.
 */
export function familyProgress(family: FamilyId, weights: readonly number[], now: () => number): FamilyProgress {
  const started = now();
  const planned = weights.map((weight) => Math.max(0, weight));
  const totalTokens = planned.reduce((sum, weight) => sum + weight, 0);
  // Items of zero weight still count, so a suite of empty texts does not stall at 0 %.
  const unit = totalTokens > 0 ? planned : planned.map(() => 1);
  const totalUnits = unit.reduce((sum, weight) => sum + weight, 0);
  const tally = (): SideTally => ({
    finished: new Uint8Array(weights.length),
    count: 0,
    next: 0,
    ms: 0,
    tokens: 0,
    liveTokens: 0,
    fromCache: 0,
    livePlanned: 0,
    liveActual: 0,
    learnPlanned: 0,
    learnActual: 0,
  });
  const sides = { base: tally(), tuned: tally() };
  const eta = etaEstimator();
  const side = (which: 'base' | 'tuned'): SideSnapshot => {
    const { count: done, ms, tokens, liveTokens, fromCache } = sides[which];
    // Served items took no model time: counting their tokens gave rates like "1 114 544 tok/s".
    const tokensPerSecond = liveTokens > 0 && ms > 0 ? (liveTokens * 1000) / ms : null;
    return { done, total: weights.length, tokens, totalTokens, tokensPerSecond, ...(fromCache > 0 ? { fromCache } : {}) };
  };
  const snapshot = (): ProgressSnapshot => {
    const base = side('base');
    const tuned = side('tuned');
    const elapsedMs = now() - started;
    const { base: b, tuned: t } = sides;
    const doneUnits = b.learnPlanned + t.learnPlanned;
    const fraction = totalTokens > 0 ? (base.tokens + tuned.tokens) / (2 * totalTokens) : weights.length > 0 ? doneUnits / (2 * totalUnits) : 1;
    const ratio = doneUnits > 0 ? (b.learnActual + t.learnActual) / doneUnits : 1;
    const allDone = base.done + tuned.done >= 2 * weights.length;
    const work = { done: b.liveActual + t.liveActual, left: allDone ? 0 : Math.max(0, 2 * totalUnits - doneUnits) * ratio };
    const etaMs = allDone ? 0 : eta(elapsedMs, work.done, work.left);
    return { family, base, tuned, fraction: Math.min(1, fraction), elapsedMs, etaMs, work };
  };
  return {
    snapshot,
    update: (progress) => {
      const tallied = sides[progress.side];
      tallied.ms = progress.ms;
      let indices = progress.finished;
      if (indices === undefined) {
        const upTo = Math.min(progress.done, weights.length);
        indices = Array.from({ length: Math.max(0, upTo - tallied.next) }, (_, k) => tallied.next + k);
        tallied.next = Math.max(tallied.next, upTo);
      }
      let plannedWork = 0;
      let plannedTokens = 0;
      for (const index of indices) {
        if (index < 0 || index >= weights.length || tallied.finished[index] === 1) continue;
        tallied.finished[index] = 1;
        tallied.count += 1;
        if (progress.cached === true) tallied.fromCache += 1;
        plannedWork += unit[index]!;
        plannedTokens += planned[index]!;
      }
      // Actual tokens are only meaningful on the token scale; on the item scale (no tokens) work is as planned.
      const actual = progress.workTokens !== undefined && totalTokens > 0 ? progress.workTokens : plannedWork;
      tallied.tokens += plannedTokens;
      tallied.learnPlanned += plannedWork;
      tallied.learnActual += actual;
      if (progress.cached !== true) {
        tallied.liveTokens += plannedTokens;
        tallied.livePlanned += plannedWork;
        tallied.liveActual += actual;
      }
      return snapshot();
    },
  };
}

/**
 * Share of a family's work after which its rate is measured. Batches before it carry one-off
 * costs (the first run of each graph shape, buffers allocated once, and on the demo models a first
 * divergence file that costs 2–3× more per token); measured with `node bench/run.mjs eta both`,
 * starting the rate here rather than at the first update cut the worst error on 4 of 6 families.
 */
export const ETA_WARMUP = 0.1;

/**
 * The ETA of one family from observations of (milliseconds since it started, work done in this
 * run, work left), fed in order: the work left at the rate measured since the first observation
 * with at least `warmup` of the work done, which leaves out the first batches and their one-off
 * costs. Until a later observation exists, the rate since the first observation with any work
 * (or since the start, when that is the only one) is used. Null before `warmup` of the work is
 * done (an estimate from the first batches was off by 10× on a 6-minute run); 0 when none is left.
 */
export function etaEstimator(warmup = ETA_WARMUP): (elapsedMs: number, done: number, left: number) => number | null {
  let first: { readonly elapsedMs: number; readonly done: number } | undefined;
  let origin: { readonly elapsedMs: number; readonly done: number } | undefined;
  return (elapsedMs, done, left) => {
    if (!(left > 0)) return 0;
    if (!(done > 0)) return null;
    if (first === undefined) first = { elapsedMs, done };
    if (origin === undefined && done / (done + left) >= warmup) origin = { elapsedMs, done };
    if (origin === undefined) return null;
    const from = origin !== undefined && done > origin.done ? origin : first;
    if (done > from.done) return ((elapsedMs - from.elapsedMs) * left) / (done - from.done);
    return (elapsedMs * left) / done;
  };
}
