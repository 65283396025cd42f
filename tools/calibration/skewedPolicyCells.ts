/**
 * Calibration of a release-policy claim on a ratio score with skewed per-document changes
 * (docs/concepts/statistics.md, "Ratio and perplexity scores with skewed changes"): the runs of
 * skewedScoreDesigns.ts judged as `tunegate paired --policy` judges them, one critical
 * `not-worse-than` claim on `score.word_perplexity` (lower is better). With the population Δ set
 * to the margin (`shift` = margin, a loss exactly at −margin) a pass is a false pass; at Δ = 0 a
 * pass is the claim's power. Data come from the stream (seed, cell, simulation index) and the
 * bootstrap seed is the simulation index.
 */
import { computeRunMetrics, type MetricSettings } from '../../src/judge/computeRunMetrics.js';
import { streamRng } from '../../src/stats/index.js';
import type { ClaimVerdict } from '../../src/results/types.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { skewedScoreRun, type Skew } from './skewedScoreDesigns.js';
import { wordPerplexityDefinitions } from './skewedScoreCells.js';

/** One cell: `sims` runs of `n` documents, population Δ `shift`, judged against `margin`. */
export interface SkewedPolicySpec {
  readonly skew: Skew;
  readonly n: number;
  readonly sims: number;
  readonly mirror: boolean;
  readonly shift: number;
  readonly margin: number;
}

/** How often each claim verdict came out. */
export type SkewedPolicyCounts = Readonly<Record<Exclude<ClaimVerdict, 'reported' | 'skipped'>, number>> & { readonly sims: number };

/** Runs one cell. */
export function runSkewedPolicyCell(spec: SkewedPolicySpec, seed: number): SkewedPolicyCounts {
  const { skew, n, sims, mirror, shift, margin } = spec;
  const counts = { pass: 0, fail: 0, 'not-shown': 0 };
  const stream = `skewed-policy/${skew}${mirror ? '/mirror' : ''}/n=${n}/shift=${shift}/margin=${margin}`;
  const policy: NonNullable<MetricSettings['policy']> = {
    source: 'sim.yml',
    sha256: '0'.repeat(64),
    resolved: {
      required: [],
      settings: {},
      metrics: [{ id: 'score.word_perplexity', tier: 'critical', claim: { kind: 'not-worse-than', margin: { value: margin, relative: false } } }],
    },
  };
  for (let s = 0; s < sims; s++) {
    const records = skewedScoreRun(streamRng(seed, stream, String(s)), n, skew, mirror, shift);
    const definitions = wordPerplexityDefinitions(records);
    const judged = computeRunMetrics([{ family: 'scores', metrics: definitions, outcome: { records, interrupted: false } }], {
      ...SIMULATION_SETTINGS,
      seed: s,
      policy,
    });
    const verdict = judged.metrics[0]?.claim?.verdict;
    if (verdict === 'pass' || verdict === 'fail' || verdict === 'not-shown') counts[verdict]++;
  }
  return { sims, ...counts };
}
