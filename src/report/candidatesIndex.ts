/** The index of a run of several candidates: one ranked entry per candidate, read by index.json, index.html and summary.md. */
import { identicalToBase } from '../format/sameModel.js';
import type { HolmFamily, MetricResult, OverallVerdict, ReportedMetricId, RunResults, Verdict } from '../results/types.js';
import { failsGate } from '../results/failsGate.js';
import { TOOL_VERSION } from '../results/toolVersion.js';
import { candidateWhere } from './candidateWhere.js';

/** One candidate as the run left it: its results, or why it never ran. */
export interface CandidateOutcome {
  /** Its folder name under the run's output folder (unique within the run). */
  readonly name: string;
  /** The model argument as given. */
  readonly path: string;
  /** Absent when the candidate was not scored (the run was interrupted before it). */
  readonly results?: RunResults;
}

/**
 * A gated metric of one candidate, as the index shows it: the metric's own fields (its CI at
 * `ciLevel`, the metric's level in the joint Holm family) and whether its verdict is one of `--fail-on`.
 */
export type CandidateMetricEntry = Pick<MetricResult, 'id' | 'label' | 'verdict' | 'base' | 'tuned' | 'delta' | 'ci' | 'ciLevel' | 'pAdjusted' | 'n'> & {
  readonly failsGate: boolean;
};

/** One ranked candidate. */
export interface CandidateIndexEntry {
  /** 1 for the best candidate. */
  readonly rank: number;
  readonly name: string;
  readonly path: string;
  readonly sha256: string | null;
  /** The candidate has the base's weights and tokenizer (an A/A run): its "pass" says nothing about a fine-tune. */
  readonly identicalToBase: boolean;
  /** Paths relative to the index, null for a candidate that did not run. */
  readonly folder: string | null;
  readonly report: string | null;
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  readonly reason: string;
  /** Where it changed most, in one line (candidateWhere); null when no gated tag moved or it did not run. */
  readonly where: string | null;
  /** Its gated metrics, in results.json order. */
  readonly metrics: readonly CandidateMetricEntry[];
}

/** index.json: the whole run of candidates. */
export interface CandidatesIndex {
  readonly tool: 'tunegate';
  readonly version: string;
  readonly base: { readonly path: string; readonly sha256: string };
  /** The worst candidate's verdict and exit code: the run's. */
  readonly verdict: OverallVerdict;
  readonly exitCode: 0 | 1 | 2;
  readonly reason: string;
  readonly confidence: number;
  readonly failOn: readonly Verdict[];
  /** The Holm family the candidates shared; null when fewer than two were judged. */
  readonly holmFamily: HolmFamily | null;
  /** Every gated metric id that some candidate reports, in first-seen order: the index's columns. */
  readonly metrics: readonly { readonly id: ReportedMetricId; readonly label: string }[];
  /** Best first (see rankCandidates). */
  readonly candidates: readonly CandidateIndexEntry[];
}

/** How bad an exit code is for the gate: regressed (1) is worse than inconclusive (2), which is worse than pass (0). */
export const EXIT_SEVERITY: Readonly<Record<0 | 1 | 2, number>> = { 0: 0, 2: 1, 1: 2 };

/** The worst of several exit codes (0 for none). */
export function worstExitCode(codes: readonly (0 | 1 | 2)[]): 0 | 1 | 2 {
  return codes.reduce<0 | 1 | 2>((worst, code) => (EXIT_SEVERITY[code] > EXIT_SEVERITY[worst] ? code : worst), 0);
}

const NOT_RUN_REASON = 'Not scored: the run was interrupted before this candidate was loaded.';

/**
 * The index of `outcomes` against `base`, ranked: by gate outcome (pass, then inconclusive,
 * then regressed), then fewer gated metrics failing the gate, then more gated metrics improved,
 * then the order given on the command line. A candidate that did not run is inconclusive and
 * ranks after every candidate that did with the same verdict.
 */
export function candidatesIndex(
  base: { path: string; sha256: string },
  outcomes: readonly CandidateOutcome[],
  settings: { confidence: number; failOn: readonly Verdict[] },
): CandidatesIndex {
  const entries = outcomes.map((outcome, order) => ({ order, entry: entryOf(outcome, settings.failOn) }));
  const key = ({ order, entry }: (typeof entries)[number]): number[] => [
    EXIT_SEVERITY[entry.exitCode],
    entry.report === null ? 1 : 0,
    entry.metrics.filter((m) => m.failsGate).length,
    -entry.metrics.filter((m) => m.verdict === 'improved').length,
    order,
  ];
  const ranked = [...entries].sort((a, b) => compareKeys(key(a), key(b))).map(({ entry }, i) => ({ ...entry, rank: i + 1 }));
  const exitCode = worstExitCode(ranked.map((entry) => entry.exitCode));
  const columns = new Map<ReportedMetricId, string>();
  for (const entry of entries) for (const metric of entry.entry.metrics) if (!columns.has(metric.id)) columns.set(metric.id, metric.label);
  const holm = outcomes.find((outcome) => outcome.results?.holmFamily !== undefined)?.results?.holmFamily ?? null;
  return {
    tool: 'tunegate',
    version: TOOL_VERSION,
    base,
    verdict: ranked.find((entry) => entry.exitCode === exitCode)?.verdict ?? 'inconclusive',
    exitCode,
    reason: indexReason(ranked, exitCode),
    confidence: settings.confidence,
    failOn: settings.failOn,
    holmFamily: holm,
    metrics: [...columns].map(([id, label]) => ({ id, label })),
    candidates: ranked,
  };
}

function entryOf(outcome: CandidateOutcome, failOn: readonly Verdict[]): Omit<CandidateIndexEntry, 'rank'> {
  const { results } = outcome;
  if (results === undefined) {
    return {
      name: outcome.name,
      path: outcome.path,
      sha256: null,
      identicalToBase: false,
      folder: null,
      report: null,
      verdict: 'inconclusive',
      exitCode: 2,
      reason: NOT_RUN_REASON,
      where: null,
      metrics: [],
    };
  }
  return {
    name: outcome.name,
    path: outcome.path,
    sha256: results.models.tuned.sha256,
    identicalToBase: identicalToBase({
      baseSha256: results.models.base.sha256,
      tunedSha256: results.models.tuned.sha256,
      tokenizerCheck: results.tokenizerCheck,
    }),
    folder: `${outcome.name}/`,
    report: `${outcome.name}/report.html`,
    verdict: results.verdict,
    exitCode: results.exitCode,
    reason: results.reason,
    where: candidateWhere(results.metrics, failOn),
    metrics: results.metrics
      .filter((metric) => metric.gated)
      .map((metric) => ({
        id: metric.id,
        label: metric.label,
        verdict: metric.verdict,
        failsGate: failsGate(metric, failOn),
        base: metric.base,
        tuned: metric.tuned,
        delta: metric.delta,
        ci: metric.ci,
        ciLevel: metric.ciLevel,
        pAdjusted: metric.pAdjusted,
        n: metric.n,
      })),
  };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One sentence: how many candidates got the run's verdict, and which. */
function indexReason(ranked: readonly CandidateIndexEntry[], exitCode: 0 | 1 | 2): string {
  const n = ranked.length;
  const worst = ranked.filter((entry) => entry.exitCode === exitCode).map((entry) => entry.name);
  if (exitCode === 0) return n === 1 ? 'The candidate passes.' : `All ${n} candidates pass.`;
  return `${worst.length} of ${n} candidates ${exitCode === 1 ? 'regressed' : 'inconclusive (none regressed)'}: ${worst.join(', ')}.`;
}
