/**
 * Calibration cells of the ratio metrics and the flip rate: many simulated runs judged by
 * computeRunMetrics, counting on which side of each candidate interval the truth fell and how
 * often a metric was called changed. Seeded like cells.ts: data from (seed, cell id, index),
 * the bootstrap seed is the index.
 */
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import { streamRng } from '../../src/stats/index.js';
import type { DivergenceItemRecord, ItemRecord, MetricId, MetricResult } from '../../src/results/types.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { documentRecords } from './designs.js';
import { candidateIntervals } from './intervalChoice.js';
import { flipItems, nllDocuments } from './ratioDesigns.js';

/** Tolerance of the exploratory divergence metrics (src/families/divergence/metrics.ts). */
const NLL_TOLERANCE = 0.01;

/** Ratio metrics with a calibration row. */
export type RatioMetric = 'kl' | 'nll_ratio';
/** The intervals compared: the three candidates, and the one the engine reports (its method named in results.json). */
export const INTERVALS = ['percentile', 'bca', 'studentized', 'engine'] as const;
/** One of INTERVALS. */
export type IntervalName = (typeof INTERVALS)[number];

/** Truth below the interval, truth above it. */
export interface TailMisses {
  readonly below: number;
  readonly above: number;
}

/** Counts of one ratio cell. */
export interface RatioCounts {
  readonly sims: number;
  readonly misses: Readonly<Record<IntervalName, TailMisses>>;
  /** Runs whose metric the engine called changed. */
  readonly changed: number;
}

/**
 * `sims` runs of `metric` over `n` documents with its truth at the edge of its tolerance band
 * (KL at --kl-tolerance; NLL ratio at 1 + 0.01): the exact null a false "changed" is counted under.
 */
export function runRatioCell(metric: RatioMetric, n: number, sims: number, seed: number): RatioCounts {
  const misses = Object.fromEntries(INTERVALS.map((name) => [name, { below: 0, above: 0 }])) as Record<IntervalName, { below: number; above: number }>;
  let changed = 0;
  const id: MetricId = metric === 'kl' ? 'divergence.kl' : 'divergence.nll_ratio';
  // Δ's truth: KL itself (base is 0); the ratio minus 1 (base is 1).
  const truth = metric === 'kl' ? SIMULATION_SETTINGS.klTolerance : NLL_TOLERANCE;
  for (let s = 0; s < sims; s++) {
    const rng = streamRng(seed, `ratio/${metric}/n=${n}`, String(s));
    const docs = (metric === 'kl' ? documentRecords(rng, n, truth) : nllDocuments(rng, n, 1 + truth)) as DivergenceItemRecord[];
    const judged = find(
      computeRunMetrics([{ family: 'divergence', metrics: divergenceMetrics, outcome: { records: docs, interrupted: false } }], {
        ...SIMULATION_SETTINGS,
        seed: s,
      }).metrics,
      id,
    );
    if (judged.verdict === 'changed') changed++;
    const den = Float64Array.from(docs, (d) => (metric === 'kl' ? d.tokenCount : d.baseNllSum));
    const base = metric === 'kl' ? new Float64Array(n) : den;
    const tuned = Float64Array.from(docs, (d) => (metric === 'kl' ? d.klSum : d.tunedNllSum));
    // The divergence metrics share the stream of the first of them, kl (judge/bootstrapMetrics.ts).
    const candidates = candidateIntervals(
      { base: { num: base, den }, tuned: { num: tuned, den } },
      SIMULATION_SETTINGS.resamples,
      s,
      'kl',
      SIMULATION_SETTINGS.confidence,
    );
    const intervals: Record<IntervalName, readonly [number, number] | null> = { ...candidates, engine: judged.ciUnadjusted };
    for (const name of INTERVALS) {
      const ci = intervals[name];
      if (ci === null || truth < ci[0]) misses[name].below++;
      else if (truth > ci[1]) misses[name].above++;
    }
  }
  return { sims, misses, changed };
}

/** Counts of one flip-rate cell. */
export interface FlipCounts {
  readonly sims: number;
  /** Runs whose flip_rate the engine called changed. */
  readonly changed: number;
  /** Runs whose interval held the planted share of flips beyond noise. */
  readonly covered: number;
  /** Σ over runs of all flips and of near-tie flips, to show how many flips noise made. */
  readonly flips: number;
  readonly nearTieFlips: number;
}

/** `sims` runs of n capability items with a planted share `changed` of flips beyond noise (0: a lossless change). */
export function runFlipCell(n: number, changed: number, sims: number, seed: number): FlipCounts {
  let declared = 0,
    covered = 0,
    flips = 0,
    nearTieFlips = 0;
  for (let s = 0; s < sims; s++) {
    const rng = streamRng(seed, `flips/n=${n}/changed=${changed}`, String(s));
    const records = flipItems(rng, n, changed) as (ItemRecord & { flipped: boolean; nearTie?: boolean })[];
    flips += records.filter((r) => r.flipped).length;
    nearTieFlips += records.filter((r) => r.flipped && r.nearTie === true).length;
    const judged = find(
      computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], { ...SIMULATION_SETTINGS, seed: s })
        .metrics,
      'capability.flip_rate',
    );
    if (judged.verdict === 'changed') declared++;
    const ci = judged.ciUnadjusted;
    if (ci !== null && ci[0] <= changed && changed <= ci[1]) covered++;
  }
  return { sims, changed: declared, covered, flips, nearTieFlips };
}

function find(metrics: readonly MetricResult[], id: MetricId): MetricResult {
  const found = metrics.find((m) => m.id === id);
  if (!found) throw new Error(`no ${id} in the judged metrics`);
  return found;
}
