/** View model of "Where it changed": per family, the few tags, replies and documents that moved most. */
import type { AnyRunResults, DivergenceItemRecord, MetricResult, RecordFamily, TagResult } from '../../results/types.js';
import { documentMeanKl, topKlDocuments } from '../../families/divergence/documentKl.js';
import type { ItemAnchor } from '../../format/anchors.js';
import { flipGroupAnchor, type CapabilityEvidenceView } from '../../families/capability/evidence.js';
import { largestDisagreements, type DisagreementView } from '../../families/divergence/evidence.js';
import { compareStrings, formatCount, formatSignificant } from '../../format/format.js';
import { ciText, familyLabel, largestAbs, reportFamilies } from './metricRows.js';
import { metricFormat, metricUnit } from '../style/metricScale.js';
import type { RefusalEvidenceView } from '../../families/refusal/evidence.js';
import type { ScoreEvidenceView } from './scoreEvidence.js';
import { tagAnchor } from './tagSections.js';
import { verdictChip, type VerdictChip } from '../style/verdictStyle.js';

/** At most this many tags per family. */
export const WHERE_TAGS = 5;
/** At most this many groups of new refusal replies. */
export const WHERE_REPLIES = 3;
/** At most this many highest-KL documents. */
export const WHERE_DOCS = 3;
/** Tokens listed per document. */
export const WHERE_TOKENS = 2;

/** A tag whose interval excludes 0. */
export interface WhereTagLine {
  readonly tag: string;
  readonly href: string;
  readonly metric: string;
  /** Δ with its unit, e.g. "−32.8 pp". */
  readonly delta: string;
  readonly ci: string;
  readonly n: string;
  readonly chip: VerdictChip;
  /** Link to the tag's flipped items, when the evidence groups them under this tag. */
  readonly evidence: { readonly href: string; readonly label: string } | null;
}

/** A reply many prompts newly got, with how it was classified. */
export interface WhereReplyLine {
  readonly count: string;
  readonly reply: string;
  readonly empty: boolean;
  readonly patterns: string;
  readonly href: string;
}

/** A document with a high mean KL and its most divergent tokens. */
export interface WhereDocLine {
  readonly id: string;
  readonly href: string;
  readonly meanKl: string;
  readonly tokens: readonly DisagreementView[];
}

/** One family's part of "Where it changed". */
export interface WhereFamilyView {
  readonly family: string;
  /** One sentence on the family's flips with a link to its evidence, or null. */
  readonly summary: { readonly text: string; readonly href: string } | null;
  readonly tags: readonly WhereTagLine[];
  /** Said when the family has tag results but no tag's interval excludes 0. */
  readonly noTags: string | null;
  readonly replies: readonly WhereReplyLine[];
  readonly docs: readonly WhereDocLine[];
  /** Why the family has nothing to show (skipped), or null. */
  readonly note: string | null;
}

/** What "Where it changed" needs besides the results: the evidence views, already grouped. */
export interface WhereChangedInput {
  readonly capability: CapabilityEvidenceView | null;
  readonly refusal: RefusalEvidenceView | null;
  /** The scores evidence of a paired run, absent otherwise. */
  readonly scores?: ScoreEvidenceView | null;
  readonly docs: readonly DivergenceItemRecord[];
  readonly anchor: ItemAnchor;
}

/** The families of the run, each with its largest tag effects, its new refusal replies and its highest-KL documents. */
export function whereChanged(results: AnyRunResults, input: WhereChangedInput): WhereFamilyView[] {
  return reportFamilies(results.metrics)
    .map((family) => {
      const metrics = results.metrics.filter((m) => m.family === family);
      const skipped = metrics.every((m) => m.verdict === 'skipped');
      const tags = skipped ? [] : tagLines(family, metrics, results.settings.minItems, input.capability);
      const hasTags = metrics.some((m) => m.verdict !== 'skipped' && m.byTag.length > 0);
      return {
        family: familyLabel(family),
        summary: summary(family, input),
        tags,
        noTags: hasTags && tags.length === 0 ? 'No tag’s interval excludes 0.' : null,
        replies: family === 'refusal' && input.refusal ? replyLines(input.refusal) : [],
        docs: family === 'divergence' && !skipped ? docLines(input.docs, input.anchor) : [],
        note: skipped ? (metrics[0]?.reason ?? null) : null,
      };
    });
}

