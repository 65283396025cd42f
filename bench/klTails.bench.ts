/**
 * The KL interval on heavy-tailed, outlier and sparse per-document KL (tools/calibration/klTailDesigns.ts):
 * how often the true mean KL falls below / above the engine's 95 % CI, and how often KL is
 * called changed with the truth at --kl-tolerance. Same engine and settings as the calibration bench.
 * Usage: node bench/run.mjs klTails [--sims 300] [--n 73] [--designs lognormal,…] [--seed 1]
 */
import { divergenceMetrics } from '../src/families/divergence/metrics.js';
import { computeRunMetrics } from '../src/judge/computeRunMetrics.js';
import { streamRng } from '../src/stats/index.js';
import { SIMULATION_SETTINGS } from '../tools/calibration/cells.js';
import { KL_TAIL_DESIGNS, klTailDocuments, type KlTailDesign } from '../tools/calibration/klTailDesigns.js';
import { rate } from '../tools/calibration/rows.js';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const sims = Number(args.get('sims') ?? 300);
const n = Number(args.get('n') ?? 73);
const designs = (args.get('designs')?.split(',') ?? KL_TAIL_DESIGNS) as KlTailDesign[];
const seed = Number(args.get('seed') ?? 1);
const truth = SIMULATION_SETTINGS.klTolerance;
const show = (hits: number): string => {
  const r = rate(hits, sims);
  return `${r.value.toFixed(3)} ± ${r.error.toFixed(3)}`;
};

process.stdout.write(`| design | documents | runs | coverage | truth below | truth above | false changed |\n| --- | --- | --- | --- | --- | --- | --- |\n`);
for (const design of designs) {
  let below = 0;
  let above = 0;
  let changed = 0;
  for (let s = 0; s < sims; s++) {
    const docs = klTailDocuments(streamRng(seed, `klTails/${design}/n=${n}`, String(s)), design, n, truth);
    const run = computeRunMetrics([{ family: 'divergence', metrics: divergenceMetrics, outcome: { records: docs, interrupted: false } }], {
      ...SIMULATION_SETTINGS,
      seed: s,
    });
    const kl = run.metrics.find((m) => m.id === 'divergence.kl')!;
    if (kl.verdict === 'changed') changed++;
    const ci = kl.ciUnadjusted;
    if (ci === null || truth < ci[0]) below++;
    else if (truth > ci[1]) above++;
  }
  process.stdout.write(`| ${design} | ${n} | ${sims} | ${show(sims - below - above)} | ${show(below)} | ${show(above)} | ${show(changed)} |\n`);
}
