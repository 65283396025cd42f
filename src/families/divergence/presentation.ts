/** How the report and items.csv show divergence records (no model code: docs/ARCHITECTURE.md §4). */
import type { DivergenceItemRecord } from '../../results/types.js';
import type { FamilyPresentation } from '../presentation.js';
import { formatSignificant } from '../../format/format.js';
import { documentMeanKl, topKlDocuments } from './documentKl.js';
import { divergenceEvidence, largestDisagreements, type DivergenceEvidenceView } from './evidence.js';

/** At most this many highest-KL documents in "Where it changed". */
export const WHERE_DOCS = 3;
/** Tokens listed per document there. */
export const WHERE_TOKENS = 2;

/** Documents with a heat map in the report: the highest mean KL first. */
export const HEAT_MAP_DOCS = 6;

/** Divergence: per-document token count, mean KL and top-1 agreement; heat maps of the documents that moved most. */
export const divergencePresentation: FamilyPresentation<DivergenceItemRecord, DivergenceEvidenceView> = {
  id: 'divergence',
  label: 'Divergence',
  csvColumns: ['tokens', 'kl_mean_nats', 'top1_agreement'],
  csvRow: (item) => ({
    tokens: item.tokenCount,
    kl_mean_nats: item.tokenCount > 0 ? item.klSum / item.tokenCount : '',
    top1_agreement: item.tokenCount > 0 ? item.top1Agree / item.tokenCount : '',
  }),
  itemNoun: 'docs',
  evidence: (records, anchor) => divergenceEvidence(records, HEAT_MAP_DOCS, anchor),
  where: (_view, records, anchor) => ({
    docs: topKlDocuments(records, WHERE_DOCS).map((doc) => ({
      id: doc.id,
      href: `#${anchor(doc.family, doc.id)}`,
      meanKl: formatSignificant(documentMeanKl(doc), 3),
      tokens: largestDisagreements(doc, WHERE_TOKENS),
    })),
  }),
};
