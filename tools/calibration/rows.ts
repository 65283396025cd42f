/**
 * Rows of the calibration table. A row is one design at one size; it runs the cells the
 * table needs for it (null, fixed effects, the planted MDE) and turns counts into rates
 * with their Monte-Carlo errors. Rows are independent, so they can run in any order or
 * in parallel with identical results.
 */
import { ALPHA, meanMde, plantedMde, runCell, type CellCounts } from './cells.js';
import type { BinaryDesign } from './designs.js';
import { INTERVALS, runFlipCell, runRatioCell, type IntervalName, type RatioMetric } from './ratioCells.js';
import { pooledMeanMde, pooledPlantedMde, runPooledCell } from './pooledCells.js';
import type { PooledDesign, TaskSizes } from './pooledDesigns.js';
import { runSkewedCell } from './skewedScoreCells.js';
import type { Skew } from './skewedScoreDesigns.js';

/** A proportion from simulations with its Monte-Carlo standard error. */
export interface Rate {
  readonly value: number;
  /** √(p̃(1 − p̃)/runs) with p̃ = (hits + ½)/(runs + 1), so a rate of 0 or 1 still shows its error. */
  readonly error: number;
  readonly runs: number;
}

/** hits/runs as a Rate. */
export function rate(hits: number, runs: number): Rate {
  const smoothed = (hits + 0.5) / (runs + 1);
  return { value: hits / runs, error: Math.sqrt((smoothed * (1 - smoothed)) / runs), runs };
}

/** What to run for one row. */
export type RowSpec =
  | {
      readonly section: 'single';
      readonly design: BinaryDesign;
      readonly n: number;
      readonly sims: number;
      readonly effectSims: number;
      readonly pilotSims: number;
    }
  | { readonly section: 'clustered'; readonly n: number; readonly sims: number }
  | { readonly section: 'family'; readonly design: BinaryDesign; readonly n: number; readonly sims: number; readonly pilotSims: number }
  | { readonly section: 'ratio'; readonly metric: RatioMetric; readonly n: number; readonly sims: number }
  | { readonly section: 'flips'; readonly n: number; readonly sims: number }
  | { readonly section: 'skewed'; readonly skew: Skew; readonly n: number; readonly sims: number; readonly mirror?: true }
  | {
      readonly section: 'pooled';
      readonly design: PooledDesign;
      readonly sizes: TaskSizes;
      readonly tasks: number;
      readonly sims: number;
      readonly pilotSims: number;
    };

/** The planted share of flips beyond noise in the flip-rate row's second cell. */
export const PLANTED_FLIPS = 0.05;

/** The fixed planted effects of the single-metric rows. */
export const FIXED_EFFECTS: readonly number[] = [-0.03, -0.1];

/** One row's measurements. */
export type RowResult =
  | {
      readonly section: 'single';
      readonly design: BinaryDesign;
      readonly n: number;
      /** Improved or regressed when nothing changed. */
      readonly falseDirectional: Rate;
      /** Coverage of the true Δ by the 95 % CI over the null, fixed-effect and MDE cells together. */
      readonly coverage: Rate;
      readonly coverageNull: Rate;
      readonly powerFixed: readonly Rate[];
      /** The effect planted for power at the MDE, and the mean MDE those runs reported. */
      readonly planted: number;
      readonly mde: number;
      readonly powerAtMde: Rate;
    }
  | {
      readonly section: 'clustered';
      readonly n: number;
      readonly coverage: Rate;
      readonly falseChanged: Rate;
      readonly candidates: { readonly percentile: Rate; readonly bca: Rate; readonly studentized: Rate };
    }
  | {
      readonly section: 'family';
      readonly design: BinaryDesign;
      readonly n: number;
      readonly familyWise: Rate;
      readonly planted: number;
      readonly mde: number;
      readonly powerAtMde: Rate;
    }
  | {
      readonly section: 'ratio';
      readonly metric: RatioMetric;
      readonly n: number;
      /** Per interval: coverage, truth below the interval, truth above it. */
      readonly intervals: Readonly<Record<IntervalName, { readonly coverage: Rate; readonly below: Rate; readonly above: Rate }>>;
      /** Called changed with the truth at the edge of the tolerance band. */
      readonly falseChanged: Rate;
    }
  | {
      readonly section: 'flips';
      readonly n: number;
      /** flip_rate called changed on a lossless change (every flip noise). */
      readonly falseChanged: Rate;
      /** Mean flips per lossless run, all of them near ties there. */
      readonly noiseFlips: number;
      /** Coverage of the planted share of flips beyond noise, and how often it was called changed. */
      readonly coverage: Rate;
      readonly power: Rate;
    }
  | {
      readonly section: 'skewed';
      readonly skew: Skew;
      readonly n: number;
      /** The mirrored design: many small gains, a few large losses. */
      readonly mirror: boolean;
      /** The engine's interval method, and per interval (engine, the percentile one it replaced): regressed, improved or regressed, coverage of Δ = 0. */
      readonly method: string;
      readonly engine: SkewedRates;
      readonly percentile: SkewedRates;
      /** The engine's verdict inconclusive (the sample cannot bound its tail) at Δ = 0. */
      readonly inconclusive: Rate;
      /** Median width of the engine's 95 % CI at Δ = 0. */
      readonly medianWidth: number;
      /** A loss of the mean reported MDE at Δ = 0 planted, and how often the engine called it regressed. */
      readonly planted: number;
      readonly powerAtMde: Rate;
    }
  | {
      readonly section: 'pooled';
      readonly design: PooledDesign;
      readonly sizes: TaskSizes;
      /** Tasks per run, and the mean items per run over the null runs. */
      readonly tasks: number;
      readonly meanItems: number;
      /** Improved or regressed when the micro-averaged Δ is 0. */
      readonly falseDirectional: Rate;
      /** Coverage of the true Δ by the 95 % CI over the null and planted runs together. */
      readonly coverage: Rate;
      readonly planted: number;
      readonly mde: number;
      readonly powerAtMde: Rate;
    };

