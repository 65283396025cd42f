/**
 * Whole `tunegate compare` processes with and without `--sequential`, side by side in one run, on
 * two forged pairs over one letter suite (capability only): a clearly regressed pair (base always
 * answers Q; tuned answers Z wherever Z is offered, a third of the items, stratified through the
 * scoring order) and a lossless pair (base and its byte-identical copy), the lossless pair also with
 * `--equivalence-margin`. Each run is timed by /usr/bin/time (wall and CPU seconds); with
 * `--repeat N` each pair runs fixed and sequential N times, alternating which goes first, and the
 * table shows medians, so the two sides of a ratio meet the same load on a shared machine (the
 * 1-minute load average before each run is shown). Prints items used, verdicts and the
 * fixed/sequential ratios. Targets: the regressed pair's wall time ≥ 2.5× lower with the same
 * verdict, the lossless pair's no higher (≥ 1.0×). Usage:
 * node bench/run.mjs sequential [--items 1024] [--looks 4] [--threads 2] [--context-chars 600] [--repeat 1]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadModel } from '../src/model/index.js';
import type { RunResults } from '../src/results/types.js';
import { forgeModel, type ForgeSpec } from '../tools/forge/index.js';

const { values: flags } = parseArgs({
  options: {
    items: { type: 'string', default: '1024' },
    looks: { type: 'string', default: '4' },
    threads: { type: 'string', default: '2' },
    'context-chars': { type: 'string', default: '600' },
    repeat: { type: 'string', default: '1' },
  },
});
const items = Number(flags.items);
const looks = Number(flags.looks);
const repeat = Number(flags.repeat);
const repo = fileURLToPath(new URL('..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'tunegate-bench-sequential-'));

// Wider and deeper than the test presets, so scoring an item costs more than starting the process does.
const SPEC: ForgeSpec = {
  arch: 'llama',
  hidden: 512,
  layers: 8,
  heads: 4,
  kvHeads: 2,
  intermediate: 1536,
  maxPositions: 512,
  seed: 21,
  tokenizer: { kind: 'forge' },
};
// A passage before each question, so an item costs a forward pass over some hundred tokens as a real benchmark item does.
const PASSAGE =
  'The river rose in the spring and the village moved its boats up the bank, as it had done every year since the mill was built; the miller kept the count of the days on a board by the door. '
    .repeat(8)
    .slice(0, Number(flags['context-chars']));
const probe = await forgeModel(join(root, 'probe'), SPEC);
const model = await loadModel(probe.dir, { threads: 1 });
const id = (text: string): number => model.tokenizer.encodeRaw(text)[0]!;
const [q, z] = [id('Q'), id('Z')];
await model.dispose();
const base = await forgeModel(join(root, 'base'), { ...SPEC, logitBias: { [q]: 60 } });
const tuned = await forgeModel(join(root, 'tuned'), { ...SPEC, logitBias: { [q]: 60, [z]: 120 } });
const copy = join(root, 'copy');
cpSync(base.dir, copy, { recursive: true });

// Items pick one letter; the answer is Q; every third offers Z (tag offers-z), which tuned picks.
const suites = join(root, 'suites');
mkdirSync(join(suites, 'capability'), { recursive: true });
const lines = Array.from({ length: items }, (_, i) => {
  const offersZ = i % 3 === 0;
  const choices = offersZ ? ['Q', 'Z', 'X', 'J'] : ['Q', 'X', 'J', 'K'];
  const rotated = [...choices.slice(i % 4), ...choices.slice(0, i % 4)];
  return JSON.stringify({
    id: `k${i}`,
    context: `${PASSAGE} Item ${i}: pick one letter:`,
    choices: rotated,
    answer: rotated.indexOf('Q'),
    tags: [offersZ ? 'offers-z' : 'no-z'],
  });
});
writeFileSync(join(suites, 'capability', 'letters.jsonl'), `${lines.join('\n')}\n`);

interface Measured {
  readonly wallS: number;
  /** User + system CPU seconds of the process and its threads. */
  readonly cpuS: number;
  /** The 1-minute load average just before the run. */
  readonly load: number;
  readonly results: RunResults;
}

