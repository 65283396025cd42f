/**
 * Calibration of a release policy's claims (tools/calibration/policyCells.ts): non-inferiority's
 * false pass at Δ exactly −margin (target ≤ α = 0.05) and its power at Δ = 0; the flip margin's
 * false pass at a true share equal to the margin and its power well inside; and the family-wise
 * false pass of three gated claims over tiers, all on their margins, beside an advisory one
 * (target ≤ α: one error budget). Prints Markdown tables with each rate's Monte-Carlo standard error.
 * Usage: node bench/run.mjs policyCalibration [--sims 1000] [--seed 1]
 */
import { policyCell, policyRateError, type PolicyCellMetric } from '../tools/calibration/policyCells.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 1000);
const seed = Number(args.get('seed') ?? 1);
const rate = (value: number, runs = sims): string => `${value.toFixed(3)} ± ${policyRateError(value, runs).toFixed(3)}`;
const margin = (value: number) => ({ value, relative: false });
const ni = (delta: number, tier: PolicyCellMetric['tier'] = 'critical'): PolicyCellMetric => ({
  tier,
  claim: { kind: 'not-worse-than', margin: margin(0.02) },
  truth: { kind: 'rate', delta },
});
const t0 = performance.now();

const niRows: string[] = [];
for (const n of [200, 1000, 3000]) {
  const runs = n === 3000 ? Math.round(sims / 2) : sims;
  const edge = policyCell({ n, metrics: [ni(-0.02)] }, runs, seed);
  const zero = policyCell({ n, metrics: [ni(0)] }, runs, seed + 1);
  const needed = zero.meanItemsNeeded[0] ?? null;
  niRows.push(`| ${n} | ${runs} | ${rate(edge.pass[0]!, runs)} | ${rate(zero.pass[0]!, runs)} | ${needed === null ? '—' : Math.round(needed)} |`);
}

const flipRows: string[] = [];
for (const n of [300, 1000]) {
  const flips = (share: number): PolicyCellMetric => ({
    tier: 'supporting',
    claim: { kind: 'flips-within', margin: margin(0.02) },
    truth: { kind: 'flips', share },
  });
  const edge = policyCell({ n, metrics: [flips(0.02)] }, sims, seed + 2);
  const inside = policyCell({ n, metrics: [flips(0.005)] }, sims, seed + 3);
  flipRows.push(`| ${n} | ${rate(edge.pass[0]!)} | ${rate(inside.pass[0]!)} |`);
}

const familyRows: string[] = [];
for (const n of [300, 1000]) {
  const all = policyCell({ n, metrics: [ni(-0.02), ni(-0.02), ni(-0.02, 'supporting'), ni(-0.02, 'advisory')] }, sims, seed + 4);
  const mixed = policyCell({ n, metrics: [ni(-0.02), ni(-0.02, 'supporting'), ni(0.01)] }, sims, seed + 5);
  familyRows.push(`| ${n} | 3 on the margin + 1 advisory | ${rate(all.familyFalsePass)} | ${rate(all.pass[3]!)} | — |`);
  familyRows.push(`| ${n} | 2 on the margin + 1 at Δ = +0.01 | ${rate(mixed.familyFalsePass)} | — | ${rate(mixed.pass[2]!)} |`);
}

process.stdout.write(
  [
    `${sims} simulated runs per cell (n = 3 000: half), seed ${seed}; B = 2 000 resamples, α = 0.05, paired 0/1 items of difficulty U(0.2, 0.9), pairs correlated 0.7; margin 0.02 (2 points).`,
    '',
    'Non-inferiority, one critical claim `not-worse-than: 0.02`:',
    '',
    '| n | runs | false pass at Δ = −0.02 | pass (power) at Δ = 0 | mean items needed when not shown at Δ = 0 |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...niRows,
    '',
    'Flip margin, one supporting claim `flips-within: 0.02` on a flip indicator:',
    '',
    '| n | false pass at a true share of 0.02 | pass (power) at 0.005 |',
    '| ---: | ---: | ---: |',
    ...flipRows,
    '',
    'One error budget over tiers (critical and supporting share α by Holm; advisory tested at α alone, never gating):',
    '',
    '| n | claims | family-wise false pass (gated) | advisory would-pass | power of the true claim |',
    '| ---: | --- | ---: | ---: | ---: |',
    ...familyRows,
    '',
    `${((performance.now() - t0) / 1000).toFixed(0)} s.`,
    '',
  ].join('\n'),
);
