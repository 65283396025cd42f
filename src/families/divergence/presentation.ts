/** How the report and items.csv show divergence records (no model code: docs/ARCHITECTURE.md §4). */
import type { AnyRunResults, DivergenceItemRecord } from '../../results/types.js';
import type { FamilyPresentation } from '../presentation.js';
import { formatCount, formatSignificant } from '../../format/format.js';
import { DISTRIBUTION_COLUMNS, distributionView, type DistributionView } from '../../format/divergenceDistribution.js';
import { checkTokenArrays } from './checkTokenArrays.js';
import { documentMeanKl, topKlDocuments } from './documentKl.js';
import { divergenceEvidence, largestDisagreements, type DivergenceEvidenceView } from './evidence.js';

/** At most this many highest-KL documents in "Where it changed". */
export const WHERE_DOCS = 3;
/** Tokens listed per document there. */
export const WHERE_TOKENS = 2;

/** Documents with a heat map in the report: the highest mean KL first. */
export const HEAT_MAP_DOCS = 6;

/** How many documents the per-document KL chart shows. */
export const KL_CHART_DOCS = 12;

/** The report's divergence evidence: heat maps and the document table, the chart, and why the family was skipped. */
export type DivergenceReportView = DivergenceEvidenceView & {
  /** The skipped metric's reason when no document was scored (a tokenizer mismatch), else null. */
  readonly skippedReason: string | null;
  readonly chart: string | null;
  readonly chartNote: string | null;
  /** Per-token KL percentiles of the tuned model against base, one line: runs written before results.json's divergence block. */
  readonly distribution: string | null;
  /** results.json's divergence.distribution as a table (both KL directions, same top-1, Δp), when the run has one. */
  readonly distributionTable: (DistributionView & { readonly columns: readonly string[] }) | null;
};

/** Divergence: per-document token count, mean KL and top-1 agreement; heat maps of the documents that moved most. */
export const divergencePresentation: FamilyPresentation<DivergenceItemRecord, DivergenceReportView> = {
  id: 'divergence',
  label: 'Divergence',
  units: { 'divergence.kl': 'nats', 'divergence.reverse_kl': 'nats', 'divergence.top1_agreement': 'rate', 'divergence.nll_ratio': 'ratio' },
  csvColumns: ['tokens', 'kl_mean_nats', 'top1_agreement'],
  csvRow: (item) => ({
    tokens: item.tokenCount,
    kl_mean_nats: item.tokenCount > 0 ? item.klSum / item.tokenCount : '',
    top1_agreement: item.tokenCount > 0 ? item.top1Agree / item.tokenCount : '',
  }),
  itemNoun: 'docs',
  checkRecord: checkTokenArrays,
  evidence: (records, anchor, run) => ({
    ...divergenceEvidence(records, HEAT_MAP_DOCS, anchor),
    skippedReason: records.length === 0 ? (run.results.metrics.find((m) => m.family === 'divergence' && m.verdict === 'skipped')?.reason ?? null) : null,
    chart: run.chart,
    chartNote: records.length > KL_CHART_DOCS ? `the ${KL_CHART_DOCS} highest of ${formatCount(records.length)}` : null,
    ...distributionViews(run.results),
  }),
  evidenceTemplate: { partial: 'divergence', files: { divergence: new URL('./evidence.hbs', import.meta.url) } },
  chart: (records, results) =>
    records.length === 0
      ? null
      : {
          title: 'Mean KL per document, highest first',
          axisTitle: 'mean KL(base ‖ tuned), nats per token',
          // Position keeps duplicate-looking ids (truncated labels) on separate bars.
          bars: topKlDocuments(records, KL_CHART_DOCS).map((doc, i) => ({ label: `${i + 1}. ${doc.id}`, value: documentMeanKl(doc) })),
          rule: results.settings.klTolerance,
        },
  where: (_view, records, anchor) => ({
    docs: topKlDocuments(records, WHERE_DOCS).map((doc) => ({
      id: doc.id,
      href: `#${anchor(doc.family, doc.id)}`,
      meanKl: formatSignificant(documentMeanKl(doc), 3),
      tokens: largestDisagreements(doc, WHERE_TOKENS),
    })),
  }),
};

/** The distribution table from results.json's divergence block, else the one line from divergence.kl's own percentiles. */
function distributionViews(results: AnyRunResults): Pick<DivergenceReportView, 'distribution' | 'distributionTable'> {
  const d = 'divergence' in results ? results.divergence?.distribution : undefined;
  if (d === undefined) return { distribution: klDistribution(results), distributionTable: null };
  return { distribution: null, distributionTable: { ...distributionView(d), columns: DISTRIBUTION_COLUMNS } };
}

/** "mean … · median … · p90 … · p99 … · p99.9 … · max …" of divergence.kl, or null without one. */
function klDistribution(results: AnyRunResults): string | null {
  const d = results.metrics.find((m) => m.id === 'divergence.kl')?.distribution;
  if (d === undefined) return null;
  const parts: [string, number][] = [
    ['mean', d.mean],
    ['median', d.median],
    ['p90', d.p90],
    ['p99', d.p99],
    ['p99.9', d.p999],
    ['max', d.max],
  ];
  return parts.map(([label, value]) => `${label} ${formatSignificant(value, 3)}`).join(' · ');
}
