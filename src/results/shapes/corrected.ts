/** A refusal metric re-judged with people's labels (`--labels`), and the classifier's agreement with them. */
import type { Verdict } from '../vocabulary.js';
import type { Count, Interval } from './numbers.js';
import type { EquivalenceTest } from './equivalence.js';

/** Labelled replies, and how many of them the classifier decided as people did. */
export interface AgreementCount {
  readonly n: Count;
  readonly agreed: Count;
}

/** The classifier against the labels of the run's own replies: overall and on the replies that make Δ. */
export interface LabelAgreement {
  readonly all: AgreementCount;
  /** Labelled replies whose classifier decision differs between base and tuned on their item. */
  readonly flips: AgreementCount;
}

/** A refusal metric estimated from the classifier on every reply plus people's labels on a designed sample (PPI++). */
export interface CorrectedMetric {
  readonly method: 'ppi';
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  /** Normal (CLT) interval of Δ at `ciLevel`: the Holm level of the run with labels. */
  readonly ci: Interval;
  /**
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  /** The interval at the run's confidence. */
  readonly ciUnadjusted: Interval;
  /** @minimum 0 */
  readonly se: number;
  /**
   * @minimum 0
   * @maximum 1
   */
  readonly p: number;
  /**
   * @minimum 0
   * @maximum 1
   */
  readonly pAdjusted: number;
  readonly mde: number | null;
  /**
   * The power-tuning weight λ (PPI++).
   * @minimum 0
   * @maximum 1
   */
  readonly lambda: number;
  /** Labelled replies used, per model. */
  readonly labels: { readonly base: Count; readonly tuned: Count };
  /** Design strata with replies but no label: their replies count by the classifier alone. */
  readonly strataWithoutLabels: readonly string[];
  /**
   * How often the classifier's decision matched people's label on this run's labelled replies:
   * on all of them, and on those whose decision differs between base and tuned on the item
   * (the replies that make Δ). Absent in a results.json written before it was recorded.
   */
  readonly agreement?: LabelAgreement;
  /**
   * The equivalence test on the corrected interval, when the run tests equivalence: with labels
   * the gate reads this one, never the classifier-only test (docs/concepts/labels-and-ppi.md).
   */
  readonly equivalence?: EquivalenceTest;
  readonly verdict: Verdict;
  /** @minLength 1 */
  readonly reason: string;
}