/** False verdicts of one interval on a skewed-score row, whose true Δ is 0. */
export interface SkewedRates {
  /** Regressed: exit 1 for a change that is not there. */
  readonly regressed: Rate;
  readonly directional: Rate;
  readonly coverage: Rate;
}

/** Run one row under `seed`. */
export function runRow(spec: RowSpec, seed: number): RowResult {
  if (spec.section === 'pooled') {
    const cell = { design: spec.design, sizes: spec.sizes, tasks: spec.tasks, delta: 0, sims: spec.sims };
    const nothing = runPooledCell(cell, seed);
    const mde = pooledPlantedMde(nothing, cell, spec.pilotSims, seed);
    const planted = runPooledCell({ ...cell, delta: -mde }, seed);
    return {
      section: 'pooled',
      design: spec.design,
      sizes: spec.sizes,
      tasks: spec.tasks,
      meanItems: nothing.items / nothing.sims,
      falseDirectional: rate(nothing.regressed + nothing.improved, nothing.sims),
      coverage: rate(nothing.covered + planted.covered, nothing.sims + planted.sims),
      planted: mde,
      mde: pooledMeanMde(planted),
      powerAtMde: rate(planted.regressed, planted.sims),
    };
  }
  if (spec.section === 'skewed') {
    const cell = { skew: spec.skew, n: spec.n, sims: spec.sims, mirror: spec.mirror === true };
    const c = runSkewedCell(cell, seed);
    const rates = (v: { regressed: number; improved: number; covered: number }): SkewedRates => ({
      regressed: rate(v.regressed, c.sims),
      directional: rate(v.regressed + v.improved, c.sims),
      coverage: rate(v.covered, c.sims),
    });
    const planted = c.engine.mdeSum / c.sims;
    const power = runSkewedCell({ ...cell, shift: planted }, seed);
    const widths = [...c.engine.widths].sort((x, y) => x - y);
    return {
      section: 'skewed',
      skew: spec.skew,
      n: spec.n,
      mirror: cell.mirror,
      method: c.method,
      engine: rates(c.engine),
      percentile: rates(c.percentile),
      inconclusive: rate(c.engine.inconclusive, c.sims),
      medianWidth: widths.length ? (widths[(widths.length - 1) >> 1]! + widths[widths.length >> 1]!) / 2 : NaN,
      planted,
      powerAtMde: rate(power.engine.regressed, power.sims),
    };
  }
  if (spec.section === 'ratio') {
    const c = runRatioCell(spec.metric, spec.n, spec.sims, seed);
    const intervals = Object.fromEntries(
      INTERVALS.map((name) => {
        const m = c.misses[name];
        return [name, { coverage: rate(c.sims - m.below - m.above, c.sims), below: rate(m.below, c.sims), above: rate(m.above, c.sims) }];
      }),
    ) as Record<IntervalName, { coverage: Rate; below: Rate; above: Rate }>;
    return { section: 'ratio', metric: spec.metric, n: spec.n, intervals, falseChanged: rate(c.changed, c.sims) };
  }
  if (spec.section === 'flips') {
    const lossless = runFlipCell(spec.n, 0, spec.sims, seed);
    const planted = runFlipCell(spec.n, PLANTED_FLIPS, spec.sims, seed);
    return {
      section: 'flips',
      n: spec.n,
      falseChanged: rate(lossless.changed, lossless.sims),
      noiseFlips: lossless.flips / lossless.sims,
      coverage: rate(planted.covered, planted.sims),
      power: rate(planted.changed, planted.sims),
    };
  }
  if (spec.section === 'clustered') {
    const c = runCell({ kind: 'clustered', n: spec.n, sims: spec.sims }, seed);
    const k = c.candidates!;
    return {
      section: 'clustered',
      n: spec.n,
      coverage: rate(c.covered, c.sims),
      falseChanged: rate(c.regressed, c.sims),
      candidates: { percentile: rate(k.percentile, c.sims), bca: rate(k.bca, c.sims), studentized: rate(k.studentized, c.sims) },
    };
  }
  const base = { kind: spec.section, design: spec.design, n: spec.n } as const;
  const nullCounts = runCell({ ...base, delta: 0, sims: spec.sims }, seed);
  const mde = plantedMde(nullCounts, { ...base, delta: 0, sims: spec.sims }, spec.pilotSims, seed);
  const planted = runCell({ ...base, delta: -mde, sims: spec.sims }, seed);
  if (spec.section === 'family') {
    return {
      section: 'family',
      design: spec.design,
      n: spec.n,
      familyWise: rate(nullCounts.other, nullCounts.sims),
      planted: mde,
      mde: meanMde(planted),
      powerAtMde: rate(planted.regressed, planted.sims),
    };
  }
  const fixed = FIXED_EFFECTS.map((delta) => runCell({ ...base, delta, sims: spec.effectSims }, seed));
  const all: CellCounts[] = [nullCounts, ...fixed, planted];
  return {
    section: 'single',
    design: spec.design,
    n: spec.n,
    falseDirectional: rate(nullCounts.regressed + nullCounts.other, nullCounts.sims),
    coverage: rate(sum(all.map((c) => c.covered)), sum(all.map((c) => c.sims))),
    coverageNull: rate(nullCounts.covered, nullCounts.sims),
    powerFixed: fixed.map((c) => rate(c.regressed, c.sims)),
    planted: mde,
    mde: meanMde(planted),
    powerAtMde: rate(planted.regressed, planted.sims),
  };
}

