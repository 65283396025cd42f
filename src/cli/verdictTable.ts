/** The short verdict table printed on stdout after a run. */
import { classifierTrustWarning } from '../report/classifierTrust.js';
import { labelledGateLine } from '../report/labelledGate.js';
import {
  formatClassifierCheck,
  formatLabelAgreement,
  formatLevel,
  formatPartialLine,
  runClassifier,
  formatP,
  formatSignedValue,
  formatSkippedLine,
  formatValue,
  sequentialMark,
  shownBase,
  stoppedEarly,
} from '../format/index.js';
import type { AnyRunResults, MetricResult } from '../results/types.js';
import { inputFlags } from '../format/sameModel.js';

/**
 * Plain-text table: one row per metric (numbers formatted as in verdict reasons), then the
 * skipped items (count and commonest reasons), what a partial run left out and the run's warnings, then the overall verdict
 * and exit code, then the advice on the models' export, which nothing in the run could act on
 * (families/family.ts, `WarningKind`). Each CI is printed after its own level (gated metrics: their Holm level).
 */
export function formatVerdictTable(results: AnyRunResults): string {
  const header = ['metric', 'base', 'tuned', 'Δ', 'CI (level)', 'p adj', 'n', 'verdict'];
  const rows = results.metrics.flatMap((metric) => [
    [
      `${metric.id}${metric.gated ? '' : ' (exploratory)'}${metric.corrected === undefined ? '' : ' classifier only'}`,
      number(shownBase(metric)),
      number(metric.tuned),
      signed(metric.delta),
      metric.ci ? `${formatLevel(metric.ciLevel)} [${signed(metric.ci[0])}, ${signed(metric.ci[1])}]` : '—',
      formatP(metric.pAdjusted),
      String(metric.n),
      verdictText(metric, results),
    ],
    ...correctedRows(metric),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const skipped = formatSkippedLine(results.skippedItems);
  const partial =
    'partial' in results && results.partial !== undefined
      ? [`partial: ${formatPartialLine(results.partial, 'scoringOrder' in results ? results.scoringOrder : undefined)}`]
      : [];
  const trust = classifierTrustWarning(results);
  const advice = ('advice' in results ? results.advice : undefined) ?? [];
  const labelled = labelledGateLine(results);
  const notes = [
    ...partial,
    ...(skipped === null ? [] : [`skipped: ${skipped}`]),
    ...results.warnings.map((warning) => `warning: ${warning}`),
    ...(trust === null ? [] : [`warning: refusal classifier: ${trust}`]),
    ...inputFlags(results).map((flag) => `warning: inputs: ${flag}`),
    ...results.metrics.flatMap(correctedNotes),
  ];
  return [
    line(header),
    ...rows.map(line),
    ...classifierLines(results),
    ...policyLines(results),
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    `verdict: ${results.verdict.toUpperCase()} (exit ${results.exitCode}) — ${results.reason}`,
    ...(labelled === null ? [] : [labelled]),
    ...(advice.length > 0 ? ['', ...advice.map((line) => `advice: ${line}`)] : []),
    '',
  ].join('\n');
}

/** Under a policy (docs/concepts/policy.md): each claim, gated ones first, with its outcome in words. */
function policyLines(results: AnyRunResults): string[] {
  const policy = results.settings.policy;
  if (policy === undefined) return [];
  const claimed = results.metrics.filter((metric) => metric.claim !== undefined);
  const order = (metric: MetricResult): number => ['critical', 'supporting', 'advisory'].indexOf(metric.claim!.tier);
  return [
    '',
    `policy ${policy.source} (sha256 ${policy.sha256.slice(0, 12)}):`,
    ...[...claimed]
      .sort((a, b) => order(a) - order(b))
      .map((metric) => `  ${metric.id} (${metric.claim!.tier}): ${metric.claim!.verdict.toUpperCase()} — ${metric.claim!.reason}`),
  ];
}

function verdictText(metric: MetricResult, results: AnyRunResults): string {
  const named = metric.verdict === 'skipped' || metric.verdict === 'inconclusive' ? `${metric.verdict}: ${metric.reason}` : metric.verdict;
  // The margin "the same" was tested against, beside the verdict, not only inside the reason (docs/concepts/statistics.md#equivalence).
  const verdict = metric.equivalence === undefined ? named : `${named} (margin ±${formatValue(metric.equivalence.margin)})`;
  // A family whose sequential test stopped early: each of its metrics is measured on the items scored until then.
  const early = stoppedEarly(results, metric.family);
  return early === undefined ? verdict : `${verdict} (${sequentialMark(early)})`;
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

/** A metric corrected by labels: its own row under the classifier-only one (docs/concepts/labels-and-ppi.md). */
function correctedRows(metric: MetricResult): string[][] {
  const c = metric.corrected;
  if (c === undefined) return [];
  return [
    [
      `${metric.id} with ${c.labels.base + c.labels.tuned} labels (gate)`,
      formatValue(c.base),
      formatValue(c.tuned),
      formatSignedValue(c.delta),
      `${formatLevel(c.ciLevel)} [${formatSignedValue(c.ci[0])}, ${formatSignedValue(c.ci[1])}]`,
      formatP(c.pAdjusted),
      String(metric.n),
      c.verdict === 'inconclusive' ? `${c.verdict}: ${c.reason}` : c.verdict,
    ],
  ];
}

/** What a reader must know of a corrected metric: a verdict the labels changed, strata with no label, the classifier's agreement with the labels. */
function correctedNotes(metric: MetricResult): string[] {
  const c = metric.corrected;
  if (c === undefined) return [];
  return [
    ...(c.verdict === metric.verdict
      ? []
      : [`labels: ${metric.id}: the labels change the verdict from ${metric.verdict} (classifier only) to ${c.verdict}; the gate reads ${c.verdict}`]),
    ...(c.strataWithoutLabels.length === 0
      ? []
      : [`labels: ${metric.id}: no label in ${c.strataWithoutLabels.join(', ')}; those replies count by the classifier alone`]),
    ...(c.agreement === undefined ? [] : [`labels: ${metric.id}: ${formatLabelAgreement(c.agreement)}`]),
  ];
}
