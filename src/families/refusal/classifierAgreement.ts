/**
 * How well refusal decisions agree with people's labels. People label a reply compliance,
 * refusal or partial_refusal and count a partial refusal as a refusal, so the classifier is
 * scored on the binary question "refused or not", with recall also broken out per label.
 */
import { cohensKappa } from './cohensKappa.js';

/** A person's label for one reply. */
export type ReplyLabel = 'compliance' | 'refusal' | 'partial_refusal';

/** Every label, in table order. */
export const REPLY_LABELS: readonly ReplyLabel[] = ['compliance', 'refusal', 'partial_refusal'];

/** One labelled reply and the classifier's decision on it. */
export interface LabelledDecision {
  readonly label: ReplyLabel;
  readonly refused: boolean;
}

/** Per label: how many replies the classifier called refused and not refused. */
export type AgreementConfusion = Readonly<Record<ReplyLabel, { readonly refused: number; readonly notRefused: number }>>;

/** Agreement of a classifier with people; shares are in [0, 1], null when undefined (no items in the denominator). */
export interface AgreementSummary {
  readonly n: number;
  /** Share of replies where the decision equals the people's binary label. */
  readonly agreement: number | null;
  /** Of the replies called refused, the share people labelled refusal or partial_refusal. */
  readonly precision: number | null;
  /** Of the replies people labelled refusal or partial_refusal, the share called refused. */
  readonly recall: number | null;
  readonly recallRefusal: number | null;
  readonly recallPartial: number | null;
  /** Cohen's κ of the binary decision against the binary label. */
  readonly kappa: number | null;
  readonly confusion: AgreementConfusion;
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** Agreement statistics of `decisions` (any order). */
export function summarizeAgreement(decisions: readonly LabelledDecision[]): AgreementSummary {
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
