/**
 * What the result cache saves when the same base is compared with a new candidate (README "Result
 * cache"): the demo pair (base, candidate A = the demo fine-tune) and a second candidate B (the base
 * trained on every other fine-tune document), all with the built-in suites. Run 1 = base vs A with an
 * empty cache, run 2 = base vs B with the cache run 1 filled, run 3 = base vs B without a cache (what
 * run 2 would cost otherwise), run 4 = base vs A again (everything served). Each is a real
 * `tunegate compare` process; prints wall times, the in-process time (timings.totalMs), the ratios
 * run 1 / run 2 and run 3 / run 2, and each run's time inside the models per family and side.
 * Usage: node bench/run.mjs cacheReuse [extra compare flags…]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDemoModels, DEMO_CONTEXT, DEMO_MERGES, DEMO_OPTIONS } from '../examples/demo/buildDemoModels.js';
import { demoCorpus } from '../examples/demo/demoCorpus.js';
import { loadTokenizer } from '../src/model/index.js';
import type { RunResults } from '../src/results/types.js';
import { CountLmTrainer, forgeCountModel, forgeTokenizerFiles } from '../test/support/forge/index.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const suites = join(repo, 'suites');
const extra = process.argv.slice(2);
const models = await buildDemoModels(join(repo, '.cache', 'demo'), suites, (line) => process.stderr.write(`${line}\n`));
const candidateB = join(repo, '.cache', 'demo', 'demo-candidate-b');
if (!existsSync(join(candidateB, 'model.onnx'))) buildCandidateB(candidateB);

const root = mkdtempSync(join(tmpdir(), 'tunegate-cache-bench-'));
const cache = join(root, 'cache');
const run = (name: string, tuned: string, cacheFlags: string[]): { wallS: number; results: RunResults } => {
  const out = join(root, name);
  const t0 = performance.now();
  const child = spawnSync(process.execPath, [join(repo, 'bin', 'tunegate'), 'compare', models.base, tuned, '--out', out, ...cacheFlags, ...extra], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wallS = (performance.now() - t0) / 1000;
  if ((child.status ?? 4) > 2) throw new Error(`${name} failed (${child.status}):\n${child.stderr}`);
  return { wallS, results: JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as RunResults };
};
const first = run('run1-base-vs-A', models.tuned, ['--cache', cache]);
const second = run('run2-base-vs-B', candidateB, ['--cache', cache]);
const third = run('run3-base-vs-B-no-cache', candidateB, ['--no-cache']);
const fourth = run('run4-base-vs-A-again', models.tuned, ['--cache', cache]);
for (const [name, r] of [['run 1: base vs A, empty cache', first], ['run 2: base vs B, cache from run 1', second], ['run 3: base vs B, --no-cache', third], ['run 4: base vs A again, all cached', fourth]] as const) {
  const families = Object.entries(r.results.timings.families).map(([family, t]) => `${family} base ${(t.baseMs / 1000).toFixed(1)} s tuned ${(t.tunedMs / 1000).toFixed(1)} s`).join('; ');
  process.stdout.write(`${name}: wall ${r.wallS.toFixed(1)} s, in-process ${(r.results.timings.totalMs / 1000).toFixed(1)} s (load ${(r.results.timings.loadMs / 1000).toFixed(1)} s, statistics ${(r.results.timings.statsMs / 1000).toFixed(1)} s; ${families})\n`);
}
process.stdout.write(`run 1 / run 2 = ${(first.wallS / second.wallS).toFixed(2)}×; run 3 / run 2 = ${(third.wallS / second.wallS).toFixed(2)}×; run 1 / run 4 = ${(first.wallS / fourth.wallS).toFixed(2)}×\n`);
process.stdout.write(`run 2 cache use: ${JSON.stringify(second.results.timings.cache?.families)}\n`);
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
