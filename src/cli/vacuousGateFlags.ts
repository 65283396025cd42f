/**
 * Flag combinations under which `compare`'s gate could never fail (docs/reference/outputs.md,
 * "Gates that cannot pass vacuously"): each is a UsageError before any model work, since a gate
 * that cannot fail would print a pass that says nothing.
 */
import { UsageError } from '../errors/index.js';
import type { BuiltinFamilyId, Verdict } from '../results/types.js';

/**
 * Gated metrics of each family by kind: directional ones (a proportion, |Δ| ≤ 1) can be
 * `regressed`; non-directional ones (divergence.kl) only `changed`. A test checks this against the
 * families' metric definitions, which this file cannot import (they load the judge).
 */
export const GATED_METRICS: Readonly<Record<BuiltinFamilyId, { readonly directional: number; readonly nonDirectional: number }>> = {
  capability: { directional: 2, nonDirectional: 0 },
  generation: { directional: 3, nonDirectional: 0 },
  refusal: { directional: 2, nonDirectional: 0 },
  divergence: { directional: 0, nonDirectional: 1 },
};

/** What the check reads of the parsed compare flags. */
export interface GateFlags {
  /** The shipped families the command line asked for (`--only`); registered families never come from flags. */
  readonly families: readonly BuiltinFamilyId[];
  readonly candidates: number;
  readonly minEffect: number;
  readonly confidence: number;
  readonly resamples: number;
  readonly failOn: readonly Verdict[];
}

/**
 * Throw UsageError when the flags make every gated metric unable to fail the gate:
 * `--min-effect` of 1 or more (every directional compare metric is a proportion, so |Δ| ≤ 1 and
 * only a run where every item flipped could reach it); `--only` families whose gated metrics
 * are all non-directional without `changed` in `--fail-on`; or a `--confidence` so high that the
 * smallest bootstrap p-value, 2/(B + 1), can never fall below Holm's first level α/m (m: gated
 * metrics of all candidates together).
 */
export function assertGateCanFail(flags: GateFlags): void {
  const { families, candidates, minEffect, confidence, resamples, failOn } = flags;
  const directional = families.reduce((sum, family) => sum + GATED_METRICS[family].directional, 0);
  const nonDirectional = families.reduce((sum, family) => sum + GATED_METRICS[family].nonDirectional, 0);
  if (directional > 0 && minEffect >= 1) {
    throw new UsageError(
      `--min-effect ${minEffect} can never be reached: every directional gated metric is a proportion, so |Δ| is at most 1 and none of them could ever regress`,
      'Give the smallest change that matters as a share, e.g. --min-effect 0.02.',
    );
  }
  if (directional === 0 && !failOn.includes('changed')) {
    throw new UsageError(
      `--only ${families.join(',')} with --fail-on ${failOn.join(',')}: divergence.kl can be "changed" but never "regressed", so the gate could never fail`,
      'Add --fail-on regressed,changed, or measure capability or refusal too.',
    );
  }
  const gated = (directional + nonDirectional) * candidates;
  const alpha = 1 - confidence;
  const smallestP = 2 / (resamples + 1);
  if (gated > 0 && !(smallestP < alpha / gated)) {
    throw new UsageError(
      `--confidence ${confidence} with --resamples ${resamples}: the smallest bootstrap p-value, 2/(B + 1) = ${smallestP.toPrecision(3)}, is not below α/m = ${(alpha / gated).toPrecision(3)} for ${gated} gated metrics, so no metric could ever regress`,
      `Lower --confidence or raise --resamples above ${Math.ceil((2 * gated) / alpha)}.`,
    );
  }
}
