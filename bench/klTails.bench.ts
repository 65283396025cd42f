/**
 * The KL interval on heavy-tailed, outlier and sparse per-document KL (tools/calibration/klTailDesigns.ts):
 * how often the true mean KL falls below / above the engine's 95 % CI, and how often KL is
 * called changed and shown equivalent (margin --kl-tolerance) with the truth at --kl-tolerance, and
 * how often equivalence is shown with the truth at half of it (the power the interval's width costs). Each run is judged twice, with the engine's
 * interval and with it before the extreme-document adjustment (stats/extremeItemAdjustment.ts),
 * so the table shows what the adjustment bought and what it cost (median width). Same engine
 * and settings as the calibration bench (tools/calibration/klTailCells.ts).
 * Usage: node bench/run.mjs klTails [--sims 300] [--n 73] [--designs lognormal,…] [--seed 1]
 */
import { KL_TAIL_DESIGNS, type KlTailDesign } from '../tools/calibration/klTailDesigns.js';
import { runKlTailCell } from '../tools/calibration/klTailCells.js';
import { rate } from '../tools/calibration/rows.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 300);
const n = Number(args.get('n') ?? 73);
const designs = (args.get('designs')?.split(',') ?? KL_TAIL_DESIGNS) as KlTailDesign[];
const seed = Number(args.get('seed') ?? 1);
const show = (hits: number): string => {
  const r = rate(hits, sims);
  return `${r.value.toFixed(3)} ± ${r.error.toFixed(3)}`;
};

process.stdout.write(
  '| design | documents | runs | coverage | truth below | truth above | truth above, tail bounded | truth above, before | false changed | false equivalent | equivalent at ½ tolerance | inconclusive (at ½) | median CI width (before) |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n',
);
for (const design of designs) {
  const c = runKlTailCell(design, n, sims, seed);
  const cells = [
    show(sims - c.below - c.above),
    show(c.below),
    show(c.above),
    show(c.aboveBounded),
    show(c.aboveBefore),
    show(c.changed),
    show(c.equivalent),
    show(c.equivalentAtHalf),
  ];
  process.stdout.write(
    `| ${design} | ${n} | ${sims} | ${cells.join(' | ')} | ${(c.inconclusive / sims).toFixed(3)} (${(c.inconclusiveAtHalf / sims).toFixed(3)}) | ${c.medianWidth.toFixed(4)} (${c.medianWidthBefore.toFixed(4)}) |\n`,
  );
}
