/**
 * GSM8K (5-shot) and IFEval replies per second on the SmolLM-135M-shaped base model (random
 * weights, context 2048), tunegate's generation family against a batch-1 lm-eval-style loop in the
 * same runtime and run: the full prompt fed at batch 1 with its KV cache, greedy, and the stop
 * strings checked after every token by decoding the whole reply so far, as lm-eval's
 * MultiTokenEOSCriteria checks a window of it (bench/support/naiveLoop.ts). Both replies are cut at
 * the stop strings and must be identical. Random weights rarely emit a stop string, so most rows
 * run to max_gen_toks: the worst case for both.
 * Usage: node bench/run.mjs generativeTasks [docs per task=8] [IFEval max_gen_toks=256 (lm-eval: 1280)] [threads=all]
 */
import { loadModel } from '../src/model/index.js';
import { generationItem } from '../src/run/namedTasks.js';
import { loadGenerationTasks } from '../src/tasks/index.js';
import { cutAtStops, renderTaskPrompt, scoreGeneration, type GenerationItem } from '../src/families/generation/index.js';
import { untilWithEos } from '../src/families/generation/stopStrings.js';
import { naiveGenerate, openNaive } from './support/naiveLoop.js';
import { ensureSmolPair } from './support/smolPair.js';

const docs = Number(process.argv[2] ?? 8);
const ifevalMaxGenToks = Number(process.argv[3] ?? 256);
const threads = process.argv[4] === undefined || process.argv[4] === 'all' ? undefined : Number(process.argv[4]);

const { base } = ensureSmolPair(2048);
const loaded = await loadGenerationTasks(['gsm8k', 'ifeval'], { limit: docs });
const items: GenerationItem[] = loaded.docs.map((doc) => {
  const task = loaded.tasks.find((one) => one.name === doc.task)!;
  const item = generationItem(doc, task);
  return doc.task === 'ifeval' ? { ...item, doc: { ...doc, maxGenToks: ifevalMaxGenToks } } : item;
});

const model = await loadModel(base, threads === undefined ? {} : { threads });
// Warm-up: the first runs of a session pay for allocator growth and kernel selection.
await model.generateGreedy([model.tokenizer.encodeRaw('Question: 1 + 1?\nAnswer:')], { maxNewTokens: 4, eosIds: [] });

const byTask = (task: string) => items.map((item, index) => ({ item, index })).filter(({ item }) => item.doc.task === task);
const timings: { task: string; tunegateS: number; naiveS: number; same: number; total: number; tokens: number }[] = [];
const naive = await openNaive(base, threads ?? (await import('node:os')).availableParallelism());
for (const task of ['gsm8k', 'ifeval']) {
  const members = byTask(task);
  const started = performance.now();
  const scores = await scoreGeneration(
    model,
    members.map(({ item }) => item),
  );
  const tunegateS = (performance.now() - started) / 1000;
  const naiveStarted = performance.now();
  let same = 0;
  let tokens = 0;
  for (const [i, { item }] of members.entries()) {
    const prompt = renderTaskPrompt(model, item.doc.prompt, item.doc.maxGenToks);
    const stops = untilWithEos(model.tokenizer, item.doc.until);
    // lm-eval's batch-1 loop: after every token, decode the reply so far and look for each stop string.
    const ids = await naiveGenerate(naive, prompt.ids, item.doc.maxGenToks, model.tokenizer.eosIds, (generated) => {
      const text = model.tokenizer.decode(generated, { skipSpecialTokens: false });
      return stops.some((stop) => stop !== '' && text.includes(stop));
    });
    tokens += ids.length;
    const reply = cutAtStops(model.tokenizer.decode(ids, { skipSpecialTokens: true }), stops);
    const score = scores[i]!;
    if ('side' in score && score.side.reply === reply) same++;
  }
  timings.push({ task, tunegateS, naiveS: (performance.now() - naiveStarted) / 1000, same, total: members.length, tokens });
}
await model.dispose();

console.log(
  `generative tasks on the 135M-shape model (vocab 49152, 30 layers, context 2048), ${docs} documents per task, IFEval max_gen_toks ${ifevalMaxGenToks}, threads ${threads ?? 'all'}`,
);
console.log('  task     replies   tokens   tunegate s   replies/s   batch-1 loop s   replies/s   speed-up   identical replies');
for (const t of timings) {
  console.log(
    `  ${t.task.padEnd(7)}  ${String(t.total).padStart(7)}   ${String(t.tokens).padStart(6)}   ${t.tunegateS.toFixed(1).padStart(10)}   ${(t.total / t.tunegateS).toFixed(3).padStart(9)}   ${t.naiveS.toFixed(1).padStart(14)}   ${(t.total / t.naiveS).toFixed(3).padStart(9)}   ${(t.naiveS / t.tunegateS).toFixed(2).padStart(7)}×   ${t.same} of ${t.total}`,
  );
}
const worst = Math.min(...timings.map((t) => t.naiveS / t.tunegateS));
console.log(
  `target ≥ 4× on both tasks with every reply identical: ${worst >= 4 && timings.every((t) => t.same === t.total) ? 'met' : 'NOT met'} (worst ${worst.toFixed(2)}×)`,
);
