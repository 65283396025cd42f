/** View model of the divergence evidence: per-token KL heat maps of the highest-KL documents. */
import { capEvidence } from '../evidenceCap.js';
import type { DivergenceItemRecord } from '../../results/types.js';
import { documentMeanKl, topKlDocuments } from './documentKl.js';
import { plainItemAnchor, type ItemAnchor } from '../../format/anchors.js';
import { formatCount, formatFixed, formatSignificant, visibleWhitespace } from '../../format/format.js';

/** Lower bounds (nats) of the heat-map classes k1…k5; below the first is k0 (no shading). */
export const KL_BUCKETS: readonly number[] = [0.01, 0.05, 0.2, 0.5, 1];

/** Most tokens one heat map shows: keeps the page small for long documents. */
export const HEAT_TOKENS_PER_DOC = 1500;

/** One token of a heat map. */
export interface HeatTokenView {
  readonly text: string;
  readonly className: string;
  readonly title: string;
}

/** One predicted token where the models disagree, as displayed. */
export interface DisagreementView {
  /** The token as it appears in the document, whitespace made visible. */
  readonly token: string;
  readonly kl: string;
  readonly baseTop1: string;
  readonly tunedTop1: string;
}

/** One document of the heat maps or of the table of all documents. */
export interface DivergenceDocView {
  readonly id: string;
  /** The element id of the document: on its heat map, or on its table row when it has none. */
  readonly anchor: string;
  /** Whether the table row carries the anchor (the document has no heat map). */
  readonly anchorOnRow: boolean;
  readonly tags: string;
  readonly tokens: string;
  readonly meanKl: string;
  readonly maxKl: string;
  readonly top1: string;
  readonly nllBase: string;
  readonly nllTuned: string;
  readonly heat: readonly HeatTokenView[];
  /** "… 1 234 more tokens not shown" when the heat map was cut, else null. */
  readonly heatCut: string | null;
}

/** Divergence evidence: the heat-mapped documents and a row for every document. */
export interface DivergenceEvidenceView {
  readonly total: number;
  readonly heatDocs: readonly DivergenceDocView[];
  readonly allDocs: readonly DivergenceDocView[];
  /** "+N more in items.csv and items.jsonl" when more documents than MAX_EVIDENCE_ITEMS were scored, else null. */
  readonly omittedLabel: string | null;
  readonly legend: readonly { readonly className: string; readonly label: string }[];
}

/** Heat-map class of one token's KL (nats): k0…k5 by KL_BUCKETS. */
export function klClass(klNats: number): string {
  let bucket = 0;
  for (const bound of KL_BUCKETS) if (klNats >= bound) bucket += 1;
  return `k${bucket}`;
}

/**
 * The `limit` predicted tokens of `doc` with the highest KL, highest first (ties by
 * position): where the two models' next-token distributions differ most.
 */
export function largestDisagreements(doc: DivergenceItemRecord, limit: number): DisagreementView[] {
  return doc.tokenKl
    .map((kl, i) => ({ kl, i }))
    .sort((a, b) => b.kl - a.kl || a.i - b.i)
    .slice(0, limit)
    .map(({ kl, i }) => ({
      token: visibleWhitespace(doc.tokens[i + 1] ?? ''),
      kl: formatSignificant(kl, 3),
      baseTop1: visibleWhitespace(doc.baseTop1[i] ?? ''),
      tunedTop1: visibleWhitespace(doc.tunedTop1[i] ?? ''),
    }));
}

/** Evidence of `docs`: heat maps for the `heatLimit` highest mean-KL documents, table rows for the MAX_EVIDENCE_ITEMS highest. */
export function divergenceEvidence(docs: readonly DivergenceItemRecord[], heatLimit: number, anchor: ItemAnchor = plainItemAnchor): DivergenceEvidenceView {
  const bounds = ['0', ...KL_BUCKETS.map(String)];
  const table = capEvidence(topKlDocuments(docs, docs.length));
  return {
    total: docs.length,
    heatDocs: topKlDocuments(docs, heatLimit).map((d) => docView(d, true, anchor)),
    allDocs: table.kept.map((d, rank) => docView(d, false, anchor, rank >= heatLimit)),
    omittedLabel: table.omittedLabel,
    legend: bounds.map((lo, i) => ({ className: `k${i}`, label: i + 1 < bounds.length ? `${lo}–${bounds[i + 1] ?? ''}` : `≥ ${lo}` })),
  };
}

function docView(doc: DivergenceItemRecord, withHeat: boolean, anchor: ItemAnchor, anchorOnRow = false): DivergenceDocView {
  const perToken = doc.tokenCount > 0 ? 1 / doc.tokenCount : 0;
  return {
    id: doc.id,
    anchor: anchor('divergence', doc.id),
    anchorOnRow,
    tags: doc.tags.join(', '),
    tokens: formatCount(doc.tokenCount),
    meanKl: formatSignificant(documentMeanKl(doc), 3),
    maxKl: formatSignificant(
      doc.tokenKl.reduce((m, v) => Math.max(m, v), 0),
      3,
    ),
    top1: `${formatFixed(doc.top1Agree * perToken * 100, 1)} %`,
    nllBase: formatFixed(doc.baseNllSum * perToken, 3),
    nllTuned: formatFixed(doc.tunedNllSum * perToken, 3),
    heat: withHeat ? heatTokens(doc).slice(0, HEAT_TOKENS_PER_DOC) : [],
    heatCut: withHeat && doc.tokens.length > HEAT_TOKENS_PER_DOC ? `… ${formatCount(doc.tokens.length - HEAT_TOKENS_PER_DOC)} more tokens not shown` : null,
  };
}

/** tokens[0] is context only; token i ≥ 1 carries tokenKl[i − 1]. */
function heatTokens(doc: DivergenceItemRecord): HeatTokenView[] {
  return doc.tokens.map((text, i) => {
    const kl = i === 0 ? undefined : doc.tokenKl[i - 1];
    if (kl === undefined) return { text, className: 'kn', title: i === 0 ? 'first token: context only, not predicted' : 'not scored' };
    const base = visibleWhitespace(doc.baseTop1[i - 1] ?? '');
    const tuned = visibleWhitespace(doc.tunedTop1[i - 1] ?? '');
    const top1 = base === tuned ? `top-1 agree «${base}»` : `top-1 differ: base «${base}», tuned «${tuned}»`;
    return { text, className: klClass(kl), title: `KL ${formatSignificant(kl, 3)} nats · ${top1}` };
  });
}
