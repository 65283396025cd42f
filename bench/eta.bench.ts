/**
 * How honest compare's ETA is on the built-in suites: runs a real compare in this process,
 * records every progress snapshot, and afterwards sets each snapshot's ETA against the time its
 * family actually still took. Prints, per family and over all families, the worst relative
 * error |ETA − actual| / actual among snapshots from 20 % to 90 % of the family's work, for
 * tunegate's estimate (extrapolated over tokens) and, beside it, the same extrapolation over
 * items alone. In the last tenth the time left is one or two chunks, so a relative error there
 * says little; the worst error in seconds from 20 % to the end is printed instead.
 *
 * Two clocks: wall time (what a user waits for, at the mercy of whatever else the machine
 * runs) and this process's CPU time, which other processes barely move; with --threads 1 the
 * CPU clock is the wall clock of a quiet machine. The CPU-clock ETA is tunegate's own
 * estimator (etaEstimator) fed with CPU time instead of wall time.
 * Pairs: `demo` (the demo's count models: no KV cache) and `forged` (forged llama-shaped
 * transformers with KV cache, 512 positions).
 * Usage: node bench/run.mjs eta [demo|forged|both] [families=all] [threads=1]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoModels } from '../tools/demo/buildDemoModels.js';
import { forgeModel, forgePresets } from '../tools/forge/index.js';
import { prepareOutputFolder } from '../src/results/index.js';
import { etaEstimator, runCompare, type ProgressSnapshot } from '../src/run/index.js';
import type { FamilyId } from '../src/results/types.js';
import { FAMILY_IDS } from '../src/results/vocabulary.js';
import { BENCH_STATISTICS } from './support/benchStatistics.js';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const SUITES = join(REPO, 'suites');
const which = process.argv[2] ?? 'demo';
const families = (process.argv[3] && process.argv[3] !== 'all' ? process.argv[3].split(',') : [...FAMILY_IDS]) as FamilyId[];
const threads = Number(process.argv[4] ?? 1);
const root = mkdtempSync(join(tmpdir(), 'tunegate-eta-'));

/** The window the relative error is taken over: from 20 % of a family's work to 90 %. */
const FROM = 0.2;
const TO = 0.9;

/** One snapshot with both clocks' readings. */
interface Seen {
  readonly wall: number;
  readonly cpu: number;
  readonly snapshot: ProgressSnapshot;
}

/** Worst errors of one family on one clock. */
interface Worst {
  readonly tokens: number;
  readonly items: number;
  /** Worst |ETA − actual| in seconds from 20 % to the end, the last tenth included. */
  readonly tailSeconds: number;
  readonly snapshots: number;
  readonly seconds: number;
}

const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

function worst(events: readonly Seen[], clock: 'wall' | 'cpu'): Worst | undefined {
  const start = events[0]?.[clock];
  const end = events.find((event) => event.snapshot.fraction >= 1)?.[clock];
  if (start === undefined || end === undefined) return undefined;
  let tokens = 0;
  let items = 0;
  let tail = 0;
  let snapshots = 0;
  // tunegate's estimator on this clock, and the same estimator fed with the share of items done.
  const byTokens = etaEstimator();
  const byItems = etaEstimator();
  for (const event of events) {
    const { fraction, base, tuned, work } = event.snapshot;
    const elapsed = event[clock] - start;
    const eta = fraction >= 1 ? 0 : byTokens(elapsed, work.done, work.left);
    const itemsDone = base.done + tuned.done;
    const itemEta = byItems(elapsed, itemsDone, base.total + tuned.total - itemsDone);
    if (fraction < FROM || fraction >= 1 || eta === null || itemEta === null) continue;
    const actual = end - event[clock];
    tail = Math.max(tail, Math.abs(eta - actual));
    if (fraction > TO) continue;
    snapshots += 1;
    tokens = Math.max(tokens, Math.abs(eta - actual) / actual);
    items = Math.max(items, Math.abs(itemEta - actual) / actual);
  }
  return { tokens, items, tailSeconds: tail / 1000, snapshots, seconds: (end - start) / 1000 };
}

async function measure(label: string, base: string, tuned: string): Promise<void> {
  const seen: Seen[] = [];
  const output = await prepareOutputFolder(join(root, `${label}-out`), { force: true });
  await runCompare({
    basePath: base,
    tunedPath: tuned,
    suitesDir: SUITES,
    output,
    command: ['bench', 'eta'],
    log: () => {},
    families,
    ...BENCH_STATISTICS,
    maxNewTokens: 64,
    threads,
    progress: (snapshot) => seen.push({ wall: performance.now(), cpu: cpuMs(), snapshot }),
  });
  const percent = (x: number): string => `${(100 * x).toFixed(1)} %`.padStart(8);
  for (const clock of ['cpu', 'wall'] as const) {
    console.log(`${label} pair, ${clock} clock, --threads ${threads}: worst |ETA − actual| / actual from 20 % to 90 % done`);
    const all: Worst[] = [];
    for (const family of families) {
      const row = worst(
        seen.filter((event) => event.snapshot.family === family),
        clock,
      );
      if (row === undefined) continue;
      all.push(row);
      console.log(
        `  ${family.padEnd(11)} tokens ${percent(row.tokens)}   items only ${percent(row.items)}   (${row.snapshots} snapshots; family ${row.seconds.toFixed(1)} s; worst from 20 % to the end ${row.tailSeconds.toFixed(2)} s)`,
      );
    }
    console.log(
      `  ${'overall'.padEnd(11)} tokens ${percent(Math.max(...all.map((row) => row.tokens)))}   items only ${percent(Math.max(...all.map((row) => row.items)))}   target ≤ 30 %`,
    );
  }
}

try {
  if (which === 'demo' || which === 'both') {
    const demo = await buildDemoModels(join(REPO, '.cache', 'demo'), SUITES);
    await measure('demo', demo.base, demo.tuned);
  }
  if (which === 'forged' || which === 'both') {
    const spec = { ...forgePresets.tinyLlama(21), hidden: 64, layers: 4, intermediate: 128, maxPositions: 512 };
    const base = await forgeModel(join(root, 'forged-base'), spec);
    const tuned = await forgeModel(join(root, 'forged-tuned'), { ...spec, perturb: { seed: 22, scale: 0.05 } });
    await measure('forged', base.dir, tuned.dir);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
