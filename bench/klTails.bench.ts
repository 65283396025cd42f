/**
 * The KL interval on heavy-tailed, outlier and sparse per-document KL (tools/calibration/klTailDesigns.ts):
 * how often the true mean KL falls below / above the engine's 95 % CI, and how often KL is
 * called changed with the truth at --kl-tolerance. Each run is judged twice, with the engine's
 * interval and with it before the extreme-document adjustment (stats/extremeItemAdjustment.ts),
 * so the table shows what the adjustment bought and what it cost (median width). Same engine
 * and settings as the calibration bench.
 * Usage: node bench/run.mjs klTails [--sims 300] [--n 73] [--designs lognormal,…] [--seed 1]
 */
import { divergenceMetrics } from '../src/families/divergence/metrics.js';
import { computeRunMetrics } from '../src/judge/computeRunMetrics.js';
import type { MetricDefinition } from '../src/judge/metricDefinition.js';
import type { ItemRecord, MetricResult } from '../src/results/types.js';
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
const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** The divergence metrics as they were before the extreme-document adjustment. */
const plainMetrics: readonly MetricDefinition[] = divergenceMetrics.map(({ extremeItem: _extremeItem, ...rest }) => rest);
const judge = (metrics: readonly MetricDefinition[], docs: ItemRecord[], s: number): MetricResult =>
  computeRunMetrics([{ family: 'divergence', metrics, outcome: { records: docs, interrupted: false } }], { ...SIMULATION_SETTINGS, seed: s }).metrics.find(
    (m) => m.id === 'divergence.kl',
  )!;

process.stdout.write(
  '| design | documents | runs | coverage | truth below | truth above | truth above, before | false changed | median CI width | before |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n',
);
for (const design of designs) {
  const counts = { below: 0, above: 0, aboveBefore: 0, changed: 0 };
  const widths: number[] = [];
  const widthsBefore: number[] = [];
  for (let s = 0; s < sims; s++) {
    const docs = klTailDocuments(streamRng(seed, `klTails/${design}/n=${n}`, String(s)), design, n, truth);
    const kl = judge(divergenceMetrics, docs, s);
    const before = judge(plainMetrics, docs, s).ciUnadjusted;
    if (kl.verdict === 'changed') counts.changed++;
    const ci = kl.ciUnadjusted;
    if (ci !== null) widths.push(ci[1] - ci[0]);
    if (before !== null) widthsBefore.push(before[1] - before[0]);
    if (ci === null || truth < ci[0]) counts.below++;
    else if (truth > ci[1]) counts.above++;
    if (before !== null && truth > before[1]) counts.aboveBefore++;
  }
  const covered = sims - counts.below - counts.above;
  process.stdout.write(
    `| ${design} | ${n} | ${sims} | ${show(covered)} | ${show(counts.below)} | ${show(counts.above)} | ${show(counts.aboveBefore)} | ${show(counts.changed)} | ${median(widths).toFixed(4)} | ${median(widthsBefore).toFixed(4)} |\n`,
  );
}
