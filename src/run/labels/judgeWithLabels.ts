/** `report --labels`: a finished run judged again from its items, with people's labels correcting the refusal metrics. */
import { InvalidInputError, UsageError } from '../../errors/index.js';
import { familyIn, familyTable } from '../../families/index.js';
import { formatPartialRun } from '../../format/index.js';
import { computeRunMetrics, type FamilyOutcome } from '../../judge/index.js';
import type { FamilyId } from '../../results/vocabulary.js';
import type { AnyRunResults, ItemRecord, RefusalItemRecord, RunResults } from '../../results/types.js';
import { chooseLabelReplies } from './chooseLabelReplies.js';
import { labelCorrections } from './labelCorrections.js';
import { checkLabelDraw } from './labelDraw.js';
import type { ReadLabel } from './labelsFile.js';

/**
 * `results` with its metrics and gate judged again from `items` (the same seeded streams, so
 * every classifier-only number is the run's own) with the refusal metrics corrected by
 * `labels` (docs/concepts/labels-and-ppi.md). Throws UsageError for a paired run or one of
 * several candidates (their Holm family spans other folders), InvalidInputError for a run
 * without refusal records, a label that does not belong to this run (labelCorrections) or to
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
  const refusal = items.filter((item): item is RefusalItemRecord => item.family === 'refusal');
  if (refusal.length === 0) throw new InvalidInputError(`${file}: this run has no refusal records to label`, 'Run compare with the refusal suite first.');
  const corrections = labelCorrections(refusal, labels, { file, runId: results.runId });
  checkLabelDraw(labels, (seed, n) => chooseLabelReplies(refusal, results.runId, n, seed), file);
  const table = familyTable();
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
  const judged = computeRunMetrics(outcomes, results.settings, results.partial === undefined ? undefined : formatPartialRun(results.partial), corrections);
  return { ...results, metrics: judged.metrics, verdict: judged.overall.verdict, exitCode: judged.overall.exitCode, reason: judged.overall.reason };
}
