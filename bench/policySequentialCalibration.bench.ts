/**
 * Calibration of a release policy with sequential looks (tools/calibration/policySequentialCells.ts;
 * the fixed-length tables are policyCalibration's): non-inferiority's false pass at Δ exactly
 * −margin with looks on (target ≤ α = 0.05), its power at Δ = 0 beside the fixed run on the same
 * data, the items used, and the family-wise false pass of gated claims over tiers with looks on.
 * Usage: node bench/run.mjs policySequentialCalibration [--sims 1000] [--seed 1] [--looks 4]
 */
import { policyRateError, type PolicyCellMetric } from '../tools/calibration/policyCells.js';
import { policySequentialCell } from '../tools/calibration/policySequentialCells.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 1000);
const seed = Number(args.get('seed') ?? 1);
const looks = Number(args.get('looks') ?? 4);
const rate = (value: number, runs: number): string => `${value.toFixed(3)} ± ${policyRateError(value, runs).toFixed(3)}`;
const ni = (delta: number, tier: PolicyCellMetric['tier'] = 'critical'): PolicyCellMetric => ({
  tier,
  claim: { kind: 'not-worse-than', margin: { value: 0.02, relative: false } },
  truth: { kind: 'rate', delta },
});
const t0 = performance.now();

const niRows: string[] = [];
for (const n of [1000, 3000]) {
  const runs = n === 3000 ? Math.round(sims / 2) : sims;
  const edge = policySequentialCell({ n, metrics: [ni(-0.02)] }, looks, runs, seed);
  const zero = policySequentialCell({ n, metrics: [ni(0)] }, looks, runs, seed + 1);
  const needed = zero.meanItemsNeeded === null ? '—' : String(Math.round(zero.meanItemsNeeded));
  niRows.push(
    `| ${n} | ${runs} | ${rate(edge.pass.sequential[0]!, runs)} (fixed ${edge.pass.fixed[0]!.toFixed(3)}) | ${rate(zero.pass.sequential[0]!, runs)} | ${rate(zero.pass.fixed[0]!, runs)} | ${pct(zero.usedShare)} (${pct(edge.usedShare)}) | ${pct(zero.stoppedEarly)} | ${needed} |`,
  );
}

const familyRows: string[] = [];
{
  const n = 1000;
  const runs = Math.round(sims / 2);
  const all = policySequentialCell({ n, metrics: [ni(-0.02), ni(-0.02), ni(-0.02, 'supporting'), ni(-0.02, 'advisory')] }, looks, runs, seed + 4);
  const mixed = policySequentialCell({ n, metrics: [ni(-0.02), ni(-0.02, 'supporting'), ni(0.01)] }, looks, runs, seed + 5);
  familyRows.push(
    `| ${n} | ${runs} | 3 on the margin + 1 advisory | ${rate(all.familyFalsePass.sequential, runs)} (fixed ${all.familyFalsePass.fixed.toFixed(3)}) | ${rate(all.pass.sequential[3]!, runs)} | — | ${pct(all.usedShare)} |`,
  );
  familyRows.push(
    `| ${n} | ${runs} | 2 on the margin + 1 at Δ = +0.01 | ${rate(mixed.familyFalsePass.sequential, runs)} (fixed ${mixed.familyFalsePass.fixed.toFixed(3)}) | — | ${rate(mixed.pass.sequential[2]!, runs)} (fixed ${mixed.pass.fixed[2]!.toFixed(3)}) | ${pct(mixed.usedShare)} |`,
  );
}

process.stdout.write(
  [
    `${sims} simulated runs per cell (n = 3 000 and the family cells: half), seed ${seed}, ${looks} looks (Hwang–Shih–DeCani, γ = −1); B = 2 000, α = 0.05, paired 0/1 items of difficulty U(0.2, 0.9), pairs correlated 0.7; margin 0.02. "fixed": the same runs judged once on all n items.`,
    '',
    'Non-inferiority with looks, one critical claim `not-worse-than: 0.02`:',
    '',
    '| n | runs | false pass at Δ = −0.02 | pass at Δ = 0, looks | pass at Δ = 0, fixed | items used at Δ = 0 (at −0.02) | stopped early at Δ = 0 | mean items needed when not shown at Δ = 0 |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...niRows,
    '',
    'One error budget over tiers with looks on:',
    '',
    '| n | runs | claims | family-wise false pass (gated) | advisory would-pass | power of the true claim | items used |',
    '| ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...familyRows,
    '',
    `${((performance.now() - t0) / 1000).toFixed(0)} s.`,
    '',
  ].join('\n'),
);

function pct(share: number): string {
  return `${(share * 100).toFixed(0)} %`;
}
