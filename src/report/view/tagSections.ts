/** View model of the per-tag sections: tags ordered by effect, small tags and sub-tags folded away. */
import { tagWithParents } from '../../results/tagParents.js';
import type { AnyRunResults, MetricResult, RecordFamily, ReportedMetricId, TagResult, Verdict } from '../../results/types.js';
import { anchorId } from '../../format/anchors.js';
import { compareStrings, formatCount } from '../../format/format.js';
import { ciText, familyLabel, largestAbs, reportFamilies } from './metricRows.js';
import { metricFormat } from '../style/metricScale.js';
import { verdictChip, type VerdictChip } from '../style/verdictStyle.js';

/** One metric's result for one tag, formatted. */
export interface TagCellView {
  readonly delta: string;
  readonly ci: string;
  readonly chip: VerdictChip;
  /** "n 12" when this metric saw another number of items than the row's n, else null. */
  readonly nNote: string | null;
}

/** One row of a per-tag table. */
export interface TagLineView {
  readonly tag: string;
  readonly anchor: string;
  readonly n: string;
  /** A sub-tag shown under its parent. */
  readonly child: boolean;
  /** One cell per metric of the section, null where the metric has no result for the tag. */
  readonly cells: readonly (TagCellView | null)[];
}

/** A top-level tag with its sub-tags (folded until asked for). */
export interface TagRootView {
  readonly row: TagLineView;
  readonly children: readonly TagLineView[];
  /** "7 sub-tags", or null without any. */
  readonly foldLabel: string | null;
}

/** One metric's point of a chart row, in chart units (pp for rates). */
export interface TagChartPoint {
  readonly delta: number;
  readonly lo: number;
  readonly hi: number;
  readonly verdict: Verdict;
}

/** One row of the per-tag chart: exactly one unfolded row of the table. */
export interface TagChartRow {
  readonly label: string;
  readonly points: readonly (TagChartPoint | null)[];
}

/** The per-tag section of one family. */
export interface TagSectionView {
  readonly family: RecordFamily;
  readonly familyLabel: string;
  readonly anchor: string;
  /** The section's metrics, in the columns' order. */
  readonly metrics: readonly { readonly id: ReportedMetricId; readonly label: string; readonly deltaHeader: string; readonly deltaAxis: string }[];
  /** Top-level tags with at least min-items items, largest |Δ| first. */
  readonly roots: readonly TagRootView[];
  /** Top-level tags with fewer items (and their sub-tags), folded into one row. */
  readonly small: { readonly label: string; readonly rows: readonly TagLineView[] } | null;
  /** "58 tags" in all. */
  readonly tagCount: string;
  /** The chart's rows: the `roots`, in the same order. */
  readonly chartRows: readonly TagChartRow[];
}

/** The element id of `tag`'s row in `family`'s table. */
export function tagAnchor(family: RecordFamily, tag: string): string {
  return anchorId(`tag-${family}`, tag);
}

interface TagEntry {
  readonly tag: string;
  readonly results: readonly (TagResult | null)[];
  readonly n: number;
  readonly key: number;
}

/**
 * One section per family whose non-skipped metrics have tag results. Tags are ordered by
 * the |Δ| of the first metric that has them (chart units, so pp for rates), then by n,
 * then by name. A tag `a/b` whose parent `a` has its own result is listed under it; a
 * top-level tag with fewer than `minItems` items goes to the folded "small tags" row.
 */
export function tagSections(results: AnyRunResults): TagSectionView[] {
  const sections: TagSectionView[] = [];
  for (const family of reportFamilies(results.metrics)) {
    const metrics = results.metrics.filter((m) => m.family === family && m.verdict !== 'skipped' && m.byTag.length > 0);
    if (metrics.length > 0) sections.push(section(family, metrics, results.settings.minItems));
  }
  return sections;
}

