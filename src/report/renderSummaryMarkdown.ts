/** summary.md: the verdict table in Markdown, for CI step summaries. */
import type { AnyRunResults, MetricResult } from '../results/types.js';
import { formatLevel, formatP } from '../format/format.js';
import { classifierNote, formatClassifierCheck, formatClassifierShort, runClassifier } from '../format/classifierCheck.js';
import { classifierTrustWarning } from './classifierTrust.js';
import { formatSkippedLine } from '../format/summarizeSkippedItems.js';
import { holmFamilySuffix } from '../format/holmFamily.js';
import { formatPartialLine } from '../format/formatPartialRun.js';
import { sequentialMark, stoppedEarly } from '../format/sequentialMark.js';
import { presentationFor } from '../families/presentations.js';
import { metricRow, type MetricRowView } from './view/metricRows.js';
import { correctedRow } from './view/correctedRow.js';
import { OVERALL_STYLE, VERDICT_STYLE } from './style/verdictStyle.js';
import { basename, isAbsolute } from 'node:path';
import { bannerView } from './view/runInfo.js';
import { whereChanged } from './view/whereChanged.js';
import { plainItemAnchor } from '../format/anchors.js';
import { formatSampling } from '../format/formatSampling.js';
import { policyMarkdownLines } from './policySummary.js';
import { DISTRIBUTION_COLUMNS, distributionView } from '../format/divergenceDistribution.js';

/**
 * Markdown summary of a run: a heading with the overall verdict and exit code, the run's
 * reason, what a partial run left out, and warnings, then one table row per metric (metric | base | tuned | Δ [CI] (level) | p adj |
 * verdict), skipped rows carrying their reason, then the skipped items (count and commonest
 * reasons), then the advice on the models' export. Text from results is escaped for table cells.
 */
export function renderSummaryMarkdown(results: AnyRunResults): string {
  const [base, tuned] = 'inputs' in results ? [results.inputs.base.path, results.inputs.tuned.path] : [results.models.base.path, results.models.tuned.path];
  const overall = OVERALL_STYLE[results.verdict];
  const banner = bannerView(results);
  const lines = [
    `## tunegate: ${overall.icon} ${overall.label}`,
    '',
    `**Exit code ${results.exitCode}**: ${cell(results.reason)}`,
    '',
    ...(banner.labelled === null ? [] : [`> **Labels**: ${cell(banner.labelled)}`, '']),
    ...('partial' in results && results.partial !== undefined
      ? [`> ⏸ **Partial run**: ${cell(formatPartialLine(results.partial, 'scoringOrder' in results ? results.scoringOrder : undefined))}`, '']
      : []),
    ...results.warnings.flatMap((warning) => [`> ⚠ **Warning**: ${cell(warning)}`, '']),
    ...classifierTrustLines(results),
    ...banner.trust.flatMap((line) => [`> ⚠ **Check the inputs**: ${cell(line)}`, '']),
    ...listLines(banner.failing),
    ...(banner.moved.length > 0 ? [`Also moved: ${cell(banner.moved.join('; '))}`, ''] : []),
    ...whereLines(results),
    ...policyMarkdownLines(results, cell),
    // summary.md lies beside report.html in the run folder and in the CI artifact: a relative link reaches it from either.
    '[Full report](report.html)',
    '',
    `Base ${cell(displayPath(base))} vs tuned ${cell(displayPath(tuned))} · ${formatLevel(results.settings.confidence)} confidence, gated CIs at their Holm level${holmFamilySuffix(results)} · ${results.settings.resamples} resamples · seed ${results.settings.seed}${samplingText(results)}`,
    '',
    '| metric | base | tuned | Δ [CI] | p adj | verdict |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    // Gated rows first: the exploratory ones never decide the exit code.
    ...[...results.metrics.filter((m) => m.gated), ...results.metrics.filter((m) => !m.gated)].flatMap((metric) => [
      metricLine(
        metric,
        joinNotes(classifierNote(results, metric, presentationFor(metric.family)?.classifierJudged === true, formatClassifierShort), soFar(results, metric)),
      ),
      ...correctedRow(metric).map((row) => correctedLine(row, metric)),
    ]),
  ];
  lines.push(...distributionLines(results));
  const check = runClassifier(results);
  if (check !== undefined) lines.push('', `_${cell(formatClassifierCheck(check))}_`);
  const skipped = formatSkippedLine(results.skippedItems);
  if (skipped !== null) lines.push('', `**Skipped**: ${cell(skipped)}`);
  if (results.metrics.some((m) => !m.gated)) lines.push('', '_Exploratory metrics are not part of the gate._');
  // Advice on the models' export comes last: nothing in the run could act on it (results.json `advice`).
  for (const advice of ('advice' in results ? results.advice : undefined) ?? []) lines.push('', `> **Advice**: ${cell(advice)}`);
  return `${lines.join('\n')}\n`;
}

