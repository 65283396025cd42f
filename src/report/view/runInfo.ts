/** View model of the run's identity: banner, models, command line, and the reproducibility footer. */
import type { AnyRunResults, ModelInfo, PairedResults, RunResults, ScoreFormat, ScoreSource } from '../../results/types.js';
import { formatBytes, formatCommandLine, formatCount, formatMs, shortSha } from '../../format/format.js';
import { classifierTrustWarning } from '../classifierTrust.js';
import { presentationFor } from '../../families/presentations.js';
import { familyLabel } from './metricRows.js';
import { FAMILY_IDS } from '../../results/vocabulary.js';
import { OVERALL_STYLE } from '../style/verdictStyle.js';
import { decidingLines } from './decidingLines.js';
import { formatSampling } from '../../format/formatSampling.js';
import { inputFlags } from '../../format/sameModel.js';
import { labelledGateLine } from '../labelledGate.js';

/** The top banner. */
export interface BannerView {
  readonly label: string;
  readonly icon: string;
  readonly className: string;
  readonly exitCode: number;
  readonly reason: string;
  /** Shown in the banner when the refusal classifier's agreement is too low to trust the refusal verdicts; null otherwise. */
  readonly classifierWarning: string | null;
  /** Flags on the inputs themselves, most serious first: a tokenizer mismatch named as the cause, an A/A run. */
  readonly trust: readonly string[];
  /** Each gated metric that hit --fail-on, with base → tuned, Δ and its interval (decidingLines.ts). */
  readonly failing: readonly string[];
  /** The other metrics that changed, one short phrase each; empty when nothing else moved. */
  readonly moved: readonly string[];
  /** With labels: what the gate read, and the gate the classifier alone gave; null without labels. */
  readonly labelled: string | null;
}

/** One model's identity line. */
export interface ModelView {
  readonly role: string;
  readonly path: string;
  readonly onnxFile: string;
  readonly size: string;
  readonly sizeBytes: string;
  readonly shaShort: string;
  readonly sha256: string;
  readonly details: string;
}

/** A label/value pair of the footer. */
export interface FactView {
  readonly label: string;
  readonly value: string;
}

/** Everything needed to reproduce the numbers. */
export interface FooterView {
  readonly settings: readonly FactView[];
  readonly environment: readonly FactView[];
  readonly timings: readonly FactView[];
  /** "Suites" for a compare run, "Score files" for a paired run. */
  readonly inputsCaption: string;
  /** Header of the first column: the family of a suite, the role of a score file. */
  readonly inputsKind: string;
  readonly suites: readonly { readonly family: string; readonly path: string; readonly sha256: string; readonly items: string }[];
}

/** How each score format is named in the report. */
export const SCORE_FORMAT_LABEL: Readonly<Record<ScoreFormat, string>> = {
  tunegate: 'tunegate items.jsonl',
  jsonl: 'score lines (JSONL)',
  'lm-eval': 'lm-evaluation-harness samples',
  inspect: 'Inspect eval log',
};

/** Whether `results` is a paired run's (it has score files instead of models). */
export function isPairedResults(results: AnyRunResults): results is PairedResults {
  return 'inputs' in results;
}

/** The banner of `results`. */
export function bannerView(results: AnyRunResults): BannerView {
  const style = OVERALL_STYLE[results.verdict];
  return {
    label: style.label,
    icon: style.icon,
    className: style.className,
    exitCode: results.exitCode,
    reason: results.reason,
    classifierWarning: classifierTrustWarning(results),
    trust: inputFlags(results),
    ...decidingLines(results),
    labelled: labelledGateLine(results),
  };
}

/** Both models' identities (for a paired run, both score files'), base first. */
export function modelViews(results: AnyRunResults): ModelView[] {
  if (isPairedResults(results)) return [sourceView('base', results.inputs.base), sourceView('tuned', results.inputs.tuned)];
  return [modelView('base', results.models.base), modelView('tuned', results.models.tuned)];
}

function sourceView(role: string, source: ScoreSource): ModelView {
  const metrics = source.metrics.slice(0, 12).join(', ') + (source.metrics.length > 12 ? ', …' : '');
  return {
    role,
    path: source.path,
    onnxFile: SCORE_FORMAT_LABEL[source.format],
    size: `${formatCount(source.items)} items`,
    sizeBytes: `${formatCount(source.sizeBytes)} bytes`,
    shaShort: shortSha(source.sha256),
    sha256: source.sha256,
    details: `metrics: ${metrics || 'none'}`,
  };
}

