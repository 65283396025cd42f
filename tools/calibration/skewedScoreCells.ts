/**
 * Calibration cells of ratio scores with skewed per-document changes (skewedScoreDesigns.ts),
 * judged as `tunegate paired` judges an lm-eval folder: scoreMetricDefinitions, then
 * computeRunMetrics. Each run is judged twice, with the engine's interval and with the
 * percentile interval the metric had before, so the table shows both. Data come from the
 * stream (seed, cell id, simulation index) and the bootstrap seed is the simulation index.
 */
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import { scoreMetricDefinitions } from '../../src/paired/scoreMetrics.js';
import { streamRng } from '../../src/stats/index.js';
import type { MetricResult } from '../../src/results/types.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { skewedScoreRun, type Skew } from './skewedScoreDesigns.js';

/** Verdict counts of one interval over a cell's runs. */
export interface VerdictCounts {
  readonly regressed: number;
  readonly improved: number;
  readonly inconclusive: number;
  /** Runs whose unadjusted 95 % CI held the true Δ. */
  readonly covered: number;
  /** Width of each run's unadjusted 95 % CI. */
  readonly widths: number[];
  /** Sum of the reported MDEs (runs without one add 0). */
  readonly mdeSum: number;
}

/** Counts of one skewed-score cell: the engine's interval and the percentile one. */
export interface SkewedCounts {
  readonly sims: number;
  readonly engine: VerdictCounts;
  readonly percentile: VerdictCounts;
  /** The interval method the engine reported (results.json's ciMethod). */
  readonly method: string;
}

/** One cell: `sims` runs of `n` documents, the mirrored design when `mirror`, the population Δ `shift` (0: nothing changed). */
export interface SkewedCellSpec {
  readonly skew: Skew;
  readonly n: number;
  readonly sims: number;
  readonly mirror?: boolean;
  readonly shift?: number;
}

/** The metric definitions `paired` gives lm-eval word_perplexity records (a ratio score, lower is better by lm-eval's name). */
export function wordPerplexityDefinitions(records: ReturnType<typeof skewedScoreRun>): ReturnType<typeof scoreMetricDefinitions> {
  return scoreMetricDefinitions(['word_perplexity'], records, { higherIsBetter: new Set(), lowerIsBetter: new Set(), tolerances: {}, formats: ['lm-eval'] });
}

/** Runs one cell; the unmirrored null cell keeps the stream its first table was made from. */
export function runSkewedCell(spec: SkewedCellSpec, seed: number): SkewedCounts {
  const { skew, n, sims, mirror = false, shift = 0 } = spec;
  const engine = emptyCounts();
  const percentile = emptyCounts();
  const stream = `skewed/${skew}${mirror ? '/mirror' : ''}/n=${n}${shift === 0 ? '' : `/shift=${shift}`}`;
  let method = '';
  for (let s = 0; s < sims; s++) {
    const records = skewedScoreRun(streamRng(seed, stream, String(s)), n, skew, mirror, shift);
    const definitions = wordPerplexityDefinitions(records);
    const judge = (withInterval: typeof definitions): MetricResult =>
      computeRunMetrics([{ family: 'scores', metrics: withInterval, outcome: { records, interrupted: false } }], { ...SIMULATION_SETTINGS, seed: s })
        .metrics[0]!;
    const judged = judge(definitions);
    method = judged.ciMethod ?? '';
    count(engine, judged, shift);
    count(percentile, judge(definitions.map(({ interval: _interval, ...rest }) => rest)), shift);
  }
  return { sims, engine, percentile, method };
}

function emptyCounts(): { regressed: number; improved: number; inconclusive: number; covered: number; widths: number[]; mdeSum: number } {
  return { regressed: 0, improved: 0, inconclusive: 0, covered: 0, widths: [], mdeSum: 0 };
}

function count(counts: ReturnType<typeof emptyCounts>, judged: MetricResult, truth: number): void {
  if (judged.verdict === 'regressed') counts.regressed++;
  if (judged.verdict === 'improved') counts.improved++;
  if (judged.verdict === 'inconclusive') counts.inconclusive++;
  counts.mdeSum += judged.mde ?? 0;
  const ci = judged.ciUnadjusted;
  if (ci !== null) counts.widths.push(ci[1] - ci[0]);
  if (ci !== null && ci[0] <= truth && truth <= ci[1]) counts.covered++;
}
