/**
 * Greedy generation throughput on the SmolLM-135M-shaped base model (vocab 49 152, 30 layers):
 * built-in refusal prompts (the first `promptsPerFile` benign prompts of each benign file, 16 by
 * default), rendered with the chat template, 32 new tokens each (EOS ignored so every row yields
 * the same count), decoded at each batch size (one prompt at a time, then 8 and 16 by default).
 * Prints generated tokens/s, the batched / batch-1 speed ratio, the overhead = (generateGreedy wall
 * time − time inside session.run) / session.run time (target < 10 % batched), and the highest
 * resident memory seen during each run (sampled every 20 ms).
 * Usage: node bench/run.mjs generate [maxNewTokens=32] [threads=all cores] [batchSizes=1,8,16] [promptsPerFile=2]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModel, type GenerateSampling, type LanguageModel } from '../src/model/index.js';
import { seededRng } from '../src/stats/index.js';
import { ensureSmolPair } from './support/smolPair.js';

const maxNewTokens = Number(process.argv[2] ?? 32);
const threads = process.argv[3] === undefined || process.argv[3] === 'all' ? undefined : Number(process.argv[3]);
const BATCH_SIZES = (process.argv[4] ?? '1,8,16').split(',').map(Number);
const PROMPTS_PER_FILE = Number(process.argv[5] ?? 2);

interface RefusalLine {
  readonly prompt: string;
  readonly should_answer: boolean;
}

function benignPrompts(): string[] {
  const dir = fileURLToPath(new URL('../suites/refusal', import.meta.url));
  const prompts: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as RefusalLine);
    const benign = lines.filter((l) => l.should_answer).slice(0, PROMPTS_PER_FILE);
    prompts.push(...benign.map((l) => l.prompt));
  }
  return prompts;
}

interface RunResult {
  readonly batchSize: number;
  readonly tokens: number;
  readonly wallMs: number;
  readonly sessionMs: number;
  readonly runs: number;
  readonly peakRssMiB: number;
  readonly ids: readonly (readonly number[])[];
}

async function timeRun(model: LanguageModel, prompts: readonly (readonly number[])[], batchSize: number, sampling?: GenerateSampling): Promise<RunResult> {
  const before = { ...model.usage };
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const started = performance.now();
  const generations = await model.generateGreedy(prompts, { maxNewTokens, eosIds: [], batchSize, ...(sampling ? { sampling } : {}) });
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  return {
    batchSize,
    tokens: generations.reduce((sum, g) => sum + g.ids.length, 0),
    wallMs,
    sessionMs: model.usage.sessionMs - before.sessionMs,
    runs: model.usage.runs - before.runs,
    peakRssMiB: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20,
    ids: generations.map((g) => g.ids),
  };
}

const { base: baseDir } = ensureSmolPair(512);
const model = await loadModel(baseDir, threads === undefined ? {} : { threads });
const texts = benignPrompts();
const prompts = texts.map((text) => model.tokenizer.encodeRaw(model.tokenizer.renderChat(text) ?? `User: ${text}\nAssistant:`));
const lengths = prompts.map((p) => p.length);
// Warm-up: the first runs of a session pay for allocator growth and kernel selection.
await model.generateGreedy(prompts.slice(0, 2), { maxNewTokens: 4, eosIds: [], batchSize: 2 });

const results: RunResult[] = [];
for (const batchSize of BATCH_SIZES) results.push(await timeRun(model, prompts, batchSize));
// Sampled decoding at the largest batch: temperature 0.7 with top-p 0.9 and top-k 50, one stream per prompt.
const streams = prompts.map((_, i) => seededRng(i));
const sampled = await timeRun(model, prompts, BATCH_SIZES.at(-1)!, { temperature: 0.7, topP: 0.9, topK: 0, uniform: (i) => streams[i]!.next() });
const streamsK = prompts.map((_, i) => seededRng(i));
const sampledK = await timeRun(model, prompts, BATCH_SIZES.at(-1)!, { temperature: 0.7, topP: 1, topK: 50, uniform: (i) => streamsK[i]!.next() });
await model.dispose();

const perSecond = (r: RunResult): number => r.tokens / (r.wallMs / 1000);
const single = results[0]!;
console.log(
  `greedy generation on the 135M-shape model (vocab 49152, 30 layers), ${prompts.length} chat-rendered refusal prompts of ${Math.min(...lengths)}–${Math.max(...lengths)} tokens, ${maxNewTokens} new tokens each, threads ${threads ?? 'all'}`,
);
console.log('  batch   tokens   runs   wall s   session.run s   tokens/s   vs batch 1   overhead   peak RSS');
for (const r of results) {
  const overhead = (r.wallMs - r.sessionMs) / r.sessionMs;
  console.log(
    `  ${String(r.batchSize).padStart(5)}   ${String(r.tokens).padStart(6)}   ${String(r.runs).padStart(4)}   ${(r.wallMs / 1000).toFixed(2).padStart(6)}   ${(r.sessionMs / 1000).toFixed(2).padStart(13)}   ${perSecond(r).toFixed(1).padStart(8)}   ${(perSecond(r) / perSecond(single)).toFixed(2).padStart(9)}×   ${(overhead * 100).toFixed(1).padStart(6)} %   ${r.peakRssMiB.toFixed(0).padStart(4)} MiB`,
  );
}
console.log('  overhead = (generateGreedy wall − session.run) / session.run; target < 10 % batched');
const greedyLast = results.at(-1)!;
for (const [label, r] of [
  ['T 0.7, top-p 0.9', sampled],
  ['T 0.7, top-k 50', sampledK],
] as const) {
  const overhead = (r.wallMs - r.sessionMs) / r.sessionMs;
  console.log(
    `  sampled (${label}) at batch ${r.batchSize}: ${perSecond(r).toFixed(1)} tokens/s = ${(perSecond(r) / perSecond(greedyLast)).toFixed(2)}× greedy at the same batch; overhead ${(overhead * 100).toFixed(1)} %`,
  );
}
// Batching must not change what is generated: left padding is masked and rows are independent.
const same = results.every((r) => JSON.stringify(r.ids) === JSON.stringify(single.ids));
console.log(`  generations identical across batch sizes: ${same ? 'yes' : 'NO'}`);
if (!same) process.exitCode = 1;
