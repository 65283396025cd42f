/**
 * Calibration cells of near-tie accounting when the noise reaches beyond the old bound
 * (tools/calibration/noiseTieDesigns.ts): each simulated lossless run is judged twice by
 * computeRunMetrics, its near ties flagged once by the bound the engine measures now
 * (noiseBoundOf: an upper confidence bound of the spread) and once by the largest-spread bound
 * it replaced, counting how often capability.flip_rate reads changed and capability.acc regressed.
 * Seeded like cells.ts: data from (seed, cell id, index), the bootstrap seed is the index.
 */
import { capabilityMetrics } from '../../src/families/capability/metrics.js';
import { FLOAT32_UNITS, noiseBoundOf } from '../../src/families/noiseBoundOf.js';
import { computeRunMetrics } from '../../src/judge/computeRunMetrics.js';
import { streamRng } from '../../src/stats/index.js';
import type { CapabilityItemRecord, MetricResult } from '../../src/results/types.js';
import { SIMULATION_SETTINGS } from './cells.js';
import { baseRights, checkSide, noiseFlips, tieRecords } from './noiseTieDesigns.js';

/** The bounds compared: the engine's, and the largest-spread one it replaced (2 × X₍ₘ₎, at least the float32 floor). */
export const TIE_BOUNDS = ['engine', 'largest'] as const;
/** One of TIE_BOUNDS. */
export type TieBound = (typeof TIE_BOUNDS)[number];

/** Counts of one bound over a cell's runs. */
export interface TieBoundCounts {
  /** Runs whose flip_rate read changed, and whose acc read regressed. */
  readonly flipRateChanged: number;
  readonly accRegressed: number;
  /** Noise flips beyond the bound (not near ties), summed over runs. */
  readonly beyond: number;
}

/** Counts of one cell: `flips` noise flips per run. */
export interface TieCounts {
  readonly sims: number;
  readonly flips: number;
  readonly bounds: Readonly<Record<TieBound, TieBoundCounts>>;
}

/** `sims` lossless runs of TIE_ITEMS items with `flips` same-direction noise flips each. */
export function runTieCell(flips: number, sims: number, seed: number): TieCounts {
  const counts = Object.fromEntries(TIE_BOUNDS.map((name) => [name, { flipRateChanged: 0, accRegressed: 0, beyond: 0 }])) as Record<
    TieBound,
    { flipRateChanged: number; accRegressed: number; beyond: number }
  >;
  for (let s = 0; s < sims; s++) {
    const rng = streamRng(seed, `ties/flips=${flips}`, String(s));
    const sides = [checkSide(rng), checkSide(rng)];
    const engine = noiseBoundOf(sides, 'batched-vs-single')!.nats;
    const largest = Math.max(2 * Math.max(...sides.map((side) => side.spreadNats)), FLOAT32_UNITS * Math.max(...sides.map((side) => side.largestNats)));
    const moves = noiseFlips(rng, flips);
    const rights = baseRights(rng);
    for (const [name, bound] of [
      ['engine', engine],
      ['largest', largest],
    ] as const) {
      const records = tieRecords(moves, rights, bound);
      counts[name].beyond += records.filter((r) => r.flipped && r.nearTie !== true).length;
      const metrics = judge(records, s);
      if (metrics.get('capability.flip_rate')!.verdict === 'changed') counts[name].flipRateChanged++;
      if (metrics.get('capability.acc')!.verdict === 'regressed') counts[name].accRegressed++;
    }
  }
  return { sims, flips, bounds: counts };
}

function judge(records: CapabilityItemRecord[], seed: number): Map<string, MetricResult> {
  const run = computeRunMetrics([{ family: 'capability', metrics: capabilityMetrics, outcome: { records, interrupted: false } }], {
    ...SIMULATION_SETTINGS,
    seed,
  });
  return new Map(run.metrics.map((m) => [m.id, m]));
}
