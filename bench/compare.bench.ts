/**
 * A whole `tunegate compare` on the SmolLM-135M-shaped forged pair and the built-in suites, in this
 * process: wall time of the command against the sum of every onnxruntime `session.run` it made
 * (timed by wrapping the runtime's run method), loading as the run records it (timings.loadMs),
 * and peak RSS against the budget of both models' weights on disk + 300 × 10⁶ bytes. Targets:
 * wall ≤ 1.15 × Σ session.run, peak RSS ≤ budget.
 * `--fraction F` keeps an evenly spread F of every suite file's items (default 1: the whole suites).
 * It also prints the peak RSS reached by the end of loading and of each family, and the pass that last raised it.
 * Usage: node bench/run.mjs compare [--fraction F=1] [--max-new-tokens N=64] [--threads N=2]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as ort from 'onnxruntime-node';
import { runCli } from '../src/cli/runCli.js';
import type { RunResults } from '../src/results/types.js';
import { ensureSmolPair, weightBytes } from './support/smolPair.js';

const { values: flags } = parseArgs({
  options: {
    fraction: { type: 'string', default: '1' },
    'max-new-tokens': { type: 'string', default: '64' },
    threads: { type: 'string', default: '2' },
  },
});
const fraction = Number(flags.fraction);
const CONTEXT = 512;
const { base, tuned } = ensureSmolPair(CONTEXT);

/** Every k-th line, so a small fraction still covers every part of a file. */
function spread<T>(all: readonly T[], share: number): T[] {
  const n = Math.max(1, Math.round(all.length * share));
  return Array.from({ length: Math.min(n, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(n, all.length))]!);
}

const root = mkdtempSync(join(tmpdir(), 'tunegate-bench-compare-'));
const builtin = fileURLToPath(new URL('../suites', import.meta.url));
const suites = join(root, 'suites');
let itemCount = 0;
for (const family of ['capability', 'refusal', 'divergence']) {
  mkdirSync(join(suites, family), { recursive: true });
  for (const name of readdirSync(join(builtin, family))) {
    if (!name.endsWith('.jsonl')) {
      copyFileSync(join(builtin, family, name), join(suites, family, name));
      continue;
    }
    const kept = spread(
      readFileSync(join(builtin, family, name), 'utf8')
        .trim()
        .split('\n'),
      fraction,
    );
    itemCount += kept.length;
    writeFileSync(join(suites, family, name), `${kept.join('\n')}\n`);
  }
}

// Σ session.run over every session the command opens (load probes included: they are runtime work too).
let sessionMs = 0;
let runs = 0;
// Which phase raised the peak: the peak RSS at the end of loading and of each family's runs, and
// the pass (input shape) that last raised it there.
const phases: { phase: string; peakMiB: number; raisedBy: string; arrayBuffersMiB: number }[] = [];
function shapeKey(feeds: unknown): string {
  const entries = Object.entries(feeds as Record<string, { dims: readonly number[] }>);
  const ids = entries.find(([name]) => name === 'input_ids')?.[1].dims ?? [];
  const past = entries.find(([name]) => name.startsWith('past_key_values'))?.[1].dims ?? [];
  return `ids ${ids.join('×')} past ${past[2] ?? 0}`;
}
// The factory is the session class at run time; every session's run goes through its prototype.
const proto = (ort.InferenceSession as unknown as { prototype: { run: (...args: unknown[]) => Promise<unknown> } }).prototype;
const run = proto.run;
proto.run = async function timedRun(this: unknown, ...args: unknown[]): Promise<unknown> {
  const started = performance.now();
  try {
    return await run.apply(this, args);
  } finally {
    sessionMs += performance.now() - started;
    runs += 1;
    const peak = process.resourceUsage().maxRSS / 1024;
    const phase = currentPhase();
    if (phases.at(-1)?.phase !== phase) phases.push({ phase, peakMiB: phases.at(-1)?.peakMiB ?? 0, raisedBy: '-', arrayBuffersMiB: 0 });
    const last = phases.at(-1)!;
    if (peak > last.peakMiB) Object.assign(last, { peakMiB: peak, raisedBy: shapeKey(args[0]), arrayBuffersMiB: process.memoryUsage().arrayBuffers / 2 ** 20 });
  }
};

const out = join(root, 'out');
let stderr = '';
/** The family the progress lines last named (the run logs each family as it starts). */
function currentPhase(): string {
  const named = [...stderr.matchAll(/\b(capability|refusal|divergence)\b/g)];
  return named.length === 0 ? 'load' : named[named.length - 1]![1]!;
}
const started = performance.now();
// --no-cache: every item is scored, none served from an earlier run's results.
const code = await runCli(
  ['compare', base, tuned, '--suites', suites, '--out', out, '--no-cache', '--threads', flags.threads!, '--max-new-tokens', flags['max-new-tokens']!],
  {
    stdout: () => {},
    stderr: (text) => {
      stderr += text;
    },
  },
);
const wallMs = performance.now() - started;
const peakMiB = process.resourceUsage().maxRSS / 1024;
proto.run = run;
if (![0, 1, 2].includes(code)) {
  process.stderr.write(stderr);
  process.exitCode = 1;
} else {
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
  const budgetMiB = (weightBytes(base) + weightBytes(tuned) + 300e6) / 2 ** 20;
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  const families = Object.entries(results.timings.families)
    .map(([family, t]) => `${family} ${s(t!.baseMs + t!.tunedMs)}`)
    .join(', ');
  console.log(
    `tunegate compare on the 135M-shape pair, built-in suites${fraction === 1 ? '' : ` (${fraction} of each file)`}: ${itemCount} items, --max-new-tokens ${flags['max-new-tokens']}, ${flags.threads} threads, exit ${code}`,
  );
  console.log(`  wall                 ${s(wallMs)}   (loading ${s(results.timings.loadMs)}; ${families}; stats ${s(results.timings.statsMs)})`);
  console.log(`  Σ session.run        ${s(sessionMs)} over ${runs} runs`);
  console.log(`  wall / session.run   ${(wallMs / sessionMs).toFixed(3)}   (target ≤ 1.15)`);
  for (const p of phases)
    console.log(
      `    peak by end of ${p.phase.padEnd(10)} ${p.peakMiB.toFixed(0)} MiB   (last raised by a pass of ${p.raisedBy}; JS buffers then ${p.arrayBuffersMiB.toFixed(0)} MiB)`,
    );
  console.log(`    peak after the last pass (stats, report) ${peakMiB.toFixed(0)} MiB`);
  console.log(`  peak RSS             ${peakMiB.toFixed(0)} MiB of ${budgetMiB.toFixed(0)} MiB budget (${(peakMiB / budgetMiB).toFixed(2)}×; target ≤ 1)`);
}
rmSync(root, { recursive: true, force: true });
