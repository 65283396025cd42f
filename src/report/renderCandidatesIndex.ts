/** index.html and summary.md of a run of several candidates, rendered from its index (docs/ARCHITECTURE.md §12). */
import { IDENTICAL_TO_BASE } from '../format/sameModel.js';
import { formatLevel } from '../format/format.js';
import type { CandidateIndexEntry, CandidateMetricEntry, CandidatesIndex } from './candidatesIndex.js';
import { metricFormat } from './style/metricScale.js';
import { OVERALL_STYLE, VERDICT_STYLE, verdictChip } from './style/verdictStyle.js';
import { cell } from './renderSummaryMarkdown.js';
import { reportTemplates } from './templates.js';
import { ciText, largestAbs } from './view/metricRows.js';

/** The page's CSP: the report's, with no script at all (the index has none). */
const INDEX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/**
 * The ranking page: a banner with the worst candidate's verdict, the base, then one row per
 * candidate (best first) with each gated metric's verdict, Δ and CI at its Holm level, the
 * candidate's overall verdict and a link to its report. Every text goes through Handlebars'
 * escaping; deterministic (no clock), self-contained (no request of any kind).
 */
export function renderCandidatesIndexHtml(index: CandidatesIndex): string {
  const style = OVERALL_STYLE[index.verdict];
  return reportTemplates().index({
    csp: INDEX_CSP,
    title: `tunegate: ${style.label} — ${index.candidates.length} candidates vs ${index.base.path}`,
    toolVersion: index.version,
    banner: { label: style.label, icon: style.icon, className: style.className, exitCode: index.exitCode, reason: index.reason },
    base: { path: index.base.path, sha256: index.base.sha256, shaShort: index.base.sha256.slice(0, 12) },
    metricHeads: index.metrics,
    rows: index.candidates.map((entry) => ({
      rank: entry.rank,
      name: entry.name,
      report: entry.report,
      path: entry.path,
      shaShort: entry.sha256 === null ? null : entry.sha256.slice(0, 12),
      identical: entry.identicalToBase ? IDENTICAL_TO_BASE : null,
      cells: index.metrics.map(({ id }) => metricCell(entry.metrics.find((metric) => metric.id === id))),
      overall: overallChip(entry),
      exitCode: entry.exitCode,
      reason: entry.reason,
      where: entry.where,
    })),
    note: holmNote(index),
  });
}

/**
 * summary.md of the run (what GITHUB_STEP_SUMMARY receives): the overall verdict, then one table
 * row per candidate, best first, with its overall verdict and each gated metric's verdict and Δ.
 */
export function renderCandidatesSummaryMarkdown(index: CandidatesIndex): string {
  const style = OVERALL_STYLE[index.verdict];
  const lines = [
    `## tunegate: ${style.icon} ${style.label} — ${index.candidates.length} candidates`,
    '',
    `**Exit code ${index.exitCode}**: ${cell(index.reason)}`,
    '',
    `Base ${cell(index.base.path)} · ${holmNote(index)}`,
    '',
    `| # | candidate | overall | ${index.metrics.map((metric) => `\`${metric.id}\``).join(' | ')} |`,
    `| ---: | --- | --- | ${index.metrics.map(() => '---').join(' | ')} |`,
    ...index.candidates.map((entry) => {
      const overall = OVERALL_STYLE[entry.verdict];
      const cells = index.metrics.map(({ id }) => {
        const metric = entry.metrics.find((m) => m.id === id);
        if (metric === undefined) return '—';
        const view = metricCell(metric);
        return `${VERDICT_STYLE[metric.verdict].icon} ${VERDICT_STYLE[metric.verdict].label}${view.delta === '—' ? '' : ` ${view.delta}${view.ci === null ? '' : ` ${view.ci}`}`}`;
      });
      return `| ${entry.rank} | ${cell(entry.name)} | ${overall.icon} ${overall.label} (exit ${entry.exitCode}) | ${cells.join(' | ')} |`;
    }),
    '',
    `_Each candidate's report: \`<name>/report.html\`; the ranking: \`index.html\`, \`index.json\`._`,
  ];
  return `${lines.join('\n')}\n`;
}

function metricCell(metric: CandidateMetricEntry | undefined): {
  present: boolean;
  chip?: ReturnType<typeof verdictChip>;
  delta: string;
  ci: string | null;
  ciLevel: string | null;
} {
  if (metric === undefined) return { present: false, delta: '—', ci: null, ciLevel: null };
  const format = metricFormat(metric);
  const scale = largestAbs([metric.delta, ...(metric.ci ?? [])]);
  return {
    present: true,
    chip: verdictChip(metric.verdict),
    delta: metric.delta === null ? '—' : `${format.delta(metric.delta, scale)}${format.deltaSuffix}`,
    ci: metric.ci === null ? null : ciText(metric.ci, format, scale),
    ciLevel: metric.ci === null ? null : formatLevel(metric.ciLevel),
  };
}

function overallChip(entry: CandidateIndexEntry): { label: string; icon: string; className: string } {
  const style = OVERALL_STYLE[entry.verdict];
  return { label: style.label, icon: style.icon, className: style.className };
}

/** What the intervals are adjusted for. */
function holmNote(index: CandidatesIndex): string {
  const family =
    index.holmFamily === null
      ? 'Gated intervals are Holm-adjusted within each candidate.'
      : `Gated intervals and adjusted p-values are Holm-adjusted over all ${index.holmFamily.candidates} candidates together (one family of ${index.holmFamily.size} gated metrics).`;
  return `Δ = candidate − base. ${family} ${formatLevel(index.confidence)} family-wise confidence; --fail-on ${index.failOn.join(',')}. Ranked by verdict (pass, inconclusive, regressed), then fewer gated metrics failing, then more improved.`;
}
