/** The short verdict table printed on stdout after a run. */
import { classifierTrustWarning } from '../report/classifierTrust.js';
import {
  formatClassifierCheck,
  formatLevel,
  formatPartialLine,
  runClassifier,
  formatP,
  formatSignedValue,
  formatSkippedLine,
  formatValue,
} from '../format/index.js';
import type { AnyRunResults, MetricResult } from '../results/types.js';
import { inputFlags } from '../format/sameModel.js';

/**
 * Plain-text table: one row per metric (numbers formatted as in verdict reasons), then the
 * skipped items (count and commonest reasons), what a partial run left out and the run's warnings, then the overall verdict
 * and exit code. Each CI is printed after its own level (gated metrics: their Holm level).
 */
export function formatVerdictTable(results: AnyRunResults): string {
  const header = ['metric', 'base', 'tuned', 'Δ', 'CI (level)', 'p adj', 'n', 'verdict'];
  const rows = results.metrics.map((metric) => [
    `${metric.id}${metric.gated ? '' : ' (exploratory)'}`,
    number(metric.base),
    number(metric.tuned),
    signed(metric.delta),
    metric.ci ? `${formatLevel(metric.ciLevel)} [${signed(metric.ci[0])}, ${signed(metric.ci[1])}]` : '—',
    formatP(metric.pAdjusted),
    String(metric.n),
    verdictText(metric),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const skipped = formatSkippedLine(results.skippedItems);
  const partial = 'partial' in results && results.partial !== undefined ? [`partial: ${formatPartialLine(results.partial, results.scoringOrder)}`] : [];
  const trust = classifierTrustWarning(results);
  const notes = [
    ...partial,
    ...(skipped === null ? [] : [`skipped: ${skipped}`]),
    ...results.warnings.map((warning) => `warning: ${warning}`),
    ...(trust === null ? [] : [`warning: refusal classifier: ${trust}`]),
    ...inputFlags(results).map((flag) => `warning: inputs: ${flag}`),
  ];
  return [
    line(header),
    ...rows.map(line),
    ...classifierLines(results),
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    `verdict: ${results.verdict.toUpperCase()} (exit ${results.exitCode}) — ${results.reason}`,
    '',
  ].join('\n');
}

function verdictText(metric: MetricResult): string {
  return metric.verdict === 'skipped' || metric.verdict === 'inconclusive' ? `${metric.verdict}: ${metric.reason}` : metric.verdict;
}

function number(value: number | null): string {
  return value === null ? '—' : formatValue(value);
}

function signed(value: number | null): string {
  return value === null ? '—' : formatSignedValue(value);
}

function classifierLines(results: AnyRunResults): string[] {
  const check = runClassifier(results);
  return check === undefined ? [] : ['', formatClassifierCheck(check)];
}
