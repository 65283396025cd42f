/**
 * Near-tie accounting when the numerical noise reaches beyond the bound the old self-check
 * measured (issue 44; tools/calibration/noiseTieDesigns.ts): lossless runs of 400 capability
 * items with 5 or 10 same-direction noise flips, 30 % of them beyond the largest-spread bound.
 * For the engine's bound and the one it replaced: how often flip_rate reads changed and acc
 * regressed (target ≤ α each), and the share of noise flips beyond the bound; rate ± one
 * Monte-Carlo standard error.
 * Usage: node bench/run.mjs noiseTies [--sims 1000] [--flips 5,10] [--seed 1]
 */
import { ALPHA } from '../tools/calibration/cells.js';
import { TIE_BOUNDS, runTieCell } from '../tools/calibration/noiseTieCells.js';
import { TIE_ITEMS } from '../tools/calibration/noiseTieDesigns.js';
import { rate } from '../tools/calibration/rows.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 1000);
const flipCounts = (args.get('flips') ?? '5,10').split(',').map(Number);
const seed = Number(args.get('seed') ?? 1);

const started = performance.now();
const shown = (hits: number, runs: number): string => {
  const r = rate(hits, runs);
  return `${r.value.toFixed(3)} ± ${r.error.toFixed(3)}`;
};
const misses: string[] = [];
process.stdout.write(
  `| bound | items | noise flips | runs | flips beyond the bound | flip_rate changed | acc regressed |\n| --- | --- | --- | --- | --- | --- | --- |\n`,
);
for (const flips of flipCounts) {
  const cell = runTieCell(flips, sims, seed);
  for (const name of TIE_BOUNDS) {
    const c = cell.bounds[name];
    const share = c.beyond / (flips * sims);
    process.stdout.write(
      `| ${name} | ${TIE_ITEMS} | ${flips} | ${sims} | ${share.toFixed(3)} | ${shown(c.flipRateChanged, sims)} | ${shown(c.accRegressed, sims)} |\n`,
    );
    if (name !== 'engine') continue;
    for (const [what, hits] of [
      ['flip_rate changed', c.flipRateChanged],
      ['acc regressed', c.accRegressed],
    ] as const) {
      const r = rate(hits, sims);
      if (r.value - r.error > ALPHA) misses.push(`${flips} noise flips: ${what} ${r.value.toFixed(3)} ± ${r.error.toFixed(3)} > α = ${ALPHA.toFixed(2)}`);
    }
  }
}
process.stdout.write(
  misses.length === 0 ? '\nEvery engine rate is within α within its Monte-Carlo error.\n' : `\nMissed:\n${misses.map((m) => `- ${m}`).join('\n')}\n`,
);
process.stderr.write(`seed ${seed}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
