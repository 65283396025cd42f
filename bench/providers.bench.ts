/**
 * The same comparison on the CPU and the CUDA execution provider: forged float32 and float16
 * model pairs on a small slice of the built-in suites, each run with `tunegate compare
 * --execution-provider cpu` and `… cuda`, then every metric's base, tuned and Δ compared
 * within the tolerance docs/guides/many-machines-and-cache.md ("GPUs") documents: continuous metrics (KL, NLL)
 * within 1e-3 relative + 1e-6 absolute; rates (accuracy, refusal) within one item in n, since
 * a near-tie between two choices may break the other way under another provider's rounding.
 * Prints each pair's wall time on both providers and the largest differences. Then the lossless
 * pair (docs/concepts/lossless-changes.md): one model, its base side on the CPU and its tuned
 * side on CUDA, judged by compare's stages (tools/judgeLoadedPair.ts): it must pass with exit 0,
 * every metric within noise and every flip a near tie.
 * Where CUDA is unavailable (no onnxruntime CUDA binaries, no GPU) it says why, skips both, and exits 0.
 * Usage: node bench/run.mjs providers [items per family=40] [device id=0]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cudaProviderInstalled, loadModel } from '../src/model/index.js';
import type { MetricResult, RunResults } from '../src/results/types.js';
import { forgeModel, forgePresets } from '../tools/forge/index.js';
import { writeSmallSuites } from '../tools/smallSuites.js';
import { judgeLoadedPair, losslessProblems } from '../tools/judgeLoadedPair.js';

const items = Number(process.argv[2] ?? 40);
const deviceId = Number(process.argv[3] ?? 0);
const BIN = fileURLToPath(new URL('../bin/tunegate', import.meta.url));

const unavailable = cudaUnavailable();
if (unavailable !== null) {
  process.stdout.write(`providers: skipped (the CPU-vs-CUDA comparison and the CPU-vs-CUDA lossless pair): ${unavailable}\n`);
  process.exit(0);
}

/** Why CUDA cannot run here, or null when it can. */
function cudaUnavailable(): string | null {
  if (!cudaProviderInstalled()) return "onnxruntime-node's CUDA binaries are not installed (npm rebuild onnxruntime-node --onnxruntime-node-install=cuda12)";
  try {
    execFileSync('nvidia-smi', ['-L'], { stdio: 'pipe' });
  } catch {
    return 'no NVIDIA GPU (nvidia-smi is missing or lists none)';
  }
  return null;
}

const root = mkdtempSync(join(tmpdir(), 'tunegate-providers-'));
let failed = false;
try {
  const suites = await writeSmallSuites(join(root, 'suites'), {
    capability: items,
    benign: items / 2,
    harmful: items / 2,
    divergence: Math.max(10, items / 4),
  });
  for (const dtype of ['float32', 'float16'] as const) {
    const spec = { ...forgePresets.tinyLlama(31), logitsWidth: 600, dtype };
    const base = await forgeModel(join(root, `${dtype}-base`), spec);
    const tuned = await forgeModel(join(root, `${dtype}-tuned`), { ...spec, perturb: { seed: 32, scale: 0.05 } });
    const run = (provider: 'cpu' | 'cuda'): { results: RunResults; seconds: number } => {
      const out = join(root, `${dtype}-${provider}`);
      const t0 = performance.now();
      const args = [
        BIN,
        'compare',
        base.dir,
        tuned.dir,
        '--suites',
        suites,
        '--out',
        out,
        '--resamples',
        '2000',
        '--min-items',
        '10',
        '--max-new-tokens',
        '16',
        '--execution-provider',
        provider,
        ...(provider === 'cuda' ? ['--device-id', String(deviceId)] : []),
      ];
      try {
        execFileSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      } catch (error) {
        const status = (error as { status?: number }).status;
        // 1 and 2 are verdicts, not failures.
        if (status !== 1 && status !== 2) throw new Error(`${provider}: tunegate exited ${status}: ${String((error as { stderr?: Buffer }).stderr ?? '')}`);
      }
      return { results: JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults, seconds: (performance.now() - t0) / 1000 };
    };
    const cpu = run('cpu');
    const cuda = run('cuda');
    if (cuda.results.environment.executionProvider !== 'cuda') throw new Error(`results.json records ${cuda.results.environment.executionProvider}, not cuda`);
    process.stdout.write(`${dtype}: cpu ${cpu.seconds.toFixed(1)} s, cuda ${cuda.seconds.toFixed(1)} s (wall, load included)\n`);
    for (const metric of cpu.results.metrics) {
      const other = cuda.results.metrics.find((m) => m.id === metric.id)!;
      const problems = disagreements(metric, other);
      process.stdout.write(
        `  ${metric.id.padEnd(28)} ${problems.length === 0 ? 'agrees' : `DIFFERS: ${problems.join('; ')}`} (verdicts ${metric.verdict} / ${other.verdict})\n`,
      );
      failed ||= problems.length > 0;
    }
  }
  for (const dtype of ['float32', 'float16'] as const) {
    const forged = await forgeModel(join(root, `${dtype}-lossless`), {
      ...forgePresets.tinyLlama(33),
      logitsWidth: 600,
      dtype,
      perturb: { seed: 34, scale: 0.3 },
    });
    const onCpu = await loadModel(forged.dir, { threads: 1, executionProvider: 'cpu' });
    const onCuda = await loadModel(forged.dir, { executionProvider: 'cuda', deviceId });
    try {
      const pair = { suitesDir: suites, scratchDir: join(root, `${dtype}-lossless-out`), maxNewTokens: 16, modelPath: forged.dir };
      const { results, records } = await judgeLoadedPair(pair, onCpu, onCuda);
      const problems = losslessProblems(results, records);
      const flips = records.filter((r) => (r.family === 'capability' || r.family === 'refusal') && r.flipped).length;
      process.stdout.write(
        `lossless pair ${dtype} (one model, base on CPU, tuned on CUDA): exit ${results.exitCode}, ${flips} flips, ` +
          `noise bounds ${JSON.stringify(results.noiseBounds ?? {})}: ${problems.length === 0 ? 'passes' : `FAILS: ${problems.join('; ')}`}\n`,
      );
      failed ||= problems.length > 0;
    } finally {
      await onCpu.dispose();
      await onCuda.dispose();
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.stdout.write(
  failed
    ? 'providers: metrics differ beyond the tolerance, or the lossless pair failed\n'
    : 'providers: every metric agrees within the tolerance; the lossless pair passes\n',
);
process.exit(failed ? 1 : 0);

/** What differs beyond the tolerance between one metric on CPU and on CUDA. */
function disagreements(cpu: MetricResult, cuda: MetricResult): string[] {
  const rate = cpu.unit === undefined && !/kl|nll/.test(cpu.id);
  const allowed = (x: number): number => (rate ? 1 / Math.max(cpu.n, 1) + 1e-12 : 1e-3 * Math.abs(x) + 1e-6);
  const problems: string[] = [];
  if (cpu.n !== cuda.n) problems.push(`n ${cpu.n} vs ${cuda.n}`);
  for (const key of ['base', 'tuned', 'delta'] as const) {
    const [a, b] = [cpu[key], cuda[key]];
    if (a === null || b === null) {
      if (a !== b) problems.push(`${key} ${a} vs ${b}`);
    } else if (Math.abs(a - b) > allowed(a)) problems.push(`${key} ${a} vs ${b}`);
  }
  return problems;
}
