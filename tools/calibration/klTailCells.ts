/**
 * Calibration cells of KL on heavy-tailed, outlier and sparse documents (klTailDesigns.ts), judged
 * as `tunegate compare` judges divergence: computeRunMetrics over divergenceMetrics, each run twice,
 * with the engine's interval and with it before the extreme-document adjustment
 * (stats/extremeItemAdjustment.ts), with equivalence tested at KL's default margin; a second
 * sample per run, its truth at half the tolerance, measures the power to show equivalence. Data come from the stream (seed, design, n, simulation
 * index) and the bootstrap seed is the simulation index.
 */
import { divergenceMetrics } from '../../src/families/divergence/metrics.js';
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import type { MetricDefinition } from '../../src/judge/metricDefinition.js';
import type { ItemRecord, MetricResult } from '../../src/results/types.js';
import { streamRng } from '../../src/stats/index.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { klTailDocuments, type KlTailDesign } from './klTailDesigns.js';

/** Counts of one KL tail cell over `sims` runs with the true mean KL at --kl-tolerance. */
export interface KlTailCounts {
  readonly sims: number;
  /** The truth below / above the engine's unadjusted 95 % CI (no interval counts as below). */
  readonly below: number;
  readonly above: number;
  /** The truth above the interval of a sample that bounds its tail (lognormalTailReach): an upper end equivalence may read. */
  readonly aboveBounded: number;
  /** The truth above the interval without the extreme-document end. */
  readonly aboveBefore: number;
  /** KL called changed (the truth is exactly at the tolerance: a false "changed"). */
  readonly changed: number;
  /** KL shown equivalent within --kl-tolerance with the truth exactly at it: a false "equivalent". */
  readonly equivalent: number;
  /** KL shown equivalent on a second sample whose truth is half the tolerance: the power to show it. */
  readonly equivalentAtHalf: number;
  /** KL inconclusive on the sample at the tolerance, and on the one at half of it. */
  readonly inconclusive: number;
  readonly inconclusiveAtHalf: number;
  /** Median width of the engine's 95 % CI, and of the one without the extreme-document end. */
  readonly medianWidth: number;
  readonly medianWidthBefore: number;
}

/** The divergence metrics as they were before the extreme-document adjustment. */
const plainMetrics: readonly MetricDefinition[] = divergenceMetrics.map(({ extremeItem: _extremeItem, ...rest }) => rest);

/** `sims` runs of `n` documents of `design` whose true mean KL is the simulation's --kl-tolerance. */
export function runKlTailCell(design: KlTailDesign, n: number, sims: number, seed: number): KlTailCounts {
  const truth = SIMULATION_SETTINGS.klTolerance;
  const counts = {
    below: 0,
    above: 0,
    aboveBefore: 0,
    aboveBounded: 0,
    changed: 0,
    equivalent: 0,
    equivalentAtHalf: 0,
    inconclusive: 0,
    inconclusiveAtHalf: 0,
  };
  const widths: number[] = [];
  const widthsBefore: number[] = [];
  for (let s = 0; s < sims; s++) {
    const docs = klTailDocuments(streamRng(seed, `klTails/${design}/n=${n}`, String(s)), design, n, truth);
    const kl = judge(divergenceMetrics, docs, s);
    const before = judge(plainMetrics, docs, s).ciUnadjusted;
    if (kl.verdict === 'changed') counts.changed++;
    if (kl.verdict === 'inconclusive') counts.inconclusive++;
    if (kl.equivalence?.shown === true) counts.equivalent++;
    const half = judge(divergenceMetrics, klTailDocuments(streamRng(seed, `klTails/${design}/n=${n}/half`, String(s)), design, n, truth / 2), s);
    if (half.equivalence?.shown === true) counts.equivalentAtHalf++;
    if (half.verdict === 'inconclusive') counts.inconclusiveAtHalf++;
    const ci = kl.ciUnadjusted;
    if (ci !== null) widths.push(ci[1] - ci[0]);
    if (before !== null) widthsBefore.push(before[1] - before[0]);
    if (ci === null || truth < ci[0]) counts.below++;
    else if (truth > ci[1]) {
      counts.above++;
      if (kl.equivalence?.unboundedTail === undefined) counts.aboveBounded++;
    }
    if (before !== null && truth > before[1]) counts.aboveBefore++;
  }
  return { sims, ...counts, medianWidth: median(widths), medianWidthBefore: median(widthsBefore) };
}

function judge(metrics: readonly MetricDefinition[], docs: ItemRecord[], s: number): MetricResult {
  const run = computeRunMetrics([{ family: 'divergence', metrics, outcome: { records: docs, interrupted: false } }], {
    ...SIMULATION_SETTINGS,
    seed: s,
    // Equivalence tested at KL's default margin, --kl-tolerance (docs/concepts/statistics.md#equivalence).
    equivalence: { margins: {} },
  });
  return run.metrics.find((m) => m.id === 'divergence.kl')!;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
