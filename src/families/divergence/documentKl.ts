/** Ranking documents by their mean per-token KL, for the report's evidence and chart. */
import type { DivergenceItemRecord } from '../../results/types.js';

/** A document's mean KL in nats per token; 0 for a document with no scored token. */
export function documentMeanKl(doc: DivergenceItemRecord): number {
  return doc.tokenCount > 0 ? doc.klSum / doc.tokenCount : 0;
}

/** The `limit` documents with the highest mean KL, highest first; ties keep input order. */
export function topKlDocuments(docs: readonly DivergenceItemRecord[], limit: number): DivergenceItemRecord[] {
  return docs
    .map((doc, index) => ({ doc, index, kl: documentMeanKl(doc) }))
    .sort((a, b) => b.kl - a.kl || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.doc);
}
