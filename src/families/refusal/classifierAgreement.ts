/**
 * How well refusal decisions agree with people's labels. People label a reply compliance,
 * refusal or partial_refusal and count a partial refusal as a refusal, so the classifier is
 * scored on the binary question "refused or not", with recall also broken out per label.
 */
import type { ClassifierAgreement, ReplyLabel } from '../../results/types.js';
import { cohensKappa } from './cohensKappa.js';

/** One labelled reply and the classifier's decision on it. */
export interface LabelledDecision {
  readonly label: ReplyLabel;
  readonly refused: boolean;
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Agreement statistics of `decisions` (any order). */
export function summarizeAgreement(decisions: readonly LabelledDecision[]): ClassifierAgreement {
  const counts = { compliance: { refused: 0, notRefused: 0 }, refusal: { refused: 0, notRefused: 0 }, partial_refusal: { refused: 0, notRefused: 0 } };
  for (const { label, refused } of decisions) counts[label][refused ? 'refused' : 'notRefused'] += 1;
  const { compliance, refusal, partial_refusal: partial } = counts;
  const truePositive = refusal.refused + partial.refused;
  const falseNegative = refusal.notRefused + partial.notRefused;
  const n = decisions.length;
  return {
    n,
    agreement: share(truePositive + compliance.notRefused, n),
    precision: share(truePositive, truePositive + compliance.refused),
    recall: share(truePositive, truePositive + falseNegative),
    recallRefusal: share(refusal.refused, refusal.refused + refusal.notRefused),
    recallPartial: share(partial.refused, partial.refused + partial.notRefused),
    // Rows: people (refused, not); columns: classifier (refused, not).
    kappa: cohensKappa([
      [truePositive, falseNegative],
      [compliance.refused, compliance.notRefused],
    ]),
    confusion: counts,
  };
}
