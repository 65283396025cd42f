/**
 * One run of K candidates against one base versus K separate compares of the same pairs, on
 * forged tiny models and a slice of the built-in suites: wall time of each, and the time spent
 * in the base model (timings.families baseMs summed over candidates and families). The base is
 * scored once in the joint run, so its base time should be about 1/K of the separate runs'.
 * Usage: node bench/run.mjs candidates [K=3] [capability items=200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareOutputFolder } from '../src/results/index.js';
import { runCandidates, runCompare } from '../src/run/index.js';
import type { RunResults } from '../src/results/types.js';
import { forgeModel, forgePresets } from '../tools/forge/index.js';
import { writeSmallSuites } from '../tools/smallSuites.js';
import { BENCH_STATISTICS } from './support/benchStatistics.js';

const k = Number(process.argv[2] ?? 3);
const capability = Number(process.argv[3] ?? 200);
const root = mkdtempSync(join(tmpdir(), 'tunegate-bench-candidates-'));
try {
  const base = await forgeModel(join(root, 'base'), forgePresets.tinyLlama(1));
  const candidates = await Promise.all(Array.from({ length: k }, (_, i) => forgeModel(join(root, `c${i}`), forgePresets.tinyLlama(2 + i))));
  const suitesDir = await writeSmallSuites(join(root, 'suites'), { capability, benign: 40, harmful: 40, divergence: 8 });
  const settings = {
    families: ['capability', 'refusal', 'divergence'] as const,
    ...BENCH_STATISTICS,
    maxNewTokens: 16,
    threads: 1,
    basePath: base.dir,
    suitesDir,
    command: ['bench'],
    log: () => undefined,
  };
  const baseMs = (results: RunResults): number => Object.values(results.timings.families).reduce((sum, family) => sum + (family?.baseMs ?? 0), 0);

  let started = performance.now();
  let separateBaseMs = 0;
  for (const [i, candidate] of candidates.entries()) {
    const output = await prepareOutputFolder(join(root, `separate-${i}`), { force: false });
    separateBaseMs += baseMs(
      await runCompare({ ...settings, families: [...settings.families], failOn: [...settings.failOn], tunedPath: candidate.dir, output }),
    );
  }
  const separateMs = performance.now() - started;

  started = performance.now();
  const output = await prepareOutputFolder(join(root, 'joint'), { force: false });
  const run = await runCandidates({
    ...settings,
    families: [...settings.families],
    failOn: [...settings.failOn],
    output,
    candidates: candidates.map((c, i) => ({ name: `c${i}`, path: c.dir })),
  });
  const jointMs = performance.now() - started;
  const jointBaseMs = run.candidates.reduce((sum, { results }) => sum + (results ? baseMs(results) : 0), 0);

  console.log(`${k} candidates, ${capability} capability items, 80 refusal prompts (16 new tokens), 8 documents; tiny forged models, 1 thread`);
  console.log(`  separate compares  wall ${(separateMs / 1000).toFixed(1)} s, in the base model ${(separateBaseMs / 1000).toFixed(2)} s`);
  console.log(`  one joint run      wall ${(jointMs / 1000).toFixed(1)} s, in the base model ${(jointBaseMs / 1000).toFixed(2)} s`);
  console.log(`  ratio separate / joint: wall ${(separateMs / jointMs).toFixed(2)}×, base-model time ${(separateBaseMs / jointBaseMs).toFixed(2)}×`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
