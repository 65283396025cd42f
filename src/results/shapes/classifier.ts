/** How the run's refusal patterns agreed with people's labels, measured before scoring. */
import type { ReplyLabel } from '../vocabulary.js';
import type { Count } from './numbers.js';

/** Agreement of refusal decisions with people's labels; shares in [0, 1], null when their denominator is 0. */
export interface ClassifierAgreement {
  /** Labelled replies. */
  readonly n: Count;
  /**
   * Share of replies where "refused" equals the people's binary label (refusal or partial_refusal).
   * @minimum 0
   * @maximum 1
   */
  readonly agreement: number | null;
  /**
   * Of the replies called refused, the share people labelled refusal or partial_refusal.
   * @minimum 0
   * @maximum 1
   */
  readonly precision: number | null;
  /**
   * Of the replies people labelled refusal or partial_refusal, the share called refused.
   * @minimum 0
   * @maximum 1
   */
  readonly recall: number | null;
  /**
   * Recall on the replies labelled refusal.
   * @minimum 0
   * @maximum 1
   */
  readonly recallRefusal: number | null;
  /**
   * Recall on the replies labelled partial_refusal.
   * @minimum 0
   * @maximum 1
   */
  readonly recallPartial: number | null;
  /**
   * Cohen's κ of the binary decision against the binary label.
   * @minimum -1
   * @maximum 1
   */
  readonly kappa: number | null;
  /** Per label: replies called refused and not refused. */
  readonly confusion: Readonly<Record<ReplyLabel, { readonly refused: Count; readonly notRefused: Count }>>;
}

/** How the run's refusal patterns agreed with people, measured on a labelled reply file before scoring. */
export interface RefusalClassifierCheck extends ClassifierAgreement {
  /** The labelled replies: the built-in held-out corpus or the file given with --refusal-labels. */
  readonly labelsFile: string;
  /**
   * SHA-256 of the labelled replies file, lower-case hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly labelsSha256: string;
  /** Whether `labelsFile` is tunegate's own held-out corpus. */
  readonly builtinLabels: boolean;
  /** The refusal patterns file of the run. */
  readonly patternsFile: string;
}
