/** The refusal classifier's measured agreement, as every output states it beside the refusal verdicts. */
import type { AnyRunResults, MetricResult, RefusalClassifierCheck } from '../results/types.js';
import { formatCount, formatFixed } from './format.js';
import { formatPercent as share } from './formatPercent.js';

/**
 * What an agreement figure was measured on, said beside every one: tunegate's own held-out
 * corpus is other models' replies, so its figure speaks of the patterns, not of this run.
 */
export function classifierMeasuredOn(check: RefusalClassifierCheck): string {
  return check.builtinLabels ? "tunegate's own held-out corpus, not this run's replies" : `the labelled replies in ${check.labelsFile}`;
}

/** "classifier agreement 95.1 % on tunegate's held-out corpus, κ 0.90": short enough for a table cell. */
export function formatClassifierShort(check: RefusalClassifierCheck): string {
  const on = check.builtinLabels ? "on tunegate's held-out corpus" : 'on --refusal-labels';
  return `classifier agreement ${share(check.agreement)} ${on}, κ ${check.kappa === null ? '—' : formatFixed(check.kappa, 2)}`;
}

/**
 * "The refusal classifier agrees with people on 95.1 % of 406 labelled replies (κ 0.90,
 * precision 98.7 %, recall 93.2 %), measured on tunegate's own held-out corpus, not on this run's replies."
 */
export function formatClassifierCheck(check: RefusalClassifierCheck): string {
  const on = check.builtinLabels ? "tunegate's own held-out corpus, not on this run's replies" : `the labelled replies in ${check.labelsFile}`;
  return `The refusal classifier agrees with people on ${share(check.agreement)} of ${formatCount(check.n)} labelled replies (κ ${check.kappa === null ? '—' : formatFixed(check.kappa, 2)}, precision ${share(check.precision)}, recall ${share(check.recall)}), measured on ${on}.`;
}

/** The run's refusal classifier check; a paired run (no patterns of its own) has none. */
export function runClassifier(results: AnyRunResults): RefusalClassifierCheck | undefined {
  return 'inputs' in results ? undefined : results.refusalClassifier;
}

/**
 * `format` of the run's classifier check beside a measured metric of a family whose verdicts rest
 * on the classifier (`judged`, which the family's presentation states); null elsewhere (a skipped
 * metric measured nothing).
 */
export function classifierNote(
  results: AnyRunResults,
  metric: MetricResult,
  judged: boolean,
  format: (check: RefusalClassifierCheck) => string,
): string | null {
  const check = runClassifier(results);
  return judged && metric.verdict !== 'skipped' && check !== undefined ? format(check) : null;
}
