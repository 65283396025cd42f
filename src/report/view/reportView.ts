/** The whole page's view model: everything the templates print, already formatted. */
import { formatPartialLine } from '../../format/formatPartialRun.js';
import type { AnyRunResults, ItemRecord, RecordFamily, ScoreItemRecord } from '../../results/types.js';
import type { ReportChartsResult } from '../charts/reportCharts.js';
import { presentationFor, presentationList } from '../../families/presentations.js';
import { itemAnchors } from '../../format/anchors.js';
import { formatCount, formatLevel } from '../../format/format.js';
import { holmFamilySuffix } from '../../format/holmFamily.js';
import { VERDICT_ORDER, verdictChip } from '../style/verdictStyle.js';
import { familyLabel, metricRow, reportFamilies, type MetricRowView } from './metricRows.js';
import { correctedRow } from './correctedRow.js';
import { classifierNote, formatClassifierCheck } from '../../format/classifierCheck.js';
import type { FamilyEvidence } from './whereChanged.js';
import { bannerView, commandLine, footerView, isPairedResults, modelViews, type BannerView, type FooterView, type ModelView } from './runInfo.js';
import { scoreEvidence, type ScoreEvidenceView } from './scoreEvidence.js';
import { skippedItemsView, type SkippedItemsView } from './skippedItems.js';
import type { TagSectionView } from './tagSections.js';
import { whereChanged, type WhereFamilyView } from './whereChanged.js';
import { failsGate } from '../../results/failsGate.js';

/** What the page is rendered with besides the run: its charts, its tag view and its CSP. */
export interface ReportViewParts {
  readonly charts: ReportChartsResult;
  /** The per-tag view the tag charts were drawn from. */
  readonly tags: readonly TagSectionView[];
  /** Content of the Content-Security-Policy meta tag. */
  readonly csp: string;
}

/** Everything report.hbs and its partials read. */
export interface ReportView {
  readonly title: string;
  readonly toolVersion: string;
  readonly csp: string;
  readonly banner: BannerView;
  /** The run's warnings (results.json), shown under the banner. */
  readonly warnings: readonly string[];
  /** Advice on the models' export (results.json `advice`), shown under the verdict table: nothing in the run could act on it. */
  readonly advice: readonly string[];
  /** What a partial run left out (one sentence), shown under the banner; null for a complete run. */
  readonly partial: string | null;
  readonly models: readonly ModelView[];
  readonly command: string;
  readonly ciPercent: string;
  /** What the gated intervals are Holm-adjusted over, after "Holm-adjusted": empty for a run judged alone. */
  readonly holmFamily: string;
  /** The candidates' index beside this report's folder (docs/ARCHITECTURE.md §12); null for a run judged alone. */
  readonly indexHref: string | null;
  readonly resamples: string;
  readonly seed: string;
  readonly metricGroups: readonly { readonly family: string; readonly rows: readonly MetricRowView[] }[];
  readonly whereChanged: readonly WhereFamilyView[];
  readonly charts: {
    readonly forest: string | null;
    readonly skippedNote: string | null;
    readonly bootstrap: string | null;
  };
  /** Icon and label of every verdict, for the legend of the tag tables' icon-only chips. */
  readonly verdictLegend: readonly { readonly icon: string; readonly label: string; readonly className: string }[];
  /** Per-tag sections, each with its chart (null when every tag is folded). */
  readonly tagSections: readonly (TagSectionView & { readonly svg: string | null; readonly columns: number })[];
  /** Each family's evidence section in family order: its template's partial and the view it prints (docs/ARCHITECTURE.md §4). */
  readonly evidence: readonly { readonly partial: string; readonly view: unknown }[];
  readonly scores: ScoreEvidenceView | null;
  /** The tokenizer check of a compare run; null for a paired run (no models). */
  readonly tokenizer: { readonly identical: boolean; readonly differences: readonly string[] } | null;
  readonly skippedItems: SkippedItemsView;
  readonly footer: FooterView;
}

