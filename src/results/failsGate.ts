/** The one rule for whether a metric fails the gate (docs/ARCHITECTURE.md §6). */
import type { ClaimVerdict, RequirableVerdict, Verdict } from './vocabulary.js';

/**
 * Whether `metric` fails the gate: it is gated and its verdict is one of the run's `--fail-on`
 * verdicts (default `regressed`), the label-corrected verdict when there is one. Ungated (exploratory) metrics never fail it. The overall
 * verdict, the JUnit file, the `--json` summary and the candidates index all ask this.
 */
export function failsGate(
  metric: {
    readonly gated: boolean;
    readonly verdict: Verdict;
    readonly corrected?: { readonly verdict: Verdict };
    readonly claim?: { readonly verdict: ClaimVerdict };
  },
  failOn: readonly Verdict[],
): boolean {
  // Under a policy the metric's claim is the gate (docs/concepts/policy.md); --fail-on does not apply to it.
  if (metric.claim !== undefined) return metric.gated && metric.claim.verdict === 'fail';
  return metric.gated && failOn.includes(gateVerdict(metric));
}

/** The verdict the gate reads: the label-corrected one when labels were given (docs/concepts/labels-and-ppi.md), else the metric's own. */
export function gateVerdict(metric: { readonly verdict: Verdict; readonly corrected?: { readonly verdict: Verdict } }): Verdict {
  return metric.corrected?.verdict ?? metric.verdict;
}

/**
 * Whether the gate reads `metric` as shown equivalent: the label-corrected test when labels were
 * given (a labelled metric whose corrected interval is not inside the margin is not equivalent,
 * whatever the classifier's interval says; docs/concepts/labels-and-ppi.md), else its own.
 */
export function gateEquivalent(metric: {
  readonly equivalence?: { readonly shown: boolean };
  readonly corrected?: { readonly equivalence?: { readonly shown: boolean } };
}): boolean {
  if (metric.corrected !== undefined) return metric.corrected.equivalence?.shown === true;
  return metric.equivalence?.shown === true;
}

/**
 * Whether `metric` misses what `--require` asks of every gated metric: with `equivalent`, a gated
 * metric whose equivalence was not shown (no test, or its interval not inside ±margin; the corrected one with labels). Such a
 * metric makes the run inconclusive (exit 2) unless something fails the gate (judge/verdictOverall.ts).
 */
export function missesRequirement(
  metric: Parameters<typeof gateEquivalent>[0] & { readonly gated: boolean },
  require: readonly RequirableVerdict[] | undefined,
): boolean {
  return metric.gated && (require ?? []).includes('equivalent') && !gateEquivalent(metric);
}
