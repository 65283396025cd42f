/**
 * Divergence cost on SmolLM-135M-shaped models (vocab 49 152, 512-token windows):
 *  - peak RSS against the budget "model weights × 2 + 300 MB" (both models are resident);
 *  - KL math (log-softmax of both rows, KL, argmax, NLL) as a share of the two models'
 *    session.run time, both measured in this one run.
 * Usage: node --import tsx bench/divergence.bench.ts [documents=4]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadModel } from '../src/model/index.js';
import { scoreDivergenceItem } from '../src/metrics/index.js';
import { ensureSmolPair, weightBytes } from './support/smolPair.js';

const WINDOW = 512;
const documents = Number(process.argv[2] ?? 4);
const { base: baseDir, tuned: tunedDir } = ensureSmolPair(WINDOW);
const corpus = readFileSync(fileURLToPath(new URL('../suites/divergence/technical.jsonl', import.meta.url)), 'utf8')
  .trim().split('\n').map((line) => JSON.parse(line) as { id: string; text: string; tags: string[] });

const rssBefore = process.memoryUsage().rss;
const base = await loadModel(baseDir);
const tuned = await loadModel(tunedDir);
const timings = { baseMs: 0, tunedMs: 0 };
const started = performance.now();
let tokens = 0;
for (const doc of corpus.slice(0, documents)) {
  // Concatenate documents so each scored text spans more than one 512-token window.
  const text = [doc.text, ...corpus.slice(documents, documents + 2).map((d) => d.text)].join('\n\n');
  const record = await scoreDivergenceItem(base, tuned, { ...doc, text }, timings);
  tokens += record.tokenCount;
}
const totalMs = performance.now() - started;
const sessionMs = base.usage.sessionMs + tuned.usage.sessionMs;
const klMathMs = totalMs - sessionMs;
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const weightsMb = weightBytes(baseDir) / 1e6;
const budgetMb = (weightsMb * 2 * 1e6) / 2 ** 20 + 300;
await base.dispose();
await tuned.dispose();

const mb = (value: number): string => `${value.toFixed(0)} MiB`;
console.log(`divergence on 135M-shape models, vocab 49152, ${WINDOW}-token windows, ${documents} documents, ${tokens} tokens`);
console.log(`  session.run (both models)   ${(sessionMs / 1000).toFixed(2)} s over ${base.usage.runs + tuned.usage.runs} runs`);
console.log(`  everything else (KL math)   ${(klMathMs / 1000).toFixed(2)} s`);
console.log(`  KL math / session.run       ${(klMathMs / sessionMs * 100).toFixed(1)} %   (target < 10 %)`);
console.log(`  peak RSS                    ${mb(peakRssMb)}   (RSS before loading ${mb(rssBefore / 2 ** 20)})`);
console.log(`  budget: weights × 2 + 300   ${mb(budgetMb)}   (weights ${mb(weightsMb * 1e6 / 2 ** 20)} each)`);
console.log(`  peak RSS / budget           ${(peakRssMb / budgetMb).toFixed(2)}   (target < 1)`);