function section(family: RecordFamily, metrics: readonly MetricResult[], minItems: number): TagSectionView {
  const names = [...new Set(metrics.flatMap((m) => m.byTag.map((t) => t.tag)))];
  const entries = new Map<string, TagEntry>(names.map((tag) => [tag, entry(tag, metrics)]));
  const children = new Map<string, TagEntry[]>();
  const roots: TagEntry[] = [];
  for (const e of entries.values()) {
    const root = tagWithParents(e.tag)
      .slice(0, -1)
      .find((parent) => entries.has(parent));
    if (root === undefined) roots.push(e);
    else children.set(root, [...(children.get(root) ?? []), e]);
  }
  roots.sort(byEffect);
  const line = (e: TagEntry, child: boolean) => lineView(family, e, metrics, child);
  const big = roots.filter((r) => r.n >= minItems);
  const small = roots.filter((r) => r.n < minItems).flatMap((r) => [line(r, false), ...(children.get(r.tag) ?? []).sort(byEffect).map((c) => line(c, true))]);
  return {
    family,
    familyLabel: familyLabel(family),
    anchor: `tags-${family}`,
    metrics: metrics.map((m) => {
      const format = metricFormat(m);
      return { id: m.id, label: m.label, deltaHeader: `Δ${format.deltaSuffix}`, deltaAxis: format.deltaAxis };
    }),
    roots: big.map((r) => {
      const kids = (children.get(r.tag) ?? []).sort(byEffect);
      return {
        row: line(r, false),
        children: kids.map((c) => line(c, true)),
        foldLabel: kids.length > 0 ? `${formatCount(kids.length)} sub-tag${kids.length === 1 ? '' : 's'}` : null,
      };
    }),
    small:
      small.length > 0 ? { label: `${formatCount(small.length)} small tag${small.length === 1 ? '' : 's'}, n < ${formatCount(minItems)}`, rows: small } : null,
    tagCount: `${formatCount(entries.size)} tag${entries.size === 1 ? '' : 's'}`,
    chartRows: big.map((r) => ({
      label: `${r.tag} (n=${formatCount(r.n)})`,
      points: r.results.map((t, j) => (t && metrics[j] ? chartPoint(t, metrics[j]) : null)),
    })),
  };
}

function entry(tag: string, metrics: readonly MetricResult[]): TagEntry {
  const results = metrics.map((m) => m.byTag.find((t) => t.tag === tag) ?? null);
  const first = results.findIndex((t) => t !== null);
  const lead = results[first];
  const factor = first < 0 ? 1 : metricFormat(metrics[first]!).chartFactor;
  const key = lead && Number.isFinite(lead.delta) ? Math.abs(lead.delta * factor) : -1;
  return { tag, results, n: Math.max(0, ...results.map((t) => t?.n ?? 0)), key };
}

/** Largest |Δ| first, then more items, then name. */
function byEffect(a: TagEntry, b: TagEntry): number {
  return b.key - a.key || b.n - a.n || compareStrings(a.tag, b.tag);
}

function lineView(family: RecordFamily, e: TagEntry, metrics: readonly MetricResult[], child: boolean): TagLineView {
  return {
    tag: e.tag,
    anchor: tagAnchor(family, e.tag),
    n: formatCount(e.n),
    child,
    cells: e.results.map((t, j) => {
      const metric = metrics[j];
      if (t === null || metric === undefined) return null;
      const format = metricFormat(metric);
      const scale = largestAbs([t.delta, ...(t.ci ?? [])]);
      return {
        delta: format.delta(t.delta, scale),
        ci: t.ci === null ? 'n < 2' : ciText(t.ci, format, scale),
        chip: verdictChip(t.verdict),
        nNote: t.n === e.n ? null : `n ${formatCount(t.n)}`,
      };
    }),
  };
}

function chartPoint(t: TagResult, metric: MetricResult): TagChartPoint {
  const f = metricFormat(metric).chartFactor;
  return { delta: t.delta * f, lo: (t.ci?.[0] ?? t.delta) * f, hi: (t.ci?.[1] ?? t.delta) * f, verdict: t.verdict };
}
