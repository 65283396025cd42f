/** A release policy as a run records it, and each metric's claim as judged (docs/concepts/policy.md). */
import type { ClaimKind, ClaimVerdict, PolicyTier } from '../vocabulary.js';
import type { Count, Interval } from './numbers.js';

/** A margin as the policy wrote it: absolute, in the metric's own unit (a rate as a fraction), or relative to the base model's value (written with `%`). */
export interface PolicyMargin {
  /** @exclusiveMinimum 0 */
  readonly value: number;
  /** True when `value` is a fraction of the base model's value (`2%` is 0.02 of it). */
  readonly relative: boolean;
}

/** The claim one metric must support. */
export interface PolicyClaim {
  readonly kind: ClaimKind;
  /** The margin of a claim that has one (every kind but `no-significant-change`). */
  readonly margin?: PolicyMargin;
}

/** One metric of a policy. */
export interface PolicyMetric {
  /**
   * The metric's id as results.json names it.
   * @minLength 1
   */
  readonly id: string;
  readonly tier: PolicyTier;
  /** Null: an advisory metric with no claim, reported only. */
  readonly claim: PolicyClaim | null;
}

/** A policy file after validation: what the run used. */
export interface ResolvedPolicy {
  /** The tasks the policy names (what --tasks would); absent: the run's own. */
  readonly tasks?: readonly string[];
  /** Tasks, families or metric ids whose absence or skip makes the run inconclusive. */
  readonly required: readonly string[];
  /** Flags by long name, as the file set them (the command line overrides each). */
  readonly settings: { readonly [flag: string]: string | number | boolean };
  readonly metrics: readonly PolicyMetric[];
}

/** The policy a run was judged under: where it came from, its bytes' hash, and what it said. */
export interface PolicyRecord {
  /**
   * The file as given on the command line.
   * @minLength 1
   */
  readonly source: string;
  /**
   * sha256 of the file's bytes, hex.
   * @pattern ^[0-9a-f]{64}$
   */
  readonly sha256: string;
  readonly resolved: ResolvedPolicy;
}

/** One metric's claim, judged: the test, its Holm level, and the outcome in a release manager's words. */
export interface ClaimResult {
  readonly kind: ClaimKind;
  readonly tier: PolicyTier;
  /** The absolute margin tested, in the metric's unit (a relative margin resolved against the base value); null for `no-significant-change`. */
  readonly margin: number | null;
  /** The interval the claim was read from (one-sided bounds at α_k are its ends at 1 − 2α_k); null without a bootstrap. */
  readonly ci: Interval | null;
  /**
   * Level of `ci`.
   * @exclusiveMinimum 0
   * @exclusiveMaximum 1
   */
  readonly ciLevel: number;
  /**
   * p of the claim's null (for a margin claim: that the change is beyond the margin).
   * @minimum 0
   * @maximum 1
   */
  readonly p: number | null;
  /**
   * Holm-adjusted over the run's critical and supporting claims (equals p for advisory ones).
   * @minimum 0
   * @maximum 1
   */
  readonly pAdjusted: number | null;
  readonly verdict: ClaimVerdict;
  /**
   * One sentence a release manager reads without a glossary.
   * @minLength 1
   */
  readonly reason: string;
  /** For a claim not shown: about how many items in all would show it at 80 % power. */
  readonly itemsNeeded?: Count;
}
