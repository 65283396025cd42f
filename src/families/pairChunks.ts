/** Paired scoring in chunks: base then tuned on each chunk, so an interruption keeps pairs. */
import type { SkippedItem, FamilyId } from '../results/types.js';
import type { SideProgress } from './family.js';
import type { SideOutcome, SideResultStore } from './resultStore.js';

/** Items scored by both models, items skipped with a reason, and time inside each model. */
export interface PairedScores<S> {
  readonly pairs: { readonly index: number; readonly base: S; readonly tuned: S }[];
  readonly skipped: SkippedItem[];
  baseMs: number;
  tunedMs: number;
  interrupted: boolean;
}

/** Items per chunk: large enough to batch well, small enough that Ctrl-C loses little. */
export const CHUNK_ITEMS = 64;

/**
 * Run `score` for base then tuned over consecutive chunks of `items` (never both models at
 * once: each gets all threads). An item either model skips is dropped from both sides and
 * recorded with the reason. Stops between chunks when `signal` is aborted. A side with a store
 * scores only the items the store does not hold, and stores each outcome it computes as soon as
 * the scorer reports it through `done(offset, outcome)` (offset into the chunk it was given), so a
 * killed run loses only the items in flight; outcomes not reported are stored when the chunk returns.
 */
export async function pairChunks<I extends { readonly id: string }, S>(
  family: FamilyId,
  items: readonly I[],
  score: (side: 'base' | 'tuned', chunk: readonly I[], done: (offset: number, outcome: SideOutcome<S>) => void) => Promise<SideOutcome<S>[]>,
  progress: (update: SideProgress) => void,
  signal?: AbortSignal,
  stores: { readonly base?: SideResultStore<S>; readonly tuned?: SideResultStore<S> } = {},
): Promise<PairedScores<S>> {
  const scoreSide = (side: 'base' | 'tuned', chunk: readonly I[]): Promise<SideOutcome<S>[]> => {
    const store = stores[side];
    return store === undefined ? score(side, chunk, () => {}) : scoreThroughStore(store, chunk, (missing, done) => score(side, missing, done));
  };
  const result: PairedScores<S> = { pairs: [], skipped: [], baseMs: 0, tunedMs: 0, interrupted: false };
  for (let start = 0; start < items.length; start += CHUNK_ITEMS) {
    if (signal?.aborted) {
      result.interrupted = true;
      break;
    }
    const chunk = items.slice(start, start + CHUNK_ITEMS);
    const t0 = performance.now();
    const done = Math.min(start + CHUNK_ITEMS, items.length);
    const base = await scoreSide('base', chunk);
    const t1 = performance.now();
    result.baseMs += t1 - t0;
    progress({ side: 'base', done, total: items.length, ms: result.baseMs });
    const tuned = await scoreSide('tuned', chunk);
    result.tunedMs += performance.now() - t1;
    progress({ side: 'tuned', done, total: items.length, ms: result.tunedMs });
    chunk.forEach((item, offset) => {
      const b = base[offset];
      const t = tuned[offset];
      if (b && t && 'side' in b && 'side' in t) {
        result.pairs.push({ index: start + offset, base: b.side, tuned: t.side });
      } else {
        const baseReason = b && 'skipped' in b ? b.skipped : null;
        const tunedReason = t && 'skipped' in t ? t.skipped : null;
        // Both models skipping for the same reason (two equal contexts) is said once.
        const reasons = baseReason !== null && baseReason === tunedReason ? [baseReason] : [baseReason === null ? '' : `base: ${baseReason}`, tunedReason === null ? '' : `tuned: ${tunedReason}`].filter(Boolean);
        result.skipped.push({ family, id: item.id, reason: reasons.join('; ') || 'not scored' });
      }
    });
  }
  return result;
}

/** Outcomes for `chunk` in order: kept ones from `store`, the rest scored together and kept as each finishes. */
async function scoreThroughStore<I, S>(
  store: SideResultStore<S>,
  chunk: readonly I[],
  score: (missing: readonly I[], done: (offset: number, outcome: SideOutcome<S>) => void) => Promise<SideOutcome<S>[]>,
): Promise<SideOutcome<S>[]> {
  const outcomes = chunk.map((item) => store.get(item));
  const missing = chunk.flatMap((_, i) => (outcomes[i] === undefined ? [i] : []));
  if (missing.length === 0) return outcomes as SideOutcome<S>[];
  const stored = new Set<number>();
  const keep = (offset: number, outcome: SideOutcome<S>): void => {
    const index = missing[offset];
    if (index === undefined || stored.has(offset)) return;
    stored.add(offset);
    store.put(chunk[index], outcome);
  };
  const scored = await score(
    missing.map((i) => chunk[i]!),
    keep,
  );
  scored.forEach((outcome, offset) => {
    if (outcome !== undefined) keep(offset, outcome);
  });
  missing.forEach((index, offset) => {
    outcomes[index] = scored[offset];
  });
  return outcomes as SideOutcome<S>[];
}
