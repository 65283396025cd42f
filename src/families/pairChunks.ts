/** Paired scoring in chunks: base then tuned on each chunk, so an interruption keeps pairs. */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../model/index.js';
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

/**
 * Items per chunk: large enough to batch well, small enough that Ctrl-C or a crash loses little.
 * A chunk is also the unit a shard takes and the cache reuses (docs/ARCHITECTURE.md §10).
 */
export const CHUNK_ITEMS = 64;

/**
 * Run `score` for base then tuned over consecutive chunks of `items` (never both models at
 * once: each gets all threads). An item either model skips is dropped from both sides and
 * recorded with the reason. Stops between chunks when `signal` is aborted. A side with a store
 * takes a chunk from it when the store holds the whole chunk, else scores the chunk and stores
 * each outcome as soon as the scorer reports it through `done(offset, outcome)`; outcomes not
 * reported are stored when the chunk returns. Chunks start at multiples of CHUNK_ITEMS in `items`,
 * so a run that scores a family's items in chunks (a shard takes whole chunks) batches each item
 * with the same company. `progress` hears each side after every batch the scorer reports (items
 * served from a store marked `cached`), and `workOf`, when given, says what each finished item
 * actually cost in tokens.
 */
export async function pairChunks<I extends { readonly id: string }, S>(
  family: FamilyId,
  items: readonly I[],
  score: (side: 'base' | 'tuned', chunk: readonly I[], done: (offset: number, outcome: SideOutcome<S>) => void) => Promise<SideOutcome<S>[]>,
  progress: (update: SideProgress) => void,
  signal?: AbortSignal,
  stores: { readonly base?: SideResultStore<S>; readonly tuned?: SideResultStore<S> } = {},
  workOf?: (side: 'base' | 'tuned', item: I, outcome: SideOutcome<S>) => number | undefined,
): Promise<PairedScores<S>> {
  const result: PairedScores<S> = { pairs: [], skipped: [], baseMs: 0, tunedMs: 0, interrupted: false };
  const finishedCount = { base: 0, tuned: 0 };
  const scoreSide = async (side: 'base' | 'tuned', chunk: readonly I[], start: number): Promise<SideOutcome<S>[]> => {
    const t0 = performance.now();
    const msSoFar = side === 'base' ? result.baseMs : result.tunedMs;
    const reported = new Set<number>();
    // Outcomes the scorer reports one by one after each of its batches are gathered and sent as one
    // update once the batch's synchronous loop ends, so progress moves per batch, not per chunk.
    let pending: { index: number; work: number | undefined }[] = [];
    const flush = (cached: boolean): void => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      finishedCount[side] += batch.length;
      const known = batch.every((entry) => entry.work !== undefined);
      progress({
        side,
        done: finishedCount[side],
        total: items.length,
        ms: msSoFar + (cached ? 0 : performance.now() - t0),
        finished: batch.map((entry) => start + entry.index),
        ...(cached ? { cached } : {}),
        ...(workOf !== undefined && known ? { workTokens: batch.reduce((sum, entry) => sum + entry.work!, 0) } : {}),
      });
    };
    const finish = (index: number, outcome: SideOutcome<S> | undefined, cached: boolean): void => {
      if (index < 0 || index >= chunk.length || reported.has(index)) return;
      reported.add(index);
      const work = outcome === undefined || workOf === undefined ? undefined : workOf(side, chunk[index]!, outcome);
      if (pending.length === 0 && !cached) queueMicrotask(() => flush(false));
      pending.push({ index, work });
      if (cached) flush(true);
    };
    const store = stores[side];
    const outcomes =
      store === undefined
        ? await score(side, chunk, (offset, outcome) => finish(offset, outcome, false))
        : await scoreThroughStore(store, chunk, (missing, done) => score(side, missing, done), finish);
    flush(false);
    // Items the scorer did not report one by one finish with the chunk.
    chunk.forEach((_, index) => finish(index, outcomes[index], false));
    flush(false);
    return outcomes;
  };
  for (let start = 0; start < items.length; start += CHUNK_ITEMS) {
    if (signal?.aborted) {
      result.interrupted = true;
      break;
    }
    const chunk = items.slice(start, start + CHUNK_ITEMS);
    const t0 = performance.now();
    const base = await scoreSide('base', chunk, start);
    const t1 = performance.now();
    result.baseMs += t1 - t0;
    const tuned = await scoreSide('tuned', chunk, start);
    result.tunedMs += performance.now() - t1;
    chunk.forEach((item, offset) => {
      const b = base[offset];
      const t = tuned[offset];
      if (b && t && 'side' in b && 'side' in t) {
        result.pairs.push({ index: start + offset, base: b.side, tuned: t.side });
      } else {
        const baseReason = b && 'skipped' in b ? b.skipped : null;
        const tunedReason = t && 'skipped' in t ? t.skipped : null;
        // Both models skipping for the same reason (two equal contexts) is said once.
        const reasons =
          baseReason !== null && baseReason === tunedReason
            ? [baseReason]
            : [baseReason === null ? '' : `base: ${baseReason}`, tunedReason === null ? '' : `tuned: ${tunedReason}`].filter(Boolean);
        result.skipped.push({ family, id: item.id, reason: reasons.join('; ') || 'not scored' });
      }
    });
  }
  return result;
}

/**
 * Outcomes for `chunk` in order. An item's numbers may depend on the items it was batched with
 * (padded passes, shared prefixes: docs/ARCHITECTURE.md §10), so the chunk is the unit of reuse:
 * every key names the chunk's items too, and a chunk the store does not hold whole is scored whole
 * again (each outcome kept, and told to `finish`, as the scorer reports it). A resumed or sharded
 * run therefore scores each chunk exactly as an uninterrupted run does.
 */
async function scoreThroughStore<I, S>(
  store: SideResultStore<S>,
  chunk: readonly I[],
  score: (chunk: readonly I[], done: (offset: number, outcome: SideOutcome<S>) => void) => Promise<SideOutcome<S>[]>,
  finish: (index: number, outcome: SideOutcome<S>, cached: boolean) => void,
): Promise<SideOutcome<S>[]> {
  const block = chunkKey(chunk);
  const keyed = chunk.map((item) => ({ block, item }));
  const kept = keyed.map((key) => store.get(key));
  if (kept.every((outcome) => outcome !== undefined)) {
    kept.forEach((outcome, index) => finish(index, outcome!, true));
    return kept as SideOutcome<S>[];
  }
  const stored = new Set<number>();
  const keep = (offset: number, outcome: SideOutcome<S>): void => {
    const key = keyed[offset];
    if (key === undefined || stored.has(offset)) return;
    stored.add(offset);
    store.put(key, outcome);
    finish(offset, outcome, false);
  };
  const scored = await score(chunk, keep);
  scored.forEach((outcome, offset) => {
    if (outcome !== undefined) keep(offset, outcome);
  });
  return scored;
}

/** sha256 of the chunk's items (canonical JSON), naming the company each item was scored in. */
function chunkKey(chunk: readonly unknown[]): string {
  return createHash('sha256').update(canonicalJson(chunk)).digest('hex');
}
