/**
 * What the result cache saves when the same base is compared with a new candidate (docs/guides/many-machines-and-cache.md,
 * "Result cache"): the demo pair (base, candidate A = the demo fine-tune) and a second candidate B (the base
 * trained on every other fine-tune document), all with the built-in suites. Run 1 = base vs A with an
 * empty cache, run 2 = base vs B with the cache run 1 filled, run 3 = base vs B without a cache (what
 * run 2 would cost otherwise), run 4 = base vs A again (everything served). Each is a real
 * `tunegate compare` process timed by /usr/bin/time; runs 2 and 3 twice each, alternating. Prints
 * wall and CPU seconds, the in-process time (timings.totalMs), the ratios run 1 / run 2, run 3 /
 * run 2 and run 1 / run 4, and each run's time inside the models per family and side.
 * With `smol` first, the pair is the SmolLM-135M-shaped forged pair (bench/.models/, 512 tokens of
 * context), candidate B a third one (another perturbation), and the suites the first 60 capability
 * items, 16 + 16 refusal prompts and 8 divergence documents of the built-in ones (a full built-in run
 * of that shape takes hours on two cores).
 * Usage: node bench/run.mjs cacheReuse [smol] [extra compare flags…]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoModels, DEMO_CONTEXT, DEMO_MERGES, DEMO_OPTIONS } from '../tools/demo/buildDemoModels.js';
import { demoCorpus } from '../tools/demo/demoCorpus.js';
import { loadTokenizer } from '../src/model/index.js';
import type { RunResults } from '../src/results/types.js';
import { CountLmTrainer, forgeCountModel, forgeModel, forgePresets, forgeTokenizerFiles } from '../tools/forge/index.js';
import { writeSmallSuites } from '../tools/smallSuites.js';
import { ensureSmolPair } from './support/smolPair.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const suites = join(repo, 'suites');
const smol = process.argv[2] === 'smol';
const extra = process.argv.slice(smol ? 3 : 2);
const root = mkdtempSync(join(tmpdir(), 'tunegate-cache-bench-'));
let models: { base: string; tuned: string };
let candidateB: string;
if (smol) {
  models = ensureSmolPair(512);
  candidateB = join(repo, '.cache', 'smol-candidate-b-512');
  if (!existsSync(join(candidateB, 'model.onnx')))
    await forgeModel(candidateB, { ...forgePresets.smol135mShape(1), maxPositions: 512, perturb: { seed: 3, scale: 0.01 } });
  extra.unshift('--suites', await writeSmallSuites(join(root, 'suites'), { capability: 60, benign: 16, harmful: 16, divergence: 8 }));
} else {
  models = await buildDemoModels(join(repo, '.cache', 'demo'), suites, (line) => process.stderr.write(`${line}\n`));
  candidateB = join(repo, '.cache', 'demo', 'demo-candidate-b');
  if (!existsSync(join(candidateB, 'model.onnx'))) buildCandidateB(candidateB);
}

const cache = join(root, 'cache');

/** One run's wall and CPU (user + system) seconds, from /usr/bin/time, and its results.json. */
interface Measured {
  readonly wallS: number;
  readonly cpuS: number;
  readonly results: RunResults;
}