function modelView(role: string, model: ModelInfo): ModelView {
  const s = model.signature;
  const kv = s.kvCache ? `KV cache${s.kvHeads === null ? '' : `, ${s.kvHeads} KV heads`}` : 'no KV cache';
  return {
    role,
    path: model.path,
    onnxFile: model.onnxFile,
    size: formatBytes(model.sizeBytes),
    sizeBytes: `${formatCount(model.sizeBytes)} bytes`,
    shaShort: shortSha(model.sha256),
    sha256: model.sha256,
    // Without KV inputs the graph does not name its layers (graphSignature counts them from the cache), so no count rather than "0 layers".
    details: `${s.kvCache ? `${s.layers} layers · ` : ''}${kv} · ${s.logitsDtype} logits × ${formatCount(s.logitsWidth)} · context ${formatCount(s.maxContext)} · tokenizer ${shortSha(model.tokenizer.fingerprint)}`,
  };
}

/** The command line as one shell-quoted string. */
export function commandLine(results: AnyRunResults): string {
  return formatCommandLine(results.command);
}

/** The reproducibility footer of either kind of run. */
export function footerView(results: AnyRunResults): FooterView {
  return isPairedResults(results) ? pairedFooterView(results) : compareFooterView(results);
}

function pairedFooterView(results: PairedResults): FooterView {
  const s = results.settings;
  const tolerances = Object.entries(s.tolerances)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  const { base, tuned, paired, baseOnly, tunedOnly } = results.inputs;
  return {
    settings: [
      { label: 'seed', value: String(s.seed) },
      { label: 'resamples', value: formatCount(s.resamples) },
      { label: 'confidence', value: String(s.confidence) },
      { label: 'min effect', value: String(s.minEffect) },
      { label: 'min items', value: String(s.minItems) },
      { label: 'fail on', value: s.failOn.join(', ') },
      { label: 'tolerances', value: tolerances || 'none' },
      { label: 'paired items', value: `${formatCount(paired)} (${formatCount(baseOnly)} only in base, ${formatCount(tunedOnly)} only in tuned)` },
    ],
    environment: [
      { label: 'tunegate', value: results.tool.version },
      { label: 'node', value: results.environment.node },
      { label: 'platform', value: results.environment.platform },
      { label: 'started', value: results.startedAt },
      { label: 'finished', value: results.finishedAt },
    ],
    timings: [
      { label: 'total', value: formatMs(results.timings.totalMs) },
      { label: 'reading', value: formatMs(results.timings.readMs) },
      { label: 'statistics', value: formatMs(results.timings.statsMs) },
    ],
    inputsCaption: 'Score files',
    inputsKind: 'Side',
    suites: [
      { family: `base · ${SCORE_FORMAT_LABEL[base.format]}`, path: base.path, sha256: base.sha256, items: formatCount(base.items) },
      { family: `tuned · ${SCORE_FORMAT_LABEL[tuned.format]}`, path: tuned.path, sha256: tuned.sha256, items: formatCount(tuned.items) },
    ],
  };
}

function compareFooterView(results: RunResults): FooterView {
  const s = results.settings;
  const e = results.environment;
  const families = FAMILY_IDS.filter((family) => results.timings.families[family] !== undefined);
  return {
    settings: [
      { label: 'seed', value: String(s.seed) },
      { label: 'resamples', value: formatCount(s.resamples) },
      { label: 'confidence', value: String(s.confidence) },
      { label: 'min effect', value: String(s.minEffect) },
      { label: 'min items', value: String(s.minItems) },
      { label: 'KL tolerance', value: `${s.klTolerance} nats` },
      { label: 'fail on', value: s.failOn.join(', ') },
      { label: 'families', value: s.families.join(', ') },
      { label: 'max new tokens', value: String(s.maxNewTokens) },
      ...s.families.flatMap((family) => {
        const presentation = presentationFor(family);
        return presentation?.generatesReplies === true ? [{ label: `${presentation.label.toLowerCase()} sampling`, value: formatSampling(s.sampling) }] : [];
      }),
      { label: 'threads', value: String(s.threads) },
    ],
    environment: [
      { label: 'run id', value: results.runId },
      { label: 'tunegate', value: results.tool.version },
      { label: 'node', value: e.node },
      { label: 'onnxruntime', value: e.onnxruntime },
      { label: 'execution provider', value: e.executionProvider },
      { label: 'threads', value: String(e.threads) },
      { label: 'platform', value: e.platform },
      { label: 'started', value: results.startedAt },
      { label: 'finished', value: results.finishedAt },
    ],
    timings: [
      { label: 'total', value: formatMs(results.timings.totalMs) },
      { label: 'model load', value: formatMs(results.timings.loadMs) },
      { label: 'statistics', value: formatMs(results.timings.statsMs) },
      ...families.map((f) => {
        const t = results.timings.families[f];
        const value = t ? `base ${formatMs(t.baseMs)} · tuned ${formatMs(t.tunedMs)}` : '—';
        return { label: familyLabel(f), value };
      }),
    ],
    inputsCaption: 'Suites',
    inputsKind: 'Family',
    suites: results.suites.map((suite) => ({ family: familyLabel(suite.family), path: suite.path, sha256: suite.sha256, items: formatCount(suite.items) })),
  };
}
