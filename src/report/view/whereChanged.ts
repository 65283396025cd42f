/** View model of "Where it changed": per family, the few tags, replies and documents that moved most. */
import type { AnyRunResults, ItemRecord, MetricResult, RecordFamily, TagResult } from '../../results/types.js';
import { presentationFor, type FamilyWhere, type WhereDocLine, type WhereReplyLine } from '../../families/presentations.js';
import type { ItemAnchor } from '../../format/anchors.js';
import { clearsNoChange } from '../../results/clearsNoChange.js';
import { compareStrings, formatCount } from '../../format/format.js';
import { ciText, familyLabel, largestAbs, reportFamilies } from './metricRows.js';
import { metricFormat, metricUnit } from '../style/metricScale.js';
import type { ScoreEvidenceView } from './scoreEvidence.js';
import { tagAnchor } from './tagSections.js';
import { verdictChip, type VerdictChip } from '../style/verdictStyle.js';

export type { WhereDocLine, WhereReplyLine } from '../../families/presentations.js';

/** At most this many tags per family. */
export const WHERE_TAGS = 5;

/** A tag whose interval clears no change. */
export interface WhereTagLine {
  readonly tag: string;
  readonly href: string;
  readonly metric: string;
  /** Δ with its unit, e.g. "−32.8 pp". */
  readonly delta: string;
  readonly ci: string;
  readonly n: string;
  readonly chip: VerdictChip;
  /** Link to the tag's evidence (capability's flipped items), when the family groups them under this tag. */
  readonly evidence: { readonly href: string; readonly label: string } | null;
}

/** One family's part of "Where it changed". */
export interface WhereFamilyView {
  readonly family: string;
  /** One sentence on the family's flips with a link to its evidence, or null. */
  readonly summary: { readonly text: string; readonly href: string } | null;
  readonly tags: readonly WhereTagLine[];
  /** The tags whose interval clears no change but that are not listed, with a link to the family's full tag table; null when every one is listed. */
  readonly moreTags: { readonly text: string; readonly href: string } | null;
  /** Said when the family has tag results but no tag's interval clears no change. */
  readonly noTags: string | null;
  readonly replies: readonly WhereReplyLine[];
  readonly docs: readonly WhereDocLine[];
  /** Why the family has nothing to show (skipped), or null. */
  readonly note: string | null;
}

/** One family's evidence view (its presentation's) and its records. */
export interface FamilyEvidence {
  readonly view: unknown;
  readonly records: readonly ItemRecord[];
}

/** What "Where it changed" needs besides the results: each family's evidence, already grouped. */
export interface WhereChangedInput {
  /** Per family in the run: its evidence view and records; the family's presentation turns them into its lines. */
  readonly evidence: Readonly<Partial<Record<RecordFamily, FamilyEvidence | null>>>;
  /** The scores evidence of a paired run, absent otherwise. */
  readonly scores?: ScoreEvidenceView | null;
  readonly anchor: ItemAnchor;
}

/** The families of the run, each with its largest tag effects and its own lines (new refusal replies, highest-KL documents…). */
export function whereChanged(results: AnyRunResults, input: WhereChangedInput): WhereFamilyView[] {
  return reportFamilies(results.metrics).map((family) => {
    const metrics = results.metrics.filter((m) => m.family === family);
    const skipped = metrics.every((m) => m.verdict === 'skipped');
    const own = familyWhere(family, input);
    const { lines: tags, more } = skipped ? { lines: [], more: null } : tagLines(family, metrics, results.settings.minItems, own);
    const hasTags = metrics.some((m) => m.verdict !== 'skipped' && m.byTag.length > 0);
    return {
      family: familyLabel(family),
      summary: own.summary ?? scoresSummary(input.scores),
      tags,
      moreTags: more,
      noTags: hasTags && tags.length === 0 ? 'No tag’s interval clears no change (0, or ± a divergence metric’s tolerance).' : null,
      replies: own.replies ?? [],
      docs: skipped ? [] : (own.docs ?? []),
      note: skipped ? (metrics[0]?.reason ?? null) : null,
    };
  });
}

