/** The divergence family: per-token KL between the two models' next-token distributions on shared text. */
import type { DivergenceItemRecord } from '../../results/types.js';
import type { Family } from '../family.js';
import type { SideResultStore } from '../resultStore.js';
import type { DivergenceReportView } from './presentation.js';
import type { DivergenceItem } from './item.js';
import { divergenceMetrics } from './metrics.js';
import { parseDivergenceItem } from './parseItem.js';
import { scoreDivergenceItem } from './scoreDivergence.js';
import { divergencePresentation } from './presentation.js';
import { divergenceSkip } from './divergenceSkip.js';
import { divergenceDistribution } from './distribution.js';

export type { DivergenceItem } from './item.js';
export { scoreDivergenceItem, type DivergenceTimings } from './scoreDivergence.js';
export { tokenKl } from './tokenKl.js';
export { tokenPieces } from './tokenPieces.js';
export { documentMeanKl, topKlDocuments } from './documentKl.js';
export { divergenceDistribution, typeSevenQuantile } from './distribution.js';
export type { DivergenceEvidenceView } from './evidence.js';

export { HEAT_MAP_DOCS } from './presentation.js';

/**
 * Divergence: both models read the same token ids, one document at a time (both models' windows
 * interleaved). A document's record needs both models at once, so it is kept in the pair's store
 * (docs/ARCHITECTURE.md §10): a new candidate computes it again, a rerun of the same pair does not.
 */
export const divergenceFamily: Family<DivergenceItem, DivergenceItemRecord, DivergenceReportView, null> = {
  id: 'divergence',
  // `--tasks tunegate_divergence` (and the gate set) names the project's own documents (docs/reference/tasks.md).
  namedTasks: { builtinName: 'tunegate_divergence' },
  parseItem: parseDivergenceItem,
  settings: async () => ({ settings: null }),
  sharedTexts: (items) => items.map((item) => item.text),
  preflightSkip: (pair, items) =>
    divergenceSkip(
      pair,
      items.map((item) => item.text),
    ),
  score: async (items, { base, tuned, progress, signal, stores, earlier }) => {
    const timings = { baseMs: 0, tunedMs: 0, klMs: 0 };
    const records: DivergenceItemRecord[] = [];
    const store = stores?.('divergence', 'pair') as SideResultStore<DivergenceItemRecord> | undefined;
    let interrupted = false;
    // A later sequential look scores only the documents past the earlier looks' (ScoredEarlier, family.ts).
    const fresh = items.slice(earlier?.items ?? 0);
    for (const [index, item] of fresh.entries()) {
      if (signal?.aborted) {
        interrupted = true;
        break;
      }
      const kept = store?.get(item);
      const cached = kept !== undefined && 'side' in kept;
      if (cached) {
        records.push(kept.side);
      } else {
        const record = await scoreDivergenceItem(base, tuned, item, timings);
        store?.put(item, { side: record });
        records.push(record);
      }
      // Both models' windows interleave within a document, so both sides finish it together.
      // A stored document took no model time, so the ETA leaves it out of the measured rate.
      const finished = { finished: [index], ...(cached ? { cached } : {}) };
      progress({ side: 'base', done: records.length, total: fresh.length, ms: timings.baseMs, ...finished });
      progress({ side: 'tuned', done: records.length, total: fresh.length, ms: timings.tunedMs, ...finished });
    }
    return { records, skippedItems: [], baseMs: timings.baseMs, tunedMs: timings.tunedMs, interrupted };
  },
  scoringBlock: 1,
  workTokens: (items, model) => items.map((item) => model.tokenizer.encode(item.text).length),
  // A document's record needs both models at once: one store for the pair.
  stores: 'pair',
  // Record 2 added reverse KL, Δp and 9-digit per-token values: stored records of the first shape are a miss.
  cacheKey: () => ({ record: 2 }),
  metrics: divergenceMetrics,
  measureRecords: (records) => {
    const distribution = divergenceDistribution(records);
    return distribution === undefined ? {} : { divergence: { distribution } };
  },
  presentation: divergencePresentation,
};
