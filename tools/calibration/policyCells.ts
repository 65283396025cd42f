/**
 * Calibration of a release policy's claims (docs/concepts/policy.md#calibration): simulated
 * paired runs judged by `computeRunMetrics` under a policy, as `tunegate paired --policy` judges.
 *
 * Truth: item i has difficulty p_i ~ U(0.2, 0.9) and a latent u ~ U(0, 1); the base is right when
 * u < p_i; the tuned model reuses u with probability 0.7 (pairs correlated, as fine-tunes are)
 * and draws a fresh one otherwise, right when it is < p_i + Δ, so each metric's population Δ is
 * exactly Δ. A behaviour rate (`flips`) is an item indicator with the base side 0 (no near
 * ties), true share `share`. Each metric of a cell is drawn independently.
 */
import seedrandom from 'seedrandom';
import { anyRecord, computeRunMetrics, type MetricDefinition, type MetricSettings } from '../../src/judge/index.js';
import type { ClaimResult, ClaimVerdict, PolicyMetric, ScoreItemRecord } from '../../src/results/types.js';

/** One simulated metric with its claim. */
export interface PolicyCellMetric {
  readonly claim: PolicyMetric['claim'];
  readonly tier: PolicyMetric['tier'];
  /** A 0/1 accuracy with population Δ (`rate`), or a flip indicator of true share `share` (`flips`). */
  readonly truth: { readonly kind: 'rate'; readonly delta: number } | { readonly kind: 'flips'; readonly share: number };
}

/** A cell: items per run and the metrics judged together. */
export interface PolicyCell {
  readonly n: number;
  readonly metrics: readonly PolicyCellMetric[];
}

/** Per metric, how often each verdict came out; and how often any gated metric whose claim is false passed. */
export interface PolicyCellResult {
  readonly runs: number;
  readonly pass: readonly number[];
  /** Share of runs in which some critical or supporting claim passed while its truth lies on or past its margin. */
  readonly familyFalsePass: number;
  readonly meanItemsNeeded: readonly (number | null)[];
}

/** Whether a metric's claim is false (the truth lies on or past the margin): its pass is a false pass. */
export function claimIsFalse(metric: PolicyCellMetric): boolean {
  const margin = metric.claim?.margin?.value ?? 0;
  if (metric.truth.kind === 'flips') return metric.truth.share >= margin;
  return metric.claim?.kind === 'not-worse-than' ? metric.truth.delta <= -margin : Math.abs(metric.truth.delta) >= margin;
}

/** Run `runs` simulated comparisons of `cell` from `seed`; deterministic. */
export function policyCell(cell: PolicyCell, runs: number, seed: number): PolicyCellResult {
  const rng = seedrandom(`policy-${seed}-${cell.n}-${JSON.stringify(cell.metrics)}`);
  const definitions = cell.metrics.map((metric, k) => definition(`m${k}`, metric));
  const pass = cell.metrics.map(() => 0);
  const needed = cell.metrics.map(() => ({ sum: 0, count: 0 }));
  let familyFalse = 0;
  for (let run = 0; run < runs; run++) {
    const records = draw(cell, rng);
    const judged = computeRunMetrics([{ family: 'scores', metrics: definitions, outcome: { records, interrupted: false } }], cellSettings(cell, run + 1));
    let falsePass = false;
    cell.metrics.forEach((metric, k) => {
      const claim = judged.metrics.find((m) => m.id === `score.m${k}`)?.claim;
      const passed = claimPassed(claim);
      if (passed) pass[k]!++;
      if (claim?.itemsNeeded !== undefined) {
        needed[k]!.sum += claim.itemsNeeded;
        needed[k]!.count++;
      }
      if (passed && metric.tier !== 'advisory' && claimIsFalse(metric)) falsePass = true;
    });
    if (falsePass) familyFalse++;
  }
  return {
    runs,
    pass: pass.map((count) => count / runs),
    familyFalsePass: familyFalse / runs,
    meanItemsNeeded: needed.map((entry) => (entry.count === 0 ? null : entry.sum / entry.count)),
  };
}

/** The statistics a cell is judged with (B = 2 000, α = 0.05) and its policy: metric k is `score.mk`. */
export function cellSettings(cell: PolicyCell, seed: number): MetricSettings {
  const metrics = cell.metrics.map((metric, k) => ({ id: `score.m${k}`, tier: metric.tier, claim: metric.claim }));
  return {
    seed,
    resamples: 2000,
    confidence: 0.95,
    minEffect: 0,
    minItems: 30,
    klTolerance: 0.01,
    failOn: ['regressed'],
    policy: { source: 'sim.yml', sha256: '0'.repeat(64), resolved: { required: [], settings: {}, metrics } },
  };
}

/** Whether a claim passed; an advisory claim is reported with what it would be, so its words' first clause is read. */
export function claimPassed(claim: ClaimResult | undefined): boolean {
  const verdict: ClaimVerdict | undefined = claim?.verdict;
  return verdict === 'pass' || (verdict === 'reported' && /^Advisory, not gated: (no worse|within)/.test(claim!.reason));
}

/** The metric `name` of a cell as `tunegate paired` defines a score. */
export function definition(name: string, metric: PolicyCellMetric): MetricDefinition {
  const value = (side: 'base' | 'tuned') => (record: ScoreItemRecord) => ({ num: record[side][name] as number, den: 1 });
  return anyRecord<ScoreItemRecord>({
    id: `score.${name}`,
    family: 'scores',
    label: name,
    direction: metric.truth.kind === 'rate' ? 'higher-better' : 'none',
    gated: true,
    // A flip indicator is not one outcome per side (its base side is the near ties), as capability.flip_rate.
    binary: metric.truth.kind === 'rate',
    interval: 'percentile',
    ...(metric.truth.kind === 'flips' ? { tolerance: () => 0 } : {}),
    includes: () => true,
    base: value('base'),
    tuned: value('tuned'),
  });
}

/** One simulated run's paired records of `cell`. */
export function draw(cell: PolicyCell, rng: () => number): ScoreItemRecord[] {
  const base: Record<string, number>[] = Array.from({ length: cell.n }, () => ({}));
  const tuned: Record<string, number>[] = Array.from({ length: cell.n }, () => ({}));
  cell.metrics.forEach((metric, k) => {
    for (let i = 0; i < cell.n; i++) {
      if (metric.truth.kind === 'flips') {
        base[i]![`m${k}`] = 0;
        tuned[i]![`m${k}`] = rng() < metric.truth.share ? 1 : 0;
        continue;
      }
      const p = 0.2 + 0.7 * rng();
      const u = rng();
      const v = rng() < 0.7 ? u : rng();
      base[i]![`m${k}`] = u < p ? 1 : 0;
      tuned[i]![`m${k}`] = v < p + metric.truth.delta ? 1 : 0;
    }
  });
  return base.map((b, i) => ({ family: 'scores', id: `i${i}`, tags: [], cluster: null, base: b, tuned: tuned[i]! }));
}

/** The Monte-Carlo standard error of a rate over `runs` runs, √(p̃(1 − p̃)/runs) with p̃ = (hits + ½)/(runs + 1). */
export function policyRateError(rate: number, runs: number): number {
  const p = (rate * runs + 0.5) / (runs + 1);
  return Math.sqrt((p * (1 - p)) / runs);
}
