import { failsGate, gateEquivalent, gateVerdict } from '../results/failsGate.js';
import type { OverallVerdict, RequirableVerdict, Verdict } from '../results/types.js';

/** What the overall verdict needs of each metric. */
export interface VerdictSummaryInput {
  readonly id?: string;
  readonly verdict: Verdict;
  readonly gated: boolean;
  /** The metric's equivalence test, when the run tested one (a shown equivalence meets `--require equivalent` whatever the verdict). */
  readonly equivalence?: { readonly shown: boolean };
  /** The label-corrected verdict and equivalence test, which the gate reads instead when present. */
  readonly corrected?: { readonly verdict: Verdict; readonly equivalence?: { readonly shown: boolean } };
}

/** The run's verdict, exit code and one-sentence reason. */
export interface OverallVerdictResult {
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  readonly reason: string;
}

/**
 * The gate (docs/ARCHITECTURE.md §7): any gated metric whose verdict is in `failOn` (default
 * ['regressed']) → regressed, exit 1, even when something else is inconclusive or the run
 * is partial; otherwise any gated metric inconclusive or skipped, a partial run, or no gated
 * metric at all → inconclusive, exit 2 (never a silent pass); otherwise pass, 0.
 * `partial` is false for a complete run, true for one interrupted before every item was scored,
 * or the clause that says why and how far a partial run got. With `require` holding
 * `equivalent` (--require equivalent), a gated metric whose equivalence was not shown then makes
 * the run inconclusive, exit 2, "not shown equivalent": absence of equivalence is not a
 * regression (1 stays for a regression shown). Ungated metrics never move the gate. Pure; throws nothing.
 */
export function overallVerdict(
  metrics: readonly VerdictSummaryInput[],
  failOn: readonly Verdict[] = ['regressed'],
  partial: boolean | string = false,
  require: readonly RequirableVerdict[] = [],
): OverallVerdictResult {
  const gated = metrics
    .map((metric, i) => ({
      name: metric.id ?? `metric #${i + 1}`,
      verdict: gateVerdict(metric),
      gated: metric.gated,
      equivalent: gateEquivalent(metric),
    }))
    .filter((m) => m.gated);
  const failing = gated.filter((m) => failsGate(m, failOn));
  if (failing.length > 0) {
    const list = failing.map((m) => `${m.name} (${m.verdict})`).join(', ');
    return { verdict: 'regressed', exitCode: 1, reason: `${plural(failing.length, 'gated metric')} hit --fail-on ${failOn.join(',')}: ${list}.` };
  }
  const open = gated.filter((m) => m.verdict === 'inconclusive' || m.verdict === 'skipped');
  if (open.length > 0 || partial !== false || gated.length === 0) {
    const parts: string[] = [];
    if (gated.length === 0) parts.push('no gated metric was measured');
    if (open.length > 0) parts.push(`${open.map((m) => `${m.name} ${m.verdict}`).join(', ')}`);
    if (partial === true) parts.push('the run was interrupted before every item was scored');
    else if (partial !== false) parts.push(partial);
    return { verdict: 'inconclusive', exitCode: 2, reason: `Inconclusive: ${parts.join('; ')}.` };
  }
  const notShown = require.includes('equivalent') ? gated.filter((m) => !m.equivalent) : [];
  if (notShown.length > 0) {
    const list = notShown.map((m) => `${m.name} (${m.verdict})`).join(', ');
    return {
      verdict: 'inconclusive',
      exitCode: 2,
      reason: `Inconclusive: ${plural(notShown.length, 'gated metric')} not shown equivalent (--require equivalent): ${list}.`,
    };
  }
  const tally = new Map<Verdict, number>();
  for (const m of gated) tally.set(m.verdict, (tally.get(m.verdict) ?? 0) + 1);
  const breakdown = [...tally].map(([verdict, count]) => `${count} ${verdict}`).join(', ');
  const lead = gated.length === 1 ? 'The gated metric passes' : `All ${gated.length} gated metrics pass`;
  return { verdict: 'pass', exitCode: 0, reason: `${lead} (${breakdown}).` };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
