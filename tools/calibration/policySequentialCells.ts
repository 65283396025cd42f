/**
 * Calibration of a release policy with sequential looks (docs/concepts/policy.md#calibration):
 * the runs of tools/calibration/policyCells.ts scored look by look as `compare --policy
 * --sequential` scores a family (lookPlan's looks over the items in order, each judged by
 * outcomeSettled, the stop judged by judgeSequential), and the same records judged once at full
 * length, so the sequential and the fixed run are compared run by run.
 */
import seedrandom from 'seedrandom';
import { computeRunMetrics, type FamilyOutcome } from '../../src/judge/index.js';
import { judgeSequential, outcomeSettled } from '../../src/run/sequential/judgeSequential.js';
import { lookPlan } from '../../src/run/sequential/lookPlan.js';
import { gatedClaims } from '../../src/run/sequential/familyPolicy.js';
import type { FamilyId, MetricResult } from '../../src/results/types.js';
import { cellSettings, claimIsFalse, claimPassed, definition, draw, type PolicyCell } from './policyCells.js';

/** Per metric, the pass rates of both judgements; the family-wise false pass of each; items used and early stops. */
export interface PolicySequentialResult {
  readonly runs: number;
  readonly pass: { readonly sequential: readonly number[]; readonly fixed: readonly number[] };
  readonly familyFalsePass: { readonly sequential: number; readonly fixed: number };
  /** Mean share of the n items the sequential verdicts rest on. */
  readonly usedShare: number;
  /** Share of runs that stopped before their last look. */
  readonly stoppedEarly: number;
  /** Mean items needed of metric 0 where the sequential run ended with it not shown. */
  readonly meanItemsNeeded: number | null;
}

/** `runs` simulated runs of `cell` with `looks` looks, from `seed`; deterministic (the data of policyCell's same seed). */
export function policySequentialCell(cell: PolicyCell, looks: number, runs: number, seed: number): PolicySequentialResult {
  const rng = seedrandom(`policy-${seed}-${cell.n}-${JSON.stringify(cell.metrics)}`);
  const definitions = cell.metrics.map((metric, k) => definition(`m${k}`, metric));
  const ids = definitions.map((metric) => metric.id);
  const seqPass = cell.metrics.map(() => 0);
  const fixedPass = cell.metrics.map(() => 0);
  const familyFalse = { sequential: 0, fixed: 0 };
  const needed = { sum: 0, count: 0 };
  let used = 0;
  let early = 0;
  for (let run = 0; run < runs; run++) {
    const records = draw(cell, rng);
    const settings = cellSettings(cell, run + 1);
    const outcome = (count: number): FamilyOutcome => ({
      family: 'scores',
      metrics: definitions,
      outcome: { records: records.slice(0, count), interrupted: false },
    });
    const plan = lookPlan(cell.n, looks, settings.confidence, gatedClaims(settings.policy!.resolved, ids));
    const stop = plan.find((look) => look === plan.at(-1) || outcomeSettled(outcome(look.items), settings, look.confidence))!;
    const sequential = { looks: plan.length, stoppedAt: stop.index, itemsUsed: stop.items, confidence: stop.confidence };
    const judged = judgeSequential([outcome(stop.items)], { ['scores' as FamilyId]: sequential }, settings).metrics;
    const fixed = computeRunMetrics([outcome(cell.n)], settings).metrics;
    used += stop.items / cell.n;
    if (stop.index < plan.length) early++;
    const tally = (metrics: readonly MetricResult[], pass: number[]): boolean => {
      let falsePass = false;
      cell.metrics.forEach((metric, k) => {
        const passed = claimPassed(metrics.find((m) => m.id === ids[k])?.claim);
        if (passed) pass[k]!++;
        if (passed && metric.tier !== 'advisory' && claimIsFalse(metric)) falsePass = true;
      });
      return falsePass;
    };
    if (tally(judged, seqPass)) familyFalse.sequential++;
    if (tally(fixed, fixedPass)) familyFalse.fixed++;
    const first = judged.find((m) => m.id === ids[0])?.claim;
    if (first?.itemsNeeded !== undefined) {
      needed.sum += first.itemsNeeded;
      needed.count++;
    }
  }
  return {
    runs,
    pass: { sequential: seqPass.map((count) => count / runs), fixed: fixedPass.map((count) => count / runs) },
    familyFalsePass: { sequential: familyFalse.sequential / runs, fixed: familyFalse.fixed / runs },
    usedShare: used / runs,
    stoppedEarly: early / runs,
    meanItemsNeeded: needed.count === 0 ? null : needed.sum / needed.count,
  };
}
