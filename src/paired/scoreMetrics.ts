/** Metric definitions for scores read from files: direction, gating, unit and label per metric name. */
import { anyRecord, type MetricDefinition, type SufficientStatistic } from '../judge/index.js';
import type { Direction, MetricUnit, ScoreFormat, ScoreItemRecord, ScoreValue } from '../results/index.js';
import { SCORE_METRIC_PREFIX } from '../results/index.js';

/** What tunegate knows of a metric name without being told. */
interface KnownMetric {
  readonly direction: Exclude<Direction, 'none'>;
  readonly label: string;
}

/**
 * Metric names whose direction is known: the usual accuracy-style names, Inspect's built-in
 * correctness scorers (C/I values), and the perplexity family (lower is better).
 */
const KNOWN: Readonly<Record<string, KnownMetric>> = {
  acc: { direction: 'higher-better', label: 'Accuracy' },
  acc_norm: { direction: 'higher-better', label: 'Accuracy (length-normalised)' },
  acc_mutual_info: { direction: 'higher-better', label: 'Accuracy (mutual information)' },
  accuracy: { direction: 'higher-better', label: 'Accuracy' },
  exact_match: { direction: 'higher-better', label: 'Exact match' },
  em: { direction: 'higher-better', label: 'Exact match' },
  f1: { direction: 'higher-better', label: 'F1' },
  match: { direction: 'higher-better', label: 'Match' },
  includes: { direction: 'higher-better', label: 'Includes' },
  choice: { direction: 'higher-better', label: 'Choice' },
  pattern: { direction: 'higher-better', label: 'Pattern' },
  answer: { direction: 'higher-better', label: 'Answer' },
  exact: { direction: 'higher-better', label: 'Exact' },
  model_graded_qa: { direction: 'higher-better', label: 'Model-graded QA' },
  model_graded_fact: { direction: 'higher-better', label: 'Model-graded fact' },
  perplexity: { direction: 'lower-better', label: 'Perplexity' },
  word_perplexity: { direction: 'lower-better', label: 'Word perplexity' },
  byte_perplexity: { direction: 'lower-better', label: 'Byte perplexity' },
  bits_per_byte: { direction: 'lower-better', label: 'Bits per byte' },
};

/** The log-likelihood metrics of lm-evaluation-harness samples, judged on the log scale (see readLmEvalSamples). */
const LOG_SCALE: Readonly<Record<string, { readonly unit: MetricUnit; readonly label: string }>> = {
  perplexity: { unit: 'nats', label: 'Log perplexity (mean NLL per document, nats)' },
  word_perplexity: { unit: 'nats', label: 'Log word perplexity (NLL per word, nats)' },
  byte_perplexity: { unit: 'nats', label: 'Log byte perplexity (NLL per byte, nats)' },
  bits_per_byte: { unit: 'bits', label: 'Bits per byte' },
};

/** What the user said about the metrics (names without the `score.` prefix). */
export interface ScoreMetricOptions {
  readonly higherIsBetter: ReadonlySet<string>;
  readonly lowerIsBetter: ReadonlySet<string>;
  /** Gated metrics; undefined: every metric with a direction is gated. */
  readonly gate?: ReadonlySet<string>;
  /** Tolerance of undirected metrics by name (default 0). */
  readonly tolerances: Readonly<Record<string, number>>;
  /** Formats of the files the scores came from (lm-eval log-likelihoods read on the log scale). */
  readonly formats: readonly ScoreFormat[];
  /** Directions the files state (lm-eval's `higher_is_better`), used when no flag sets one. */
  readonly fileDirections?: ReadonlyMap<string, Exclude<Direction, 'none'>>;
}

/** The known direction of `name`: the name itself, then without `@reducer`, then its first and last `/` part. */
export function knownMetric(name: string): KnownMetric | undefined {
  const bare = name.replace(/@[^/]*$/, '').replace(/\[\d+\]$/, '');
  const parts = bare.split('/');
  for (const candidate of [name, bare, parts[0] ?? '', parts[parts.length - 1] ?? '']) {
    if (Object.hasOwn(KNOWN, candidate)) return KNOWN[candidate];
    if (/^pass@\d+$/.test(candidate)) return { direction: 'higher-better', label: candidate };
  }
  return undefined;
}

