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
  /** Runs whose unadjusted 95 % CI held the true Δ = 0. */
  readonly covered: number;
}

/** Counts of one skewed-score cell: the engine's interval and the percentile one. */
export interface SkewedCounts {
  readonly sims: number;
  readonly engine: VerdictCounts;
  readonly percentile: VerdictCounts;
  /** The interval method the engine reported (results.json's ciMethod). */
  readonly method: string;
}

/** `sims` runs of `n` documents whose true Δ is 0. */
export function runSkewedCell(skew: Skew, n: number, sims: number, seed: number): SkewedCounts {
  const engine = { regressed: 0, improved: 0, covered: 0 };
  const percentile = { regressed: 0, improved: 0, covered: 0 };
  let method = '';
  for (let s = 0; s < sims; s++) {
    const records = skewedScoreRun(streamRng(seed, `skewed/${skew}/n=${n}`, String(s)), n, skew);
    const definitions = scoreMetricDefinitions(['word_perplexity'], records, {
      higherIsBetter: new Set(),
      lowerIsBetter: new Set(),
      tolerances: {},
      formats: ['lm-eval'],
    });
    const judge = (withInterval: typeof definitions): MetricResult =>
      computeRunMetrics([{ family: 'scores', metrics: withInterval, outcome: { records, interrupted: false } }], { ...SIMULATION_SETTINGS, seed: s })
        .metrics[0]!;
    const judged = judge(definitions);
    method = judged.ciMethod ?? '';
    count(engine, judged);
    count(percentile, judge(definitions.map(({ interval: _interval, ...rest }) => rest)));
  }
  return { sims, engine, percentile, method };
}

function count(counts: { regressed: number; improved: number; covered: number }, judged: MetricResult): void {
  if (judged.verdict === 'regressed') counts.regressed++;
  if (judged.verdict === 'improved') counts.improved++;
  const ci = judged.ciUnadjusted;
  if (ci !== null && ci[0] <= 0 && 0 <= ci[1]) counts.covered++;
}
