/**
 * 5-shot MMLU documents per second: tunegate's capability scorer against an lm-eval-style loop
 * (bench/support/naiveLoop.ts: one full forward of context ++ choice per choice, batch 1, nothing
 * reused) on the SmolLM-135M-shaped base model (2 048 positions), in one run. tunegate runs a chunk's
 * contexts once, their shared few-shot prefix once per chunk, and scores MMLU's four one-token
 * letters from the context's last row. Both sides take the same documents, chunk by chunk in turn
 * (tunegate on a chunk, then the loop), so a busy machine slows both alike; the ratio is of two
 * figures from this run. Also checks both computed the same log-likelihoods (exit 1 otherwise).
 * Usage: node bench/run.mjs mmluFewshot [--subjects N=2] [--docs N=16] [--threads N=2]
 */
import { parseArgs } from 'node:util';
import { loadModel } from '../src/model/index.js';
import { itemTokens, scoreCapability } from '../src/families/capability/index.js';
import { taskItem } from '../src/run/namedTasks.js';
import { loadTasks, MMLU_SUBJECTS } from '../src/tasks/index.js';
import { naiveLoglik, openNaive } from './support/naiveLoop.js';
import { ensureSmolPair } from './support/smolPair.js';

const { values: flags } = parseArgs({
  options: { subjects: { type: 'string', default: '2' }, docs: { type: 'string', default: '16' }, threads: { type: 'string', default: '2' } },
});
const threads = Number(flags.threads);
const subjects = MMLU_SUBJECTS.slice(0, Number(flags.subjects)).map((subject) => `mmlu_${subject}`);
const items = loadTasks(subjects, { numFewshot: 5, limit: Number(flags.docs) }).docs.map(taskItem);
const { base: dir } = ensureSmolPair(2048);
const model = await loadModel(dir, { threads });
const naive = await openNaive(dir, threads);
/** Items per turn, as `tunegate compare` scores a family chunk by chunk. */
const CHUNK = 64;
let oursMs = 0;
let naiveMs = 0;
let maxGap = 0;
let tokens = 0;
for (let start = 0; start < items.length; start += CHUNK) {
  const chunk = items.slice(start, start + CHUNK);
  let t = performance.now();
  const ours = await scoreCapability(model, chunk);
  oursMs += performance.now() - t;
  t = performance.now();
  for (const [i, item] of chunk.entries()) {
    const { prefixIds, continuationIds } = itemTokens(model.tokenizer, item);
    tokens += prefixIds.length;
    const score = ours[i]!;
    if (!('side' in score)) throw new Error(`${item.id} was not scored: ${score.skipped}`);
    for (const [k, continuation] of continuationIds.entries()) {
      const reference = await naiveLoglik(naive, prefixIds, continuation);
      maxGap = Math.max(maxGap, Math.abs(reference - score.side.logliks[k]!));
    }
  }
  naiveMs += performance.now() - t;
}
await model.dispose();
const rate = (ms: number): number => items.length / (ms / 1000);
const ratio = naiveMs / oursMs;
console.log(
  `5-shot MMLU, ${items.length} documents of ${subjects.length} subjects, mean context ${Math.round(tokens / items.length)} tokens, ${threads} threads`,
);
console.log('| scorer | documents/s | ms per document |');
console.log('| --- | ---: | ---: |');
console.log(`| tunegate (shared few-shot prefix, one pass for the four letters) | ${rate(oursMs).toFixed(2)} | ${(oursMs / items.length).toFixed(0)} |`);
console.log(`| lm-eval-style loop (one forward per context + choice) | ${rate(naiveMs).toFixed(2)} | ${(naiveMs / items.length).toFixed(0)} |`);
console.log(`speed-up ${ratio.toFixed(2)}× (target ≥ 5×: ${ratio >= 5 ? 'met' : 'missed'}); largest log-likelihood gap ${maxGap.toExponential(2)} nats`);
if (!(maxGap < 1e-3)) {
  console.error('the two scorers disagree');
  process.exit(1);
}
