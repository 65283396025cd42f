/** How many rows a generation batch decodes at once, from the memory its KV cache takes. */
import type { KvLayout } from './graphSignature.js';

/**
 * Bytes the KV caches of one generation batch may hold. A step holds its past and its present
 * (a copy one position longer), and the step before's waits for a collection: three copies of a
 * batch's cache are alive at worst.
 */
export const GENERATION_CACHE_BYTES = 256 * 2 ** 20;
const LIVE_COPIES = 3;
/** Rows beyond these gain little: more rows than 32 were measured no faster on CPU (bench/generate). */
const MAX_ROWS = 32;
/** Graphs without a KV cache recompute every row's whole sequence; their passes stay at the old default. */
const ROWS_WITHOUT_CACHE = 8;

/**
 * Rows per decoding pass: as many as keep LIVE_COPIES of a cache of `positions` positions per row
 * (the longest prompt + maxNewTokens) within GENERATION_CACHE_BYTES, between 1 and MAX_ROWS; 8 for
 * graphs without a KV cache. For the 135M shape (30 layers, 3 KV heads of 64) and 100 positions:
 * 46 080 bytes a position, 19 rows.
 */
export function generationBatchSize(kv: KvLayout | null, positions: number): number {
  if (kv === null) return ROWS_WITHOUT_CACHE;
  const bytesPerPosition = 2 * kv.layers * kv.kvHeads * kv.headDim * (kv.dtype === 'float16' ? 2 : 4);
  const rows = Math.floor(GENERATION_CACHE_BYTES / (LIVE_COPIES * Math.max(1, positions) * bytesPerPosition));
  return Math.min(MAX_ROWS, Math.max(1, rows));
}
