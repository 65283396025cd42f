/** `report --labels`: a finished run judged again from its items, with people's labels correcting its labelled metrics. */
import { InvalidInputError, UsageError } from '../../errors/index.js';
import { familyIn, familyTable, labelableReplies, labelledFamilies } from '../../families/index.js';
import { formatPartialRun } from '../../format/index.js';
import { computeRunMetrics, overallVerdict, type FamilyOutcome } from '../../judge/index.js';
import type { FamilyId } from '../../results/vocabulary.js';
import type { AnyRunResults, ClassifierOnlyGate, ItemRecord, LabelsUsed, MetricResult, RunResults, RunSettings } from '../../results/types.js';
import { judgeSequential } from '../sequential/judgeSequential.js';
import { chooseLabelReplies } from './chooseLabelReplies.js';
import { labelCorrections } from './labelCorrections.js';
import { checkLabelDraw } from './labelDraw.js';
import type { ReadLabel } from './labelsFile.js';

/**
 * `results` with its metrics and gate judged again from `items` (the same seeded streams, so
 * every classifier-only number is the run's own; a `--sequential` run by judgeSequential, each
 * family at the look it stopped at) with the labelled metrics (refusal's) corrected by `labels`
 * (docs/concepts/labels-and-ppi.md), the labels recorded and the gate without them kept as
 * `classifierOnly`. Throws UsageError for a paired run or one of
 * several candidates (their Holm family spans other folders), InvalidInputError for a run
 * without records of a labelled family, a label that does not belong to this run (labelCorrections) or to
 * the draw the file names (checkLabelDraw).
 */
export function judgeWithLabels(results: AnyRunResults, items: readonly ItemRecord[], labels: readonly ReadLabel[], file: string): RunResults {
  if ('inputs' in results) throw new UsageError('--labels corrects the refusal metrics of a compare run; this is a paired run');
  if (results.holmFamily !== undefined && results.holmFamily.candidates > 1) {
    throw new UsageError(
      `--labels on one of ${results.holmFamily.candidates} candidates judged together is not supported: their Holm family spans the other candidates' folders`,
      'Compare this candidate alone with --labels.',
    );
  }
  const table = familyTable();
  const labelled = labelledFamilies(table).map(({ id }) => id);
  if (labelableReplies(items, table).length === 0)
    throw new InvalidInputError(
      `${file}: this run has no ${labelled.join(' or ')} records to label`,
      `Run compare with the ${labelled.join(' or ')} suite first.`,
    );
  const corrections = labelCorrections(items, labels, { file, runId: results.runId }, table);
  checkLabelDraw(labels, (seed, n) => chooseLabelReplies(items, results.runId, n, seed, table), file);
  const families = [...new Set(results.metrics.map((metric) => metric.family))].filter((family): family is FamilyId => family !== 'scores');
  const outcomes: FamilyOutcome[] = families.map((family) => {
    const records = items.filter((item) => item.family === family);
    const metrics = familyIn(table, family).metrics;
    if (records.length === 0) {
      const skipped = results.metrics.find((metric) => metric.family === family && metric.verdict === 'skipped');
      if (skipped !== undefined) return { family, metrics, outcome: { skipped: skipped.reason } };
    }
    return { family, metrics, outcome: { records, interrupted: false } };
  });
  const partial = results.partial === undefined ? undefined : formatPartialRun(results.partial);
  // A --sequential run is judged as it stopped: each family at its look's level, with the look notes.
  const judged =
    results.sequential === undefined
      ? computeRunMetrics(outcomes, results.settings, partial, corrections)
      : judgeSequential(outcomes, results.sequential, results.settings, partial, corrections);
  return {
    ...results,
    metrics: judged.metrics,
    verdict: judged.overall.verdict,
    exitCode: judged.overall.exitCode,
    reason: judged.overall.reason,
    labels: labelsUsed(file, labels),
    // Judged again with other labels: the classifier-only gate is still the run's own.
    classifierOnly: results.classifierOnly ?? { verdict: results.verdict, exitCode: results.exitCode, reason: results.reason },
  };
}

/** What results.json records of the labels a run was judged with. */
export function labelsUsed(file: string, labels: readonly ReadLabel[]): LabelsUsed {
  const draw = labels[0]?.draw;
  return { file, count: labels.length, ...(draw === undefined ? {} : { draw }) };
}

/**
 * The gate of `judged` as the classifier alone gives it: each metric without its corrected
 * record (its classifier-only result is exactly a run without labels', judge/computeRunMetrics.ts).
 */
export function classifierOnlyGate(
  judged: { readonly metrics: readonly MetricResult[]; readonly overall: { readonly reason: string } },
  settings: Pick<RunSettings, 'failOn' | 'require'>,
  partial: string | undefined,
): ClassifierOnlyGate {
  const metrics = judged.metrics.map(({ corrected: _corrected, ...metric }) => metric);
  return overallVerdict(metrics, settings.failOn, partial ?? false, settings.require);
}