/** A target a measured rate must meet: within [lo, hi]. */
export interface Target {
  readonly name: string;
  readonly lo: number;
  readonly hi: number;
}

/** The targets of the calibration suite that apply to a row (none for sizes they do not cover). */
export function rowTargets(row: RowResult): { readonly target: Target; readonly rate: Rate }[] {
  const out: { target: Target; rate: Rate }[] = [];
  if (row.section === 'single') {
    out.push({ target: { name: 'false directional verdicts ≤ α', lo: 0, hi: ALPHA }, rate: row.falseDirectional });
    if (row.n >= 100) out.push({ target: { name: 'coverage 94–96 % (n ≥ 100)', lo: 0.94, hi: 0.96 }, rate: row.coverage });
  } else if (row.section === 'clustered') {
    if (row.n === 73) out.push({ target: { name: 'coverage ≥ 93 % at 73 documents', lo: 0.93, hi: 1 }, rate: row.coverage });
    out.push({ target: { name: 'false changed ≤ α', lo: 0, hi: ALPHA }, rate: row.falseChanged });
  } else if (row.section === 'ratio') {
    const engine = row.intervals.engine;
    if (row.n === 73) out.push({ target: { name: 'coverage ≥ 93 % at 73 documents', lo: 0.93, hi: 1 }, rate: engine.coverage });
    if (row.n >= 73) {
      out.push({ target: { name: 'truth below the interval ≤ 3.5 % (n ≥ 73)', lo: 0, hi: 0.035 }, rate: engine.below });
      out.push({ target: { name: 'truth above the interval ≤ 3.5 % (n ≥ 73)', lo: 0, hi: 0.035 }, rate: engine.above });
    }
    out.push({ target: { name: 'false changed ≤ α', lo: 0, hi: ALPHA }, rate: row.falseChanged });
  } else if (row.section === 'skewed') {
    // The target every single-metric row meets; heavy skew meets it by withholding verdicts its tail could overturn (docs/concepts/statistics.md).
    out.push({ target: { name: 'false directional verdicts ≤ α', lo: 0, hi: ALPHA }, rate: row.engine.directional });
  } else if (row.section === 'flips') {
    out.push({ target: { name: 'flip_rate changed on a lossless change ≤ α', lo: 0, hi: ALPHA }, rate: row.falseChanged });
    if (row.n >= 300) out.push({ target: { name: 'coverage of the flips beyond noise ≥ 93 % (n ≥ 300)', lo: 0.93, hi: 1 }, rate: row.coverage });
  } else if (row.section === 'pooled') {
    out.push({ target: { name: 'false directional verdicts ≤ α', lo: 0, hi: ALPHA }, rate: row.falseDirectional });
    out.push({ target: { name: 'coverage ≥ 93 %', lo: 0.93, hi: 1 }, rate: row.coverage });
    // The pooled MDE may only err on the safe side: an effect of the reported size is found at least 75 % of the time.
    out.push({ target: { name: 'power at the reported MDE ≥ 75 %', lo: 0.75, hi: 1 }, rate: row.powerAtMde });
  } else {
    out.push({ target: { name: 'family-wise error ≤ α', lo: 0, hi: ALPHA }, rate: row.familyWise });
    out.push({ target: { name: 'power at the reported MDE 75–85 %', lo: 0.75, hi: 0.85 }, rate: row.powerAtMde });
  }
  return out;
}

/** How far a rate lies outside its target (0 inside). A target is missed when this exceeds the rate's Monte-Carlo error. */
export function targetMiss(target: Target, measured: Rate): number {
  return Math.max(0, target.lo - measured.value, measured.value - target.hi);
}

function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}