const common = ['--suites', suites, '--only', 'capability', '--no-cache', '--quiet', '--threads', flags.threads];
function run(name: string, tunedDir: string, extra: readonly string[]): Measured {
  const out = join(root, name);
  const timeFile = join(root, `${name}.time`);
  const load = loadavg()[0]!;
  const child = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %U %S', '-o', timeFile, process.execPath, join(repo, 'bin', 'tunegate'), 'compare', base.dir, tunedDir, '--out', out, ...common, ...extra],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if ((child.status ?? 4) > 2) throw new Error(`${name} failed (${child.status}):\n${child.stderr}`);
  const [wallS, userS, systemS] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) as [number, number, number];
  process.stderr.write(`${name}: ${wallS} s wall, ${(userS + systemS).toFixed(2)} s CPU, load ${load.toFixed(1)} before\n`);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  rmSync(out, { recursive: true, force: true });
  return { wallS, cpuS: userS + systemS, load, results };
}

const sequential = ['--sequential', '--looks', String(looks)];
const margin = ['--equivalence-margin', 'capability.acc=0.02,capability.acc_norm=0.02'];
const pairs = [
  { name: 'regressed', tuned: tuned.dir, extra: [] as string[] },
  { name: 'lossless', tuned: copy, extra: [] as string[] },
  { name: 'lossless, --equivalence-margin 0.02', tuned: copy, extra: margin },
];
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const rows: string[] = [];
const targets: string[] = [];
for (const [p, pair] of pairs.entries()) {
  const fixed: Measured[] = [];
  const looked: Measured[] = [];
  for (let r = 0; r < repeat; r++) {
    // Alternating which side goes first spreads a load that drifts during the pair over both sides.
    for (const side of r % 2 === 0 ? ['fixed', 'sequential'] : ['sequential', 'fixed']) {
      if (side === 'fixed') fixed.push(run(`fixed-${p}-${r}`, pair.tuned, pair.extra));
      else looked.push(run(`sequential-${p}-${r}`, pair.tuned, [...pair.extra, ...sequential]));
    }
  }
  const s = looked[0]!.results.sequential?.capability;
  const acc = (r: RunResults): string => r.metrics.find((m) => m.id === 'capability.acc')?.verdict ?? '?';
  const verdicts = (runs: readonly Measured[]): string => [...new Set(runs.map(({ results }) => `${results.verdict} (acc ${acc(results)})`))].join(' / ');
  const [fixedWall, lookedWall] = [median(fixed.map((m) => m.wallS)), median(looked.map((m) => m.wallS))];
  const [fixedCpu, lookedCpu] = [median(fixed.map((m) => m.cpuS)), median(looked.map((m) => m.cpuS))];
  const loads = [...fixed, ...looked].map((m) => m.load);
  const ratio = fixedWall / lookedWall;
  rows.push(
    `| ${pair.name} | ${fixedWall.toFixed(1)} | ${lookedWall.toFixed(1)} | ${ratio.toFixed(2)}× | ${fixedCpu.toFixed(1)} | ${lookedCpu.toFixed(1)} | ${(fixedCpu / lookedCpu).toFixed(2)}× | ${s?.itemsUsed ?? '?'} of ${items} (look ${s?.stoppedAt ?? '?'} of ${s?.looks ?? '?'}) | ${verdicts(fixed)} | ${verdicts(looked)} | ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
  );
  const same = verdicts(fixed) === verdicts(looked);
  if (p === 0) targets.push(`regressed pair ≥ 2.5× lower wall time, same verdict: ${ratio >= 2.5 && same ? 'met' : 'missed'} (${ratio.toFixed(2)}×)`);
  if (p === 1) targets.push(`lossless pair no slower (≥ 1.0×), same verdict: ${ratio >= 1 && same ? 'met' : 'missed'} (${ratio.toFixed(2)}×)`);
}
process.stdout.write(
  [
    `compare --only capability, ${items} letter items after a ${PASSAGE.length}-character passage, forged llama (hidden ${SPEC.hidden}, ${SPEC.layers} layers), --threads ${flags.threads}; sequential: --sequential --looks ${looks}; medians of ${repeat} run(s) per side.`,
    '',
    '| pair | fixed wall (s) | sequential wall (s) | fixed / sequential wall | fixed CPU (s) | sequential CPU (s) | fixed / sequential CPU | items (sequential) | verdict (fixed) | verdict (sequential) | load before runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- | --- |',
    ...rows,
    '',
    `Targets: ${targets.join('; ')}.`,
    '',
  ].join('\n'),
);
rmSync(root, { recursive: true, force: true });