/** The divergence family's per-token distribution (KL both ways, same top-1, Δp), after a blank line; nothing without one. */
function distributionLines(results: AnyRunResults): string[] {
  // Only a compare run (with `models`) has the block; a paired run never scores documents.
  const d = 'models' in results ? results.divergence?.distribution : undefined;
  if (d === undefined) return [];
  const view = distributionView(d);
  return [
    '',
    `**Divergence per token** (${view.caption}):`,
    '',
    `| | ${DISTRIBUTION_COLUMNS.join(' | ')} |`,
    `| --- |${' ---: |'.repeat(DISTRIBUTION_COLUMNS.length)}`,
    ...view.rows.map((row) => `| ${row.label} | ${row.cells.join(' | ')} |`),
    '',
    `${view.line[0]!.toUpperCase()}${view.line.slice(1)}`,
  ];
}

/** Bullet lines, then a blank line; nothing for an empty list. */
function listLines(items: readonly string[]): string[] {
  return items.length === 0 ? [] : [...items.map((item) => `- ${cell(item)}`), ''];
}

/** The top tags of "Where it changed", one line per family that has some (the report has the full list). */
function whereLines(results: AnyRunResults): string[] {
  const families = whereChanged(results, { evidence: {}, anchor: plainItemAnchor }).filter((family) => family.tags.length > 0);
  if (families.length === 0) return [];
  return [
    '**Where it changed** (tags whose interval clears no change: 0, or ± a divergence metric’s tolerance):',
    ...families.map(
      (family) =>
        `- ${cell(family.family)}: ${cell(family.tags.map((t) => `${t.tag} ${t.delta} (${t.chip.label})`).join('; '))}${family.moreTags === null ? '' : `; ${cell(family.moreTags.text)}`}`,
    ),
    '',
  ];
}

/** ", refusal sampling: …" when the run sampled its refusal replies; greedy runs say nothing (the default). */
function samplingText(results: AnyRunResults): string {
  if ('inputs' in results || results.settings.sampling === undefined) return '';
  return ` · refusal sampling: ${formatSampling(results.settings.sampling)}`;
}

/** A model or score-file path without the local folders above it: an absolute path names the reviewer's machine, not the model. */
function displayPath(path: string): string {
  return isAbsolute(path) || /^[A-Za-z]:[\\/]/.test(path) ? basename(path) : path;
}

/** The low-agreement warning of the refusal classifier as a quoted line, or nothing. */
function classifierTrustLines(results: AnyRunResults): string[] {
  const warning = classifierTrustWarning(results);
  return warning === null ? [] : [`> ⚠ **Refusal classifier**: ${cell(warning)}`, ''];
}

/** The measured-so-far mark of a metric whose family's sequential test stopped early, else null. */
function soFar(results: AnyRunResults, metric: MetricResult): string | null {
  const early = stoppedEarly(results, metric.family);
  return early === undefined ? null : sequentialMark(early);
}

function joinNotes(...notes: readonly (string | null)[]): string | null {
  const present = notes.filter((note) => note !== null);
  return present.length === 0 ? null : present.join(' · ');
}

function metricLine(metric: MetricResult, note: string | null): string {
  const row = metricRow(metric);
  const style = VERDICT_STYLE[metric.verdict];
  const label = `${cell(metric.label)} \`${metric.id}\`${metric.gated ? '' : ' _(exploratory)_'}`;
  const verdict =
    (metric.verdict === 'skipped' ? `${style.icon} ${style.label}: ${cell(metric.reason)}` : `${style.icon} ${style.label}`) +
    (note === null ? '' : ` · ${cell(note)}`);
  const delta = metric.delta === null ? '—' : row.ciLevel === null ? row.delta : `${row.delta} ${row.ci} (${row.ciLevel} CI)`;
  return `| ${label} | ${row.base} | ${row.tuned} | ${delta} | ${formatP(metric.pAdjusted)} | ${verdict} |`;
}

/** The row of a metric corrected by labels, under its classifier-only row. */
function correctedLine(row: MetricRowView, metric: MetricResult): string {
  const verdict = `${row.chip.icon} ${row.chip.label}${row.note === null ? '' : ` · ${cell(row.note)}`}`;
  return `| ↳ ${cell(row.label)} | ${row.base} | ${row.tuned} | ${row.delta} ${row.ci} (${row.ciLevel ?? ''} CI) | ${formatP(metric.corrected!.pAdjusted)} | ${verdict} |`;
}

/** Text safe inside a Markdown table cell: no pipes, no line breaks, no raw HTML. */
export function cell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/`/g, "'")
    .replace(/\s*[\r\n]+\s*/g, ' ');
}
