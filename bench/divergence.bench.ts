/**
 * Divergence cost on SmolLM-135M-shaped models (vocab 49 152, 512-token windows):
 *  - peak RSS against the budget "model weights × 2 + 300 MB" (both models are resident),
 *    with the resident memory split into anonymous pages (heaps, onnxruntime's prepacked
 *    weights and arenas, output buffers) and file-backed ones (libraries, mapped weights
 *    such as the embedding) before loading, after loading and after scoring;
 *  - KL math (the scorer's reduction of both models' rows to KL, argmaxes and NLLs, timed by
 *    scoreDivergenceItem) as a share of the two models' session.run time while scoring (the load
 *    probes excluded), both measured in this one run; everything else outside session.run
 *    (collections of onnxruntime's output buffers, tokenization, token pieces) is shown beside it.
 * The budget is in bytes as written, 2 × the weights on disk + 300 × 10⁶, shown in MiB.
 * Usage: node --import tsx bench/divergence.bench.ts [documents=4]
 */
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadModel } from '../src/model/index.js';
import { scoreDivergenceItem } from '../src/families/divergence/index.js';
import { residentMemory, type ResidentMemory } from './support/processMemory.js';
import { ensureSmolPair, weightBytes } from './support/smolPair.js';

const WINDOW = 512;
const documents = Number(process.argv[2] ?? 4);
const { base: baseDir, tuned: tunedDir } = ensureSmolPair(WINDOW);
const corpus = readFileSync(fileURLToPath(new URL('../suites/divergence/technical.jsonl', import.meta.url)), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { id: string; text: string; tags: string[] });

const beforeLoading = residentMemory();
const base = await loadModel(baseDir);
const tuned = await loadModel(tunedDir);
const afterLoading = residentMemory();
const timings = { baseMs: 0, tunedMs: 0, klMs: 0 };
// The load probes (one token each, but the first touch of every weight page) are not scoring.
const sessionMsBefore = base.usage.sessionMs + tuned.usage.sessionMs;
const runsBefore = base.usage.runs + tuned.usage.runs;
// Collections during scoring are part of "everything else"; most are forced by the external
// memory of onnxruntime's output buffers, so they are shown on their own.
let gcMs = 0;
let gcCount = 0;
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcCount += 1;
  }
});
gcObserver.observe({ entryTypes: ['gc'] });
const started = performance.now();
let tokens = 0;
for (const doc of corpus.slice(0, documents)) {
  // Concatenate documents so each scored text spans more than one 512-token window.
  const text = [doc.text, ...corpus.slice(documents, documents + 2).map((d) => d.text)].join('\n\n');
  const record = await scoreDivergenceItem(base, tuned, { ...doc, text }, timings);
  tokens += record.tokenCount;
}
const totalMs = performance.now() - started;
gcObserver.disconnect();
const sessionMs = base.usage.sessionMs + tuned.usage.sessionMs - sessionMsBefore;
const klMathMs = timings.klMs;
const otherMs = totalMs - sessionMs - klMathMs;
const afterScoring = residentMemory();
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const weightsMb = weightBytes(baseDir) / 1e6;
const budgetMb = (weightsMb * 2 * 1e6 + 300e6) / 2 ** 20;
await base.dispose();
await tuned.dispose();

const mb = (value: number): string => `${value.toFixed(0)} MiB`;
const split = (m: ResidentMemory): string => `${mb(m.rssMiB)} (anon ${mb(m.anonMiB)}, file ${mb(m.fileMiB)})`;
const tokenMs = (ms: number): string => `${(ms / tokens).toFixed(2)} ms/token`;
console.log(`divergence on 135M-shape models, vocab 49152, ${WINDOW}-token windows, ${documents} documents, ${tokens} tokens`);
console.log(
  `  session.run (both models)   ${(sessionMs / 1000).toFixed(2)} s over ${base.usage.runs + tuned.usage.runs - runsBefore} runs   (${tokenMs(sessionMs)})`,
);
console.log(`  KL math                     ${(klMathMs / 1000).toFixed(2)} s   (${tokenMs(klMathMs)})`);
console.log(`  KL math / session.run       ${((klMathMs / sessionMs) * 100).toFixed(1)} %   (target < 10 %)`);
console.log(
  `  everything else             ${(otherMs / 1000).toFixed(2)} s   (${tokenMs(otherMs)}, ${((otherMs / sessionMs) * 100).toFixed(1)} % of session.run)`,
);
console.log(`    of which garbage collection ${(gcMs / 1000).toFixed(2)} s in ${gcCount} collections`);
console.log(`  RSS before loading          ${split(beforeLoading)}`);
console.log(`  RSS after loading both      ${split(afterLoading)}`);
console.log(`  RSS after scoring           ${split(afterScoring)}`);
console.log(`  peak RSS                    ${mb(peakRssMb)}`);
console.log(`  budget: weights × 2 + 300 MB ${mb(budgetMb)}   (weights ${mb((weightsMb * 1e6) / 2 ** 20)} each)`);
console.log(`  peak RSS / budget           ${(peakRssMb / budgetMb).toFixed(2)}   (target < 1)`);