const run = (name: string, tuned: string, cacheFlags: string[]): Measured => {
  const out = join(root, name);
  const timeFile = join(root, `${name}.time`);
  const child = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %U %S', '-o', timeFile, process.execPath, join(repo, 'bin', 'tunegate'), 'compare', models.base, tuned, '--out', out, ...cacheFlags, ...extra],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  );
  if ((child.status ?? 4) > 2) throw new Error(`${name} failed (${child.status}):\n${child.stderr}`);
  const [wall, user, system] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  return { wallS: wall!, cpuS: user! + system!, results: JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults };
};
// Run 2 writes candidate B's results, so each repetition of it starts from a copy of run 1's cache.
// Repetitions alternate with and without the cache, so drifting load on a shared machine hits both alike.
const first = run('run1-base-vs-A', models.tuned, ['--cache', cache]);
cpSync(cache, `${cache}-a`, { recursive: true });
cpSync(cache, `${cache}-b`, { recursive: true });
const secondA = run('run2a-base-vs-B', candidateB, ['--cache', `${cache}-a`]);
const thirdA = run('run3a-base-vs-B-no-cache', candidateB, ['--no-cache']);
const thirdB = run('run3b-base-vs-B-no-cache', candidateB, ['--no-cache']);
const secondB = run('run2b-base-vs-B', candidateB, ['--cache', `${cache}-b`]);
const fourth = run('run4-base-vs-A-again', models.tuned, ['--cache', cache]);
const line = (name: string, r: Measured): string => {
  const families = Object.entries(r.results.timings.families)
    .map(([family, t]) => `${family} base ${((t?.baseMs ?? 0) / 1000).toFixed(1)} s tuned ${((t?.tunedMs ?? 0) / 1000).toFixed(1)} s`)
    .join('; ');
  return `${name}: wall ${r.wallS.toFixed(1)} s, CPU ${r.cpuS.toFixed(1)} s, in-process ${(r.results.timings.totalMs / 1000).toFixed(1)} s (load ${(r.results.timings.loadMs / 1000).toFixed(1)} s, statistics ${(r.results.timings.statsMs / 1000).toFixed(1)} s; ${families})\n`;
};
process.stdout.write(line('run 1: base vs A, empty cache', first));
process.stdout.write(line('run 2a: base vs B, cache from run 1', secondA));
process.stdout.write(line('run 3a: base vs B, --no-cache', thirdA));
process.stdout.write(line('run 3b: base vs B, --no-cache', thirdB));
process.stdout.write(line('run 2b: base vs B, cache from run 1', secondB));
process.stdout.write(line('run 4: base vs A again, all cached', fourth));
const mean = (a: Measured, b: Measured, key: 'wallS' | 'cpuS'): number => (a[key] + b[key]) / 2;
for (const key of ['wallS', 'cpuS'] as const) {
  const what = key === 'wallS' ? 'wall' : 'CPU';
  const two = mean(secondA, secondB, key);
  process.stdout.write(
    `${what}: run 1 / run 2 = ${(first[key] / two).toFixed(2)}×; run 3 / run 2 = ${(mean(thirdA, thirdB, key) / two).toFixed(2)}×; run 1 / run 4 = ${(first[key] / fourth[key]).toFixed(2)}× (run 2 and 3: means of two)\n`,
  );
}
process.stdout.write(`run 2 cache use: ${JSON.stringify(secondA.results.timings.cache?.families)}\n`);
rmSync(root, { recursive: true, force: true });

/** The demo base trained further on every other fine-tune document: a candidate that differs from A. */
function buildCandidateB(dir: string): void {
  const corpus = demoCorpus(suites);
  const tokenizerText = corpus.base.map((doc) => doc.text.replace(/<\|im_(start|end)\|>/g, '\n')).join('\n\n');
  const tokenizerFiles = forgeTokenizerFiles(DEMO_CONTEXT, tokenizerText, DEMO_MERGES);
  const tokenizerDir = join(root0(), 'tokenizer');
  mkdirSync(tokenizerDir, { recursive: true });
  for (const [name, contents] of Object.entries(tokenizerFiles.files)) writeFileSync(join(tokenizerDir, name), JSON.stringify(contents, null, 2));
  const tokenizer = loadTokenizer({ dir: tokenizerDir, configFile: null, generationConfigFile: null });
  const trainer = new CountLmTrainer(tokenizerFiles.vocabSize, DEMO_OPTIONS);
  for (const doc of corpus.base) trainer.add(tokenizer.encodeRaw(doc.text), doc.weight);
  corpus.finetune.forEach((doc, i) => {
    if (i % 2 === 0) trainer.add(tokenizer.encodeRaw(doc.text), doc.weight);
  });
  forgeCountModel(dir, trainer.tables(), tokenizerFiles, DEMO_CONTEXT);
  rmSync(tokenizerDir, { recursive: true, force: true });
}

function root0(): string {
  return mkdtempSync(join(tmpdir(), 'tunegate-cache-bench-tok-'));
}
