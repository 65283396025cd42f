/** View model of the run's identity: banner, models, command line, and the reproducibility footer. */
import type { FamilyId, ModelInfo, RunResults } from '../../results/types.js';
import { formatBytes, formatCommandLine, formatCount, formatMs, shortSha } from '../../format/format.js';
import { FAMILY_LABEL } from './metricRows.js';
import { FAMILY_IDS } from '../../results/vocabulary.js';
import { OVERALL_STYLE } from '../style/verdictStyle.js';

/** The top banner. */
export interface BannerView {
  readonly label: string;
  readonly icon: string;
  readonly className: string;
  readonly exitCode: number;
  readonly reason: string;
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
  readonly suites: readonly { readonly family: string; readonly path: string; readonly sha256: string; readonly items: string }[];
}

/** The banner of `results`. */
export function bannerView(results: RunResults): BannerView {
  const style = OVERALL_STYLE[results.verdict];
  return { label: style.label, icon: style.icon, className: style.className, exitCode: results.exitCode, reason: results.reason };
}

/** Both models' identities, base first. */
export function modelViews(results: RunResults): ModelView[] {
  return [modelView('base', results.models.base), modelView('tuned', results.models.tuned)];
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
    details: `${s.layers} layers · ${kv} · ${s.logitsDtype} logits × ${formatCount(s.logitsWidth)} · context ${formatCount(s.maxContext)} · tokenizer ${shortSha(model.tokenizer.fingerprint)}`,
  };
}

/** The command line as one shell-quoted string. */
export function commandLine(results: RunResults): string {
  return formatCommandLine(results.command);
}

/** The reproducibility footer. */
export function footerView(results: RunResults): FooterView {
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
      { label: 'threads', value: String(s.threads) },
    ],
    environment: [
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
        return { label: FAMILY_LABEL[f], value };
      }),
    ],
    suites: results.suites.map((suite) => ({ family: FAMILY_LABEL[suite.family], path: suite.path, sha256: suite.sha256, items: formatCount(suite.items) })),
  };
}
