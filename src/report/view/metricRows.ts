/** View model of the verdict table: every number already formatted. */
import type { Interval, MetricResult, RecordFamily } from '../../results/types.js';
import { RECORD_FAMILIES } from '../../results/vocabulary.js';
import { formatCount, formatLevel, formatP } from '../../format/format.js';
import { shownBase } from '../../format/shownBase.js';
import { metricFormat, type UnitFormat } from '../style/metricScale.js';
import { verdictChip, type VerdictChip } from '../style/verdictStyle.js';
import { presentationFor } from '../../families/presentations.js';

/** The families whose metrics `results` holds, in report order: the known ones first, then any registered family (docs/ARCHITECTURE.md §4). */
export function reportFamilies(metrics: readonly Pick<MetricResult, 'family'>[]): RecordFamily[] {
  const present = new Set(metrics.map((m) => m.family));
  return [
    ...RECORD_FAMILIES.filter((family) => present.has(family)),
    ...[...present].filter((family) => !(RECORD_FAMILIES as readonly string[]).includes(family)),
  ];
}

/** Display name of a family: its presentation's label; a paired run's `scores`, which has no presentation, is "Scores". */
export function familyLabel(family: RecordFamily): string {
  return presentationFor(family)?.label ?? (family === 'scores' ? 'Scores' : family);
}

/** One row of the verdict table. */
export interface MetricRowView {
  readonly id: string;
  readonly label: string;
  readonly family: string;
  readonly exploratory: boolean;
  readonly skipped: boolean;
  readonly base: string;
  readonly tuned: string;
  readonly baseInterval: string | null;
  readonly tunedInterval: string | null;
  readonly delta: string;
  readonly ci: string;
  /** Level of `ci` (the Holm level for gated metrics), e.g. "98.75 %"; null without a CI. */
  readonly ciLevel: string | null;
  /** Tooltip of the Δ cell: unadjusted CI with its level, SE, unadjusted p, the McNemar cross-check. */
  readonly deltaDetail: string;
  readonly pAdjusted: string;
  readonly mde: string;
  readonly n: string;
  /** Second line under n, e.g. the token count of divergence metrics. */
  readonly nDetail: string | null;
  readonly chip: VerdictChip;
  readonly reason: string;
  /** A line under the reason, e.g. the refusal classifier's measured agreement. */
  readonly note: string | null;
  /** The policy's claim on the metric (docs/concepts/policy.md): "critical claim: pass", and its words. */
  readonly claim: { readonly head: string; readonly reason: string } | null;
  /** "margin ±2.0 pp" when the run tested equivalence on this metric: what "the same" meant, beside the verdict. */
  readonly margin: string | null;
}

const DASH = '—';

/** The verdict-table row of `metric`, with an optional `note` under its reason. */
export function metricRow(metric: MetricResult, note: string | null = null): MetricRowView {
  const format = metricFormat(metric);
  const scale = largestAbs([metric.delta, ...(metric.ci ?? [])]);
  return {
    id: metric.id,
    label: metric.label,
    family: familyLabel(metric.family),
    exploratory: !metric.gated,
    skipped: metric.verdict === 'skipped',
    base: valueOrDash(shownBase(metric), format),
    tuned: valueOrDash(metric.tuned, format),
    baseInterval: metric.baseInterval ? intervalText(metric.baseInterval, format) : null,
    tunedInterval: metric.tunedInterval ? intervalText(metric.tunedInterval, format) : null,
    delta: metric.delta === null ? DASH : `${format.delta(metric.delta, scale)}${format.deltaSuffix}`,
    ci: metric.ci === null ? DASH : ciText(metric.ci, format, scale),
    ciLevel: metric.ci === null ? null : formatLevel(metric.ciLevel),
    deltaDetail: [
      metric.ciUnadjusted === null
        ? null
        : `unadjusted ${formatLevel(metric.ciUnadjustedLevel)} CI ${ciText(metric.ciUnadjusted, format, scale)}${format.deltaSuffix}${metric.ciMethod === 'percentile' ? '' : ` (${metric.ciMethod.replace('-', ' ')})`}`,
      metric.se === null ? null : `SE ${magnitude(metric.se, format)}`,
      metric.p === null ? null : `p ${formatP(metric.p)}`,
      metric.mcnemar ? `McNemar mid-p ${formatP(metric.mcnemar.pMidP)} (${metric.mcnemar.baseOnly} base-only, ${metric.mcnemar.tunedOnly} tuned-only)` : null,
    ]
      .filter((part) => part !== null)
      .join(' · '),
    pAdjusted: formatP(metric.pAdjusted),
    mde: metric.mde === null ? DASH : magnitude(metric.mde, format),
    n: nounOf(metric) === undefined ? formatCount(metric.n) : `${formatCount(metric.n)} ${nounOf(metric)}`,
    nDetail:
      metric.tokens !== undefined ? `${formatCount(metric.tokens)} tokens` : metric.clusters !== undefined ? `${formatCount(metric.clusters)} clusters` : null,
    chip: verdictChip(metric.verdict),
    reason: metric.reason,
    note,
    claim: metric.claim === undefined ? null : { head: `${metric.claim.tier} claim: ${metric.claim.verdict}`, reason: metric.claim.reason },
    margin: metric.equivalence === undefined ? null : `margin ±${magnitude(metric.equivalence.margin, format)}`,
  };
}

/** What the metric's family calls its items ("docs"), if anything. */
function nounOf(metric: MetricResult): string | undefined {
  return presentationFor(metric.family)?.itemNoun;
}

/** A non-negative size in Δ units (SE, MDE), without a sign. */
function magnitude(value: number, format: UnitFormat): string {
  return `${format.delta(value, value).replace(/^\+/, '')}${format.deltaSuffix}`;
}

function valueOrDash(value: number | null, format: UnitFormat): string {
  return value === null ? DASH : format.value(value);
}

function intervalText(interval: Interval, format: UnitFormat): string {
  return `[${format.value(interval[0])}, ${format.value(interval[1])}]`;
}

/** "[lo, hi]" of a Δ interval with the decimals `scale` calls for, no unit. */
export function ciText(ci: Interval, format: UnitFormat, scale: number): string {
  return `[${format.delta(ci[0], scale)}, ${format.delta(ci[1], scale)}]`;
}

/** Largest finite |value|, 0 when there is none: picks the shared decimals of a row. */
export function largestAbs(values: readonly (number | null)[]): number {
  let largest = 0;
  for (const v of values) if (v !== null && Number.isFinite(v)) largest = Math.max(largest, Math.abs(v));
  return largest;
}