/** Build the view model of `results` + `items` with the already rendered charts and the tag view they were drawn from. */
export function reportView(results: AnyRunResults, items: readonly ItemRecord[], parts: ReportViewParts): ReportView {
  const { charts, csp } = parts;
  const paired = isPairedResults(results);
  const requested: readonly RecordFamily[] = paired ? [] : results.settings.families;
  const inRun = (family: RecordFamily) => requested.includes(family) || results.metrics.some((m) => m.family === family);
  const [base, tuned] = modelViews(results);
  const skippedMetrics = results.metrics.filter((m) => m.verdict === 'skipped').map((m) => m.label);
  const anchor = itemAnchors(items);
  // Every family of the run builds its evidence view from its own records; the page prints it with the family's own template.
  const familyEvidence: Partial<Record<RecordFamily, FamilyEvidence & { readonly partial: string | null }>> = {};
  for (const presentation of presentationList().filter((p) => inRun(p.id))) {
    const records = items.filter((item) => item.family === presentation.id);
    const chart = charts.families.find((c) => c.family === presentation.id)?.svg ?? null;
    const view = presentation.evidence(records, anchor, { results, chart });
    familyEvidence[presentation.id] = { view, records, partial: presentation.evidenceTemplate?.partial ?? null };
  }
  const scores = inRun('scores')
    ? scoreEvidence(
        items.filter((i): i is ScoreItemRecord => i.family === 'scores'),
        results.metrics,
        anchor,
      )
    : null;
  const failOn = results.settings.failOn;
  return {
    title: `tunegate: ${results.verdict} · ${base?.path ?? ''} vs ${tuned?.path ?? ''}`,
    toolVersion: results.tool.version,
    csp,
    banner: bannerView(results),
    warnings: results.warnings,
    advice: ('advice' in results ? results.advice : undefined) ?? [],
    partial:
      'partial' in results && results.partial !== undefined
        ? formatPartialLine(results.partial, 'scoringOrder' in results ? results.scoringOrder : undefined)
        : null,
    models: [base, tuned].filter((view): view is ModelView => view !== undefined),
    command: commandLine(results),
    ciPercent: formatLevel(results.settings.confidence),
    holmFamily: holmFamilySuffix(results),
    // Each candidate's report lives in <out>/<name>/, the index in <out>/.
    indexHref: 'holmFamily' in results && results.holmFamily !== undefined ? '../index.html' : null,
    resamples: formatCount(results.settings.resamples),
    seed: String(results.settings.seed),
    // Rows that failed the gate come first, and so does their family's group: the table opens on what decided the exit code.
    metricGroups: reportFamilies(results.metrics)
      .map((family) => {
        const metrics = results.metrics.filter((m) => m.family === family);
        const ordered = [...metrics.filter((m) => failsGate(m, failOn)), ...metrics.filter((m) => !failsGate(m, failOn))];
        return {
          family: familyLabel(family),
          failing: ordered.some((m) => failsGate(m, failOn)),
          rows: ordered.flatMap((m) => [
            metricRow(m, classifierNote(results, m, presentationFor(m.family)?.classifierJudged === true, formatClassifierCheck)),
            ...correctedRow(m),
          ]),
        };
      })
      .filter((g) => g.rows.length > 0)
      .sort((a, b) => Number(b.failing) - Number(a.failing))
      .map(({ family, rows }) => ({ family, rows })),
    whereChanged: whereChanged(results, {
      evidence: familyEvidence,
      scores,
      anchor,
    }),
    charts: {
      forest: charts.forest,
      skippedNote: skippedMetrics.length > 0 ? `Not plotted (skipped): ${skippedMetrics.join(', ')}.` : null,
      bootstrap: charts.bootstrap,
    },
    // Per-tag results are exploratory and never tested for equivalence, so the tag tables show no such chip.
    verdictLegend: VERDICT_ORDER.filter((v) => v !== 'skipped' && v !== 'equivalent').map((v) => verdictChip(v)),
    tagSections: parts.tags.map((section) => ({
      ...section,
      svg: charts.tags.find((t) => t.family === section.family)?.svg ?? null,
      // Tag, n, then Δ [CI] and verdict of each metric.
      columns: 2 + 2 * section.metrics.length,
    })),
    evidence: Object.values(familyEvidence).flatMap((e) => (e === undefined || e.partial === null ? [] : [{ partial: e.partial, view: e.view }])),
    scores,
    tokenizer: paired ? null : { identical: results.tokenizerCheck.identical, differences: results.tokenizerCheck.differences },
    skippedItems: skippedItemsView(results.skippedItems),
    footer: footerView(results),
  };
}