/**
 * One definition per metric name, in `names` order: `score.<name>`, family `scores`. The
 * direction comes from --higher-is-better / --lower-is-better, else from the files
 * (lm-eval's `higher_is_better`), else from the known names, else none (such a metric can only be `changed`, against its --tolerance). Gated: the
 * --gate list when given, else every metric with a direction. A metric whose values are all
 * 0 or 1 on both sides is binary (McNemar, Wilson; shown in %). Items carrying a cluster are
 * resampled by cluster, and the metric's interval is the cluster-robust t (clusterRobustT):
 * a percentile interval over a few dozen clusters of unequal size is too narrow. A ratio score
 * (`[num, den]` values) and lm-eval's perplexity family are studentized, as the divergence
 * family's NLL ratio: with skewed per-document changes the percentile interval called a true
 * Δ = 0 regressed in up to a quarter of runs (docs/concepts/statistics.md).
 */
export function scoreMetricDefinitions(names: readonly string[], records: readonly ScoreItemRecord[], options: ScoreMetricOptions): MetricDefinition[] {
  return names.map((name) => {
    const known = knownMetric(name);
    const stated = options.fileDirections?.get(name);
    const direction: Direction = options.higherIsBetter.has(name)
      ? 'higher-better'
      : options.lowerIsBetter.has(name)
        ? 'lower-better'
        : (stated ?? known?.direction ?? 'none');
    const field =
      name
        .replace(/@[^/]*$/, '')
        .replace(/\[\d+\]$/, '')
        .split('/')[0] ?? name;
    const logScale = options.formats.includes('lm-eval') && Object.hasOwn(LOG_SCALE, field) ? LOG_SCALE[field] : undefined;
    const binary = isBinary(name, records);
    const unit: MetricUnit = binary ? 'rate' : (logScale?.unit ?? 'score');
    const lead = logScale?.label ?? (Object.hasOwn(KNOWN, field) ? KNOWN[field]?.label : undefined);
    const label = lead === undefined ? name : `${lead}${labelSuffix(name)}`;
    const tolerance = options.tolerances[name] ?? 0;
    return anyRecord<ScoreItemRecord>({
      id: `${SCORE_METRIC_PREFIX}${name}`,
      family: 'scores',
      label,
      direction,
      gated: options.gate ? options.gate.has(name) : direction !== 'none',
      binary,
      unit,
      ...(direction === 'none' ? { tolerance: () => tolerance } : {}),
      ...(clustered(name, records)
        ? { interval: 'cluster-t' as const }
        : !binary && (logScale !== undefined || isRatio(name, records))
          ? // The end the sample's skewness points to also from the sample with its extreme document counted again:
            // with skewed changes the studentized interval alone called 6–12 % of null runs regressed (docs/concepts/statistics.md).
            { interval: 'studentized' as const, extremeItem: 'skewed' as const }
          : {}),
      cluster: (record) => record.cluster,
      includes: (record) => Object.hasOwn(record.base, name),
      base: (record) => statistic(record.base[name]),
      tuned: (record) => statistic(record.tuned[name]),
    });
  });
}

/** " (strict-match)" for a filtered name, " (max)" for a reduced one; "" for a plain name. */
function labelSuffix(name: string): string {
  const parts: string[] = [];
  const slash = name.indexOf('/');
  const at = name.lastIndexOf('@');
  if (slash >= 0) parts.push(name.slice(slash + 1, at > slash ? at : undefined));
  if (at >= 0) parts.push(name.slice(at + 1));
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** A score value as the bootstrap's sufficient statistic: a number is num over den 1. */
export function statistic(value: ScoreValue | undefined): SufficientStatistic {
  if (value === undefined) return { num: 0, den: 0 };
  return typeof value === 'number' ? { num: value, den: 1 } : { num: value[0], den: value[1] };
}

function isBinary(name: string, records: readonly ScoreItemRecord[]): boolean {
  let any = false;
  for (const record of records) {
    if (!Object.hasOwn(record.base, name)) continue;
    for (const value of [record.base[name], record.tuned[name]]) {
      if (value !== 0 && value !== 1) return false;
    }
    any = true;
  }
  return any;
}

/** Whether some item scores `name` as a `[num, den]` pair with den ≠ 1: a ratio of sums, not a mean. */
function isRatio(name: string, records: readonly ScoreItemRecord[]): boolean {
  const ratio = (value: ScoreValue | undefined): boolean => Array.isArray(value) && (value as readonly number[])[1] !== 1;
  return records.some((record) => ratio(record.base[name]) || ratio(record.tuned[name]));
}

/** Whether some item scored on `name` belongs to a cluster. */
function clustered(name: string, records: readonly ScoreItemRecord[]): boolean {
  return records.some((record) => record.cluster !== null && Object.hasOwn(record.base, name));
}