/**
 * Up to WHERE_TAGS tags whose interval excludes 0, largest |Δ| first (then n, then name),
 * each tag once. Tags with at least `minItems` items come before smaller ones, whose
 * intervals are the widest and whose |Δ| is the least reliable: those only fill the places
 * left. Only gated metrics of the family's first gated unit count, so Δs in different
 * units are never ranked against each other.
 */
function tagLines(family: RecordFamily, metrics: readonly MetricResult[], minItems: number, capability: CapabilityEvidenceView | null): WhereTagLine[] {
  const gated = metrics.filter((m) => m.gated && m.verdict !== 'skipped');
  const unit = gated[0] ? metricUnit(gated[0]) : undefined;
  const candidates = gated
    .filter((m) => metricUnit(m) === unit)
    .flatMap((m, order) => m.byTag.filter(excludesZero).map((t) => ({ m, t, order })))
    .sort((a, b) => small(a.t) - small(b.t) || Math.abs(b.t.delta) - Math.abs(a.t.delta) || b.t.n - a.t.n || a.order - b.order || compareStrings(a.t.tag, b.t.tag));
  function small(t: TagResult): number {
    return t.n < minItems ? 1 : 0;
  }
  const seen = new Set<string>();
  const lines: WhereTagLine[] = [];
  for (const { m, t } of candidates) {
    if (seen.has(t.tag) || lines.length >= WHERE_TAGS) continue;
    seen.add(t.tag);
    const format = metricFormat(m);
    const scale = largestAbs([t.delta, ...(t.ci ?? [])]);
    const group = capability?.groups.find((g) => g.tag === t.tag);
    lines.push({
      tag: t.tag,
      href: `#${tagAnchor(family, t.tag)}`,
      metric: m.label,
      delta: `${format.delta(t.delta, scale)}${format.deltaSuffix}`,
      ci: t.ci ? ciText(t.ci, format, scale) : '',
      n: formatCount(t.n),
      chip: verdictChip(t.verdict),
      evidence: family === 'capability' && group ? { href: `#${flipGroupAnchor(t.tag)}`, label: `${formatCount(group.count)} flipped` } : null,
    });
  }
  return lines;
}

function excludesZero(t: TagResult): boolean {
  return t.ci !== null && (t.ci[0] > 0 || t.ci[1] < 0);
}

function summary(family: RecordFamily, input: WhereChangedInput): WhereFamilyView['summary'] {
  if (family === 'capability' && input.capability) {
    const c = input.capability;
    return { text: `${formatCount(c.rightToWrong)} right → wrong, ${formatCount(c.wrongToRight)} wrong → right of ${formatCount(c.total)} items`, href: '#evidence-capability' };
  }
  if (family === 'refusal' && input.refusal) {
    const r = input.refusal;
    return { text: `${formatCount(r.startedRefusing)} prompts started and ${formatCount(r.stoppedRefusing)} stopped being refused, of ${formatCount(r.total)}`, href: '#evidence-refusal' };
  }
  if (family === 'scores' && input.scores) {
    const s = input.scores;
    return { text: `${formatCount(s.worse)} item${s.worse === 1 ? '' : 's'} worse and ${formatCount(s.better)} better on some metric, of ${formatCount(s.total)} paired`, href: '#evidence-scores' };
  }
  return null;
}

/** The largest groups of new refusals (tuned refused, base did not). */
function replyLines(refusal: RefusalEvidenceView): WhereReplyLine[] {
  return refusal.groups
    .filter((g) => g.started)
    .slice(0, WHERE_REPLIES)
    .map((g) => ({ count: formatCount(g.count), reply: g.reply ?? '', empty: g.replyEmpty, patterns: g.patterns ?? '', href: `#${g.anchor}` }));
}

function docLines(docs: readonly DivergenceItemRecord[], anchor: ItemAnchor): WhereDocLine[] {
  return topKlDocuments(docs, WHERE_DOCS).map((doc) => ({
    id: doc.id,
    href: `#${anchor('divergence', doc.id)}`,
    meanKl: formatSignificant(documentMeanKl(doc), 3),
    tokens: largestDisagreements(doc, WHERE_TOKENS),
  }));
}
