/**
 * Peak RSS of a whole `tunegate compare` of two SmolLM-135M-shaped forged models, with both
 * models resident (--memory both) and one at a time (--memory low), each run in its own child
 * process so each peak is its own (results.json timings.peakRssBytes, getrusage). From the
 * measured overhead beyond the weights it prints the largest float32 model pair each mode can
 * run in 24 GB: both ≈ 2 × weights + overhead, low ≈ 1 × weights + overhead. A third run is
 * --memory low for capability and refusal alone (--only capability,refusal), whose target is one
 * model + 400 MB: divergence's logits windows are a separate cost (docs/guides/model-formats.md).
 * Usage: node bench/run.mjs memory [--max-items N=16] [--max-new-tokens N=16] [--threads N=2]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RunResults } from '../src/results/types.js';
import { ensureSmolPair, weightBytes } from './support/smolPair.js';

const { values: flags } = parseArgs({
  options: { 'max-items': { type: 'string', default: '16' }, 'max-new-tokens': { type: 'string', default: '16' }, threads: { type: 'string', default: '2' } },
});
const { base, tuned } = ensureSmolPair(512);
const bin = fileURLToPath(new URL('../bin/tunegate', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'tunegate-bench-memory-'));
const MiB = 2 ** 20;
const budget = 24 * 2 ** 30;
const weights = (weightBytes(base) + weightBytes(tuned)) / 2;
const loadBefore = loadavg()[0]!;

try {
  const rows: { mode: string; peakMiB: number; wallS: number; overheadMiB: number; largestGiB: number }[] = [];
  const runs = [
    { label: 'both', mode: 'both', env: {} },
    { label: 'low', mode: 'low', env: {} },
    { label: 'low, --only capability,refusal', mode: 'low', env: {}, only: ['--only', 'capability,refusal'] },
  ] as const;
  for (const [index, run] of runs.entries()) {
    const { label, mode, env } = run;
    const only = 'only' in run ? run.only : [];
    const out = join(root, String(index));
    const started = performance.now();
    try {
      execFileSync(
        process.execPath,
        [
          bin,
          'compare',
          base,
          tuned,
          '--memory',
          mode,
          ...only,
          '--max-items',
          flags['max-items'],
          '--max-new-tokens',
          flags['max-new-tokens'],
          '--threads',
          flags.threads,
          '--resamples',
          '2000',
          '--out',
          out,
          '--no-cache',
          '--quiet',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
      );
    } catch (error) {
      // Exit 1 or 2 (regressed, inconclusive, partial) still writes results.json.
      if (![1, 2].includes((error as { status?: number }).status ?? -1)) throw error;
    }
    const wallS = (performance.now() - started) / 1000;
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults;
    const peak = results.timings.peakRssBytes ?? NaN;
    const resident = mode === 'both' ? 2 : 1;
    const overhead = peak - resident * weights;
    rows.push({ mode: label, peakMiB: peak / MiB, wallS, overheadMiB: overhead / MiB, largestGiB: (budget - overhead) / resident / 2 ** 30 });
    console.error(`memory: --memory ${label}: peak ${(peak / MiB).toFixed(0)} MiB, ${(overhead / MiB).toFixed(0)} MiB beyond the resident weights`);
  }
  console.log(
    `memory: compare of two 135M-shape float32 models (${(weights / MiB).toFixed(0)} MiB of weights each), --max-items ${flags['max-items']}, --max-new-tokens ${flags['max-new-tokens']}, --threads ${flags.threads}`,
  );
  // The machine's load, so the figures can be labelled (quiet, or shared with other work).
  console.log(`load average (1 min) before and after: ${loadBefore.toFixed(1)}, ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  console.log('| mode | peak RSS | wall | overhead beyond resident weights | largest float32 model per side in 24 GB |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| --memory ${row.mode} | ${row.peakMiB.toFixed(0)} MiB | ${row.wallS.toFixed(1)} s | ${row.overheadMiB.toFixed(0)} MiB | ${row.largestGiB.toFixed(1)} GiB of weights (≈ ${((row.largestGiB * 2 ** 30) / 4 / 1e9).toFixed(1)} B parameters) |`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
