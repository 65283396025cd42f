/**
 * Rows of the sequential calibration table (docs/concepts/statistics.md#sequential): each runs
 * one cell of tools/calibration/sequentialCells.ts and turns its counts into rates with their
 * Monte-Carlo errors, the fixed-length and the sequential judgement of the same runs side by
 * side. Rows are independent, so they run in any order or in parallel with identical results.
 */
import { ALPHA, plantedMde, runCell } from './cells.js';
import { rate, type Rate, type Target } from './rows.js';
import { runSequentialCell, type SequentialCounts, type SequentialDesign } from './sequentialCells.js';

/**
 * What a row plants: nothing (`null`, one metric; `family`, four gated metrics in two families),
 * the fixed-length run's reported MDE (`mde`), twice it (`clear`), Δ on the equivalence margin
 * (`margin`, where "equivalent" is false), or nothing with a margin (`equivalent`, where it is true).
 */
export type SequentialRowKind = 'null' | 'family' | 'mde' | 'clear' | 'margin' | 'equivalent';

/** What to run for one row: its kind, items per family, looks, simulations (and pilot runs that place the MDE). */
export interface SequentialRowSpec {
  readonly kind: SequentialRowKind;
  readonly n: number;
  readonly looks: number;
  readonly sims: number;
  readonly pilotSims: number;
  /** `clear` rows: Δ as a multiple of the MDE (default 2). */
  readonly multiple?: number;
  /** The boundaries' spending function by name (tools/calibration/spendingCandidates.ts); absent: lookPlan's default. */
  readonly spending?: string;
}

/** The equivalence margin of the margin rows: about the MDE of 1 000 items, so "equivalent" is reachable at Δ = 0. */
export const SEQUENTIAL_MARGIN = 0.05;

/** One row's measurements. */
export interface SequentialRowResult {
  readonly spec: SequentialRowSpec;
  /** The planted Δ of the studied metric. */
  readonly delta: number;
  /** Mean reported MDE of the studied metric in the fixed-length runs. */
  readonly mde: number;
  /** Per way of judging: regressed, improved or regressed, equivalent, any gated metric declared. */
  readonly fixed: VerdictRates;
  readonly sequential: VerdictRates;
  /** Sequential power minus fixed power on the same runs, with its paired Monte-Carlo error. */
  readonly powerDifference: { readonly value: number; readonly error: number };
  /** Mean share of the items the sequential verdicts rest on, with its Monte-Carlo error. */
  readonly used: { readonly value: number; readonly error: number };
  readonly stoppedEarly: Rate;
}

/** Rates of one way of judging. */
export interface VerdictRates {
  readonly regressed: Rate;
  readonly directional: Rate;
  readonly equivalent: Rate;
  readonly anyDeclared: Rate;
}

const DESIGN: Record<SequentialRowKind, SequentialDesign> = {
  null: 'single',
  family: 'family',
  mde: 'single',
  clear: 'single',
  margin: 'single',
  equivalent: 'single',
};

/** Run one row under `seed`. */
export async function runSequentialRow(spec: SequentialRowSpec, seed: number): Promise<SequentialRowResult> {
  let delta = 0;
  if (spec.kind === 'mde' || spec.kind === 'clear') {
    // The effect at which the fixed-length runs' reported MDE equals Δ (tools/calibration/cells.ts).
    const single = { kind: 'single', design: 'independent', n: spec.n, delta: 0, sims: spec.pilotSims * 4 } as const;
    const mde = plantedMde(runCell(single, seed), single, spec.pilotSims, seed);
    delta = spec.kind === 'mde' ? -mde : -(spec.multiple ?? 2) * mde;
  } else if (spec.kind === 'margin') delta = -SEQUENTIAL_MARGIN;
  const counts = await runSequentialCell(
    {
      design: DESIGN[spec.kind],
      n: spec.n,
      delta,
      looks: spec.looks,
      sims: spec.sims,
      ...(spec.kind === 'margin' || spec.kind === 'equivalent' ? { margin: SEQUENTIAL_MARGIN } : {}),
      ...(spec.spending === undefined ? {} : { spending: spec.spending }),
    },
    seed,
  );
  return summary(spec, delta, counts);
}

function summary(spec: SequentialRowSpec, delta: number, c: SequentialCounts): SequentialRowResult {
  const n = c.sims;
  const rates = (v: SequentialCounts['fixed']): VerdictRates => ({
    regressed: rate(v.regressed, n),
    directional: rate(v.regressed + v.improved, n),
    equivalent: rate(v.equivalent, n),
    anyDeclared: rate(v.anyDeclared, n),
  });
  const difference = (c.regressedSequentialOnly - c.regressedFixedOnly) / n;
  const discordant = (c.regressedSequentialOnly + c.regressedFixedOnly) / n;
  const usedMean = c.usedSum / n;
  return {
    spec,
    delta,
    mde: c.mdeCount ? c.mdeSum / c.mdeCount : Number.NaN,
    fixed: rates(c.fixed),
    sequential: rates(c.sequential),
    // Paired: the variance of the per-run difference (−1, 0, +1) over n runs.
    powerDifference: { value: difference, error: Math.sqrt(Math.max(0, discordant - difference * difference) / n) },
    used: { value: usedMean, error: Math.sqrt(Math.max(0, c.usedSquares / n - usedMean * usedMean) / n) },
    stoppedEarly: rate(c.stoppedEarly, n),
  };
}

/** The targets that apply to a row, each with the measured value and its Monte-Carlo error. */
export function sequentialTargets(row: SequentialRowResult): { readonly target: Target; readonly value: number; readonly error: number }[] {
  const at = (target: Target, measured: { value: number; error: number }) => ({ target, value: measured.value, error: measured.error });
  const spec = row.spec;
  switch (spec.kind) {
    case 'null':
      return [at({ name: 'false directional verdicts ≤ α (sequential)', lo: 0, hi: ALPHA }, row.sequential.directional)];
    case 'family':
      return [at({ name: 'family-wise error ≤ α (sequential)', lo: 0, hi: ALPHA }, row.sequential.anyDeclared)];
    case 'mde':
      return [at({ name: 'power at the MDE within 5 points of the fixed-length run', lo: -0.05, hi: 0.05 }, row.powerDifference)];
    case 'clear':
      if ((spec.multiple ?? 2) !== 2) return [];
      return [at({ name: 'items used on a clear regression (Δ = 2 × MDE) ≤ 40 %', lo: 0, hi: 0.4 }, row.used)];
    case 'margin':
      return [at({ name: "false 'equivalent' on the margin ≤ α (sequential)", lo: 0, hi: ALPHA }, row.sequential.equivalent)];
    case 'equivalent':
      return [];
  }
}
