/** Paired scoring in chunks: base then tuned on each chunk, so an interruption keeps pairs. */
import type { SkippedItem, FamilyId } from '../results/types.js';

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
 * recorded with the reason. Stops between chunks when `signal` is aborted.
 */
export async function pairChunks<I extends { readonly id: string }, S>(
  family: FamilyId,
  items: readonly I[],
  score: (side: 'base' | 'tuned', chunk: readonly I[]) => Promise<({ readonly side: S } | { readonly skipped: string })[]>,
  progress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<PairedScores<S>> {
  const result: PairedScores<S> = { pairs: [], skipped: [], baseMs: 0, tunedMs: 0, interrupted: false };
  for (let start = 0; start < items.length; start += CHUNK_ITEMS) {
    if (signal?.aborted) {
      result.interrupted = true;
      break;
    }
    const chunk = items.slice(start, start + CHUNK_ITEMS);
    const t0 = performance.now();
    const base = await score('base', chunk);
    const t1 = performance.now();
    const tuned = await score('tuned', chunk);
    result.baseMs += t1 - t0;
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
        const reasons = baseReason !== null && baseReason === tunedReason ? [baseReason] : [baseReason === null ? '' : `base: ${baseReason}`, tunedReason === null ? '' : `tuned: ${tunedReason}`].filter(Boolean);
        result.skipped.push({ family, id: item.id, reason: reasons.join('; ') || 'not scored' });
      }
    });
    progress(Math.min(start + CHUNK_ITEMS, items.length), items.length);
  }
  return result;
}
