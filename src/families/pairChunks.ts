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
 * with the same company.
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

/**
 * Outcomes for `chunk` in order. An item's numbers may depend on the items it was batched with
 * (padded passes, shared prefixes: docs/ARCHITECTURE.md §10), so the chunk is the unit of reuse:
 * every key names the chunk's items too, and a chunk the store does not hold whole is scored whole
 * again (each outcome kept as the scorer reports it). A resumed or sharded run therefore scores
 * each chunk exactly as an uninterrupted run does.
 */
async function scoreThroughStore<I, S>(
  store: SideResultStore<S>,
  chunk: readonly I[],
  score: (chunk: readonly I[], done: (offset: number, outcome: SideOutcome<S>) => void) => Promise<SideOutcome<S>[]>,
): Promise<SideOutcome<S>[]> {
  const block = chunkKey(chunk);
  const keyed = chunk.map((item) => ({ block, item }));
  const kept = keyed.map((key) => store.get(key));
  if (kept.every((outcome) => outcome !== undefined)) return kept as SideOutcome<S>[];
  const stored = new Set<number>();
  const keep = (offset: number, outcome: SideOutcome<S>): void => {
    const key = keyed[offset];
    if (key === undefined || stored.has(offset)) return;
    stored.add(offset);
    store.put(key, outcome);
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
