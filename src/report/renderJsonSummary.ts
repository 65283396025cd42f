/** The `--json` summary of a run: the verdict and one entry per metric, for scripts reading stdout. */
import { inputFlags } from '../format/sameModel.js';
import { failsGate } from '../results/failsGate.js';
import type {
  AnyRunResults,
  ClassifierOnlyGate,
  EquivalenceTest,
  Interval,
  LabelAgreement,
  LabelsUsed,
  MetricResult,
  PartialRun,
  Verdict,
} from '../results/types.js';
import { classifierMeasuredOn, runClassifier } from '../format/index.js';
import { classifierTrustWarning } from './classifierTrust.js';
import { inputPaths } from './renderJunitXml.js';

/** Where a run's files went, as the summary names them. */
export interface SummaryPaths {
  readonly outDir: string;
  readonly report: string;
  readonly results: string;
  readonly junit?: string;
}

/** One metric in the `--json` summary. */
export interface JsonMetricSummary {
  readonly id: string;
  readonly label: string;
  readonly gated: boolean;
  readonly direction: string;
  readonly verdict: string;
  /** Whether this metric's verdict fails the gate under the run's `--fail-on`. */
  readonly failsGate: boolean;
  readonly base: number | null;
  readonly tuned: number | null;
  readonly delta: number | null;
  readonly ci: Interval | null;
  readonly ciLevel: number;
  readonly pAdjusted: number | null;
  readonly n: number;
  readonly reason: string;
  /** The equivalence test (margin, interval at its level, shown), when the run tested one for this metric. */
  readonly equivalence?: EquivalenceTest;
  /** The estimate corrected by people's labels (`--labels`), whose verdict the gate reads; absent without labels. */
  readonly corrected?: JsonCorrectedSummary;
}

/** A label-corrected metric in the `--json` summary. */
export interface JsonCorrectedSummary {
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  readonly ci: Interval;
  readonly ciLevel: number;
  readonly pAdjusted: number;
  readonly verdict: string;
  /** Whether the corrected verdict differs from the classifier-only `verdict` beside it. */
  readonly verdictDiffers: boolean;
  readonly labels: { readonly base: number; readonly tuned: number };
  readonly lambda: number;
  /** The classifier against this run's labels: all labelled replies, and those whose decision differs between base and tuned. */
  readonly agreement?: LabelAgreement;
  readonly reason: string;
}

/** The `--json` summary object. */
export interface JsonSummary {
  readonly tool: 'tunegate';
  readonly version: string;
  readonly verdict: AnyRunResults['verdict'];
  readonly exitCode: AnyRunResults['exitCode'];
  readonly reason: string;
  readonly failOn: readonly string[];
  /** `--require`: verdicts every gated metric had to reach; absent when none. */
  readonly require?: readonly string[];
  /** What was compared: the models of a compare run, the score files of a paired run. */
  readonly inputs: { readonly base: string; readonly tuned: string };
  readonly paths: SummaryPaths;
  readonly metrics: readonly JsonMetricSummary[];
  /** A partial compare run's `partial` record, as in results.json; absent when every item ran. */
  readonly partial?: PartialRun;
  /** Flags on the inputs: a tokenizer mismatch named as the cause, an A/A run (format/sameModel.ts); empty when none. */
  readonly inputFlags: readonly string[];
  /** How far the refusal verdicts can be trusted: the classifier's agreement with people; absent for a run without a classifier check. */
  readonly refusalClassifier?: JsonClassifierSummary;
  /** The labels the gate above read, as in results.json; absent without labels. */
  readonly labels?: LabelsUsed;
  /** The gate without the labels, as in results.json; absent without labels. */
  readonly classifierOnly?: ClassifierOnlyGate;
}

/** The refusal classifier's check in the `--json` summary. */
export interface JsonClassifierSummary {
  readonly labelsFile: string;
  readonly builtinLabels: boolean;
  readonly n: number;
  readonly agreement: number | null;
  readonly kappa: number | null;
  readonly precision: number | null;
  readonly recall: number | null;
  /** What the figures were measured on, e.g. "tunegate's own held-out corpus, not this run's replies". */
  readonly measuredOn: string;
  /** Null when the agreement clears the floors; else the sentence the report's banner shows. */
  readonly warning: string | null;
}

/** The classifier figures of `results` for the `--json` summary; undefined when the run has no check. */
function classifierSummary(results: AnyRunResults): JsonClassifierSummary | undefined {
  const check = runClassifier(results);
  if (check === undefined) return undefined;
  const { labelsFile, builtinLabels, n, agreement, kappa, precision, recall } = check;
  return {
    labelsFile,
    builtinLabels,
    n,
    agreement,
    kappa,
    precision,
    recall,
    measuredOn: classifierMeasuredOn(check),
    warning: classifierTrustWarning(results),
  };
}

/** The summary object of `results` (numbers unrounded, as in results.json). */
export function jsonSummary(results: AnyRunResults, paths: SummaryPaths): JsonSummary {
  const [base, tuned] = inputPaths(results);
  return {
    tool: 'tunegate',
    version: results.tool.version,
    verdict: results.verdict,
    exitCode: results.exitCode,
    reason: results.reason,
    failOn: results.settings.failOn,
    ...('require' in results.settings && results.settings.require !== undefined ? { require: results.settings.require } : {}),
    inputs: { base, tuned },
    paths,
    metrics: results.metrics.map((metric) => metricSummary(metric, results.settings.failOn)),
    ...('partial' in results && results.partial !== undefined ? { partial: results.partial } : {}),
    inputFlags: inputFlags(results),
    ...withClassifier(results),
    ...('labels' in results && results.labels !== undefined ? { labels: results.labels } : {}),
    ...('classifierOnly' in results && results.classifierOnly !== undefined ? { classifierOnly: results.classifierOnly } : {}),
  };
}

function withClassifier(results: AnyRunResults): { refusalClassifier?: JsonClassifierSummary } {
  const summary = classifierSummary(results);
  return summary === undefined ? {} : { refusalClassifier: summary };
}

/** The summary as one line of JSON with a trailing newline. */
export function renderJsonSummary(results: AnyRunResults, paths: SummaryPaths): string {
  return `${JSON.stringify(jsonSummary(results, paths))}\n`;
}

function metricSummary(metric: MetricResult, failOn: readonly Verdict[]): JsonMetricSummary {
  return {
    id: metric.id,
    label: metric.label,
    gated: metric.gated,
    direction: metric.direction,
    verdict: metric.verdict,
    failsGate: failsGate(metric, failOn),
    base: metric.base,
    tuned: metric.tuned,
    delta: metric.delta,
    ci: metric.ci,
    ciLevel: metric.ciLevel,
    pAdjusted: metric.pAdjusted,
    n: metric.n,
    reason: metric.reason,
    ...(metric.equivalence === undefined ? {} : { equivalence: metric.equivalence }),
    ...(metric.corrected === undefined ? {} : { corrected: correctedSummary(metric) }),
  };
}

function correctedSummary(metric: MetricResult): JsonCorrectedSummary {
  const { base, tuned, delta, ci, ciLevel, pAdjusted, verdict, labels, lambda, agreement, reason } = metric.corrected!;
  return {
    base,
    tuned,
    delta,
    ci,
    ciLevel,
    pAdjusted,
    verdict,
    verdictDiffers: verdict !== metric.verdict,
    labels,
    lambda,
    ...(agreement === undefined ? {} : { agreement }),
    reason,
  };
}
