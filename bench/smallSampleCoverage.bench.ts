/**
 * Coverage of one gated 0/1 metric's 95 % CI at small n, per planted Δ: the rows of the
 * calibration bench pool Δ = 0, −0.03, −0.10 and the MDE, which can hide one Δ where a
 * discrete interval falls short (docs/concepts/statistics.md, paired 0/1 metrics). Same
 * designs and engine as the calibration bench (tools/calibration/cells.ts).
 * Usage: node bench/run.mjs smallSampleCoverage [--sims 2000] [--design correlated] [--n 30,50] [--deltas 0,-0.02,-0.03,-0.05,-0.1] [--seed 1]
 */
import { runCell } from '../tools/calibration/cells.js';
import { rate } from '../tools/calibration/rows.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 2000);
const design = (args.get('design') ?? 'correlated') as 'correlated' | 'independent';
const sizes = (args.get('n') ?? '30,50').split(',').map(Number);
const deltas = (args.get('deltas') ?? '0,-0.02,-0.03,-0.05,-0.1').split(',').map(Number);
const seed = Number(args.get('seed') ?? 1);

process.stdout.write(`| pairs | n | Δ | runs | coverage |\n| --- | --- | --- | --- | --- |\n`);
for (const n of sizes) {
  for (const delta of deltas) {
    const counts = runCell({ kind: 'single', design, n, delta, sims }, seed);
    const coverage = rate(counts.covered, counts.sims);
    process.stdout.write(`| ${design} | ${n} | ${delta} | ${sims} | ${coverage.value.toFixed(3)} ± ${coverage.error.toFixed(3)} |\n`);
  }
}