/** The family's own lines from its presentation, or none when it has no evidence in this run. */
function familyWhere(family: RecordFamily, input: WhereChangedInput): FamilyWhere {
  const evidence = input.evidence[family];
  const where = presentationFor(family)?.where;
  return evidence == null || where === undefined ? {} : where(evidence.view, evidence.records, input.anchor);
}

/**
 * Up to WHERE_TAGS tags whose interval clears no change, largest |Δ| first (then n, then name),
 * each tag once. Tags with at least `minItems` items come before smaller ones, whose
 * intervals are the widest and whose |Δ| is the least reliable: those only fill the places
 * left. Only gated metrics of the family's first gated unit count, so Δs in different
 * units are never ranked against each other. A verdict (improved, regressed…) that some tag
 * has but the first WHERE_TAGS lack gets its largest tag added, so an improvement is never hidden
 * behind regressions; the tags left out are counted in `more`, which links to the family's tag table.
 */
function tagLines(
  family: RecordFamily,
  metrics: readonly MetricResult[],
  minItems: number,
  own: FamilyWhere,
): { lines: WhereTagLine[]; more: WhereFamilyView['moreTags'] } {
  const gated = metrics.filter((m) => m.gated && m.verdict !== 'skipped');
  const unit = gated[0] ? metricUnit(gated[0]) : undefined;
  const candidates = gated
    .filter((m) => metricUnit(m) === unit)
    .flatMap((m, order) => m.byTag.filter((t) => clearsNoChange(m, t.ci)).map((t) => ({ m, t, order })))
    .sort(
      (a, b) => small(a.t) - small(b.t) || Math.abs(b.t.delta) - Math.abs(a.t.delta) || b.t.n - a.t.n || a.order - b.order || compareStrings(a.t.tag, b.t.tag),
    );
  function small(t: TagResult): number {
    return t.n < minItems ? 1 : 0;
  }
  const distinct: typeof candidates = [];
  const seenTags = new Set<string>();
  for (const candidate of candidates) {
    if (seenTags.has(candidate.t.tag)) continue;
    seenTags.add(candidate.t.tag);
    distinct.push(candidate);
  }
  const chosen = distinct.slice(0, WHERE_TAGS);
  for (const candidate of distinct.slice(WHERE_TAGS)) {
    if (!chosen.some((c) => c.t.verdict === candidate.t.verdict)) chosen.push(candidate);
  }
  const left = distinct.filter((c) => !chosen.includes(c));
  const lines: WhereTagLine[] = [];
  for (const { m, t } of chosen) {
    const format = metricFormat(m);
    const scale = largestAbs([t.delta, ...(t.ci ?? [])]);
    lines.push({
      tag: t.tag,
      href: `#${tagAnchor(family, t.tag)}`,
      metric: m.label,
      delta: `${format.delta(t.delta, scale)}${format.deltaSuffix}`,
      ci: t.ci ? ciText(t.ci, format, scale) : '',
      n: formatCount(t.n),
      chip: verdictChip(t.verdict),
      evidence: own.tagEvidence?.(t.tag) ?? null,
    });
  }
  const more =
    left.length === 0
      ? null
      : { text: `+${formatCount(left.length)} more (${verdictCounts(left.map((c) => c.t.verdict))}) in the full tag table`, href: `#tags-${family}` };
  return { lines, more };
}

/** "3 regressed, 1 improved": how many of each verdict, in the order the verdicts first appear. */
function verdictCounts(verdicts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const verdict of verdicts) counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  return [...counts].map(([verdict, count]) => `${formatCount(count)} ${verdict}`).join(', ');
}

/** A paired run's summary line: items worse and better on some metric. */
function scoresSummary(scores: ScoreEvidenceView | null | undefined): WhereFamilyView['summary'] {
  if (!scores) return null;
  return {
    text: `${formatCount(scores.worse)} item${scores.worse === 1 ? '' : 's'} worse and ${formatCount(scores.better)} better on some metric, of ${formatCount(scores.total)} paired`,
    href: '#evidence-scores',
  };
}
