/**
 * Continuous batching leaves the replies as they were. The built-in refusal prompts
 * (suites/refusal, rendered as scoreRefusal renders them) are decoded by generateGreedy with its
 * default batch (rows chosen from the cache's memory, a waiting prompt taking each freed slot)
 * and compared with a reference written here that shares no decoding code with it: each prompt
 * alone, the whole sequence recomputed for every token through logitWindows (no cache, no
 * batching, no padding), the float32 argmax, the reply cut at its first stop id. Stop ids are
 * taken from the reference's own replies so that rows stop at many different steps and the
 * batch refills again and again. Sampled replies: the same per-prompt streams at batch 1 and
 * in the continuous batch.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Generation } from '../../src/model/index.js';
import { renderPrompt, type RefusalItem } from '../../src/families/refusal/index.js';
import { loadSuites } from '../../src/run/index.js';
import { seededRng } from '../../src/stats/index.js';
import { nextTokenLogits, referenceArgmax, VariantPool, type LoadedVariant, type VariantName } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

const NEW_TOKENS = 8;

/** Greedy decoding without cache or batching: the whole sequence again for every token (a dummy id makes the last row predict the next position). */
async function stepByStep({ model }: LoadedVariant, prompt: readonly number[], maxNewTokens: number): Promise<number[]> {
  const generated: number[] = [];
  while (generated.length < maxNewTokens) {
    const last = await nextTokenLogits(model, [...prompt, ...generated]);
    generated.push(referenceArgmax(last));
  }
  return generated;
}

/** The reply a stop id cuts a free run to, as generateGreedy reports it. */
function cutAtStop(free: readonly number[], stops: readonly number[]): { ids: number[]; stoppedAtEos: boolean } {
  const cut = free.findIndex((token) => stops.includes(token));
  return cut < 0 ? { ids: [...free], stoppedAtEos: false } : { ids: free.slice(0, cut), stoppedAtEos: true };
}

function decisions(generations: readonly Generation[]): { ids: readonly number[]; stoppedAtEos: boolean }[] {
  return generations.map(({ ids, stoppedAtEos }) => ({ ids: [...ids], stoppedAtEos }));
}

async function builtinPrompts(variant: LoadedVariant): Promise<(readonly number[])[]> {
  const suites = await loadSuites(fileURLToPath(new URL('../../suites', import.meta.url)), ['refusal']);
  const items = (suites.refusal as unknown as { items: readonly RefusalItem[] }).items;
  return items.map((item) => renderPrompt(variant.model.tokenizer, item.prompt).ids);
}

/** Stop ids among the reference's early tokens, most frequent first, each kept while a third of the replies still run to the cap. */
function stopIds(free: readonly (readonly number[])[]): number[] {
  const counts = new Map<number, number>();
  for (const reply of free) for (const token of reply.slice(1, NEW_TOKENS - 1)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const stops: number[] = [];
  for (const [token] of [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
    const running = free.filter((reply) => !cutAtStop(reply, [...stops, token]).stoppedAtEos).length;
    if (running >= free.length / 3) stops.push(token);
  }
  return stops;
}

for (const name of ['llamaGqa', 'gpt2'] as VariantName[]) {
  test(`${name}: continuous batching gives the built-in refusal prompts the replies of uncached one-at-a-time decoding`, async () => {
    const variant = await pool.get(name);
    const prompts = await builtinPrompts(variant);
    const free: number[][] = [];
    for (const prompt of prompts) free.push(await stepByStep(variant, prompt, NEW_TOKENS));
    const stops = stopIds(free);
    const expected = free.map((reply) => cutAtStop(reply, stops));
    // Without rows stopping at many different steps the batch would never refill mid-run.
    const stopSteps = new Set(expected.filter((reply) => reply.stoppedAtEos).map((reply) => reply.ids.length));
    assert.ok(stopSteps.size >= 3, `setup: stops at steps ${[...stopSteps].join(', ')} only, with stop ids ${stops.join(', ')}`);
    const before = variant.model.usage.runs;
    const continuous = await variant.model.generateGreedy(prompts, { maxNewTokens: NEW_TOKENS, eosIds: stops });
    assert.ok(variant.model.usage.runs - before < prompts.length, 'rows share passes');
    const got = decisions(continuous);
    const differing = got.flatMap((reply, i) => (JSON.stringify(reply) === JSON.stringify(expected[i]) ? [] : [i]));
    assert.deepEqual(
      differing,
      [],
      `prompts whose reply changed: ${differing.map((i) => `${i} ${JSON.stringify(got[i])} vs ${JSON.stringify(expected[i])}`).join('; ')}`,
    );
    // Each step's gap as batch-one decoding reports it, within float32 rounding of another batch shape.
    const alone = await variant.model.generateGreedy(prompts.slice(0, 24), { maxNewTokens: NEW_TOKENS, eosIds: stops, batchSize: 1 });
    alone.forEach((generation, i) =>
      generation.topGaps!.forEach((gap, step) => {
        const other = continuous[i]!.topGaps![step]!;
        assert.ok(Math.abs(gap - other) < 1e-4 * (1 + Math.abs(generation.largestLogit!)), `prompt ${i} step ${step}: ${gap} vs ${other}`);
      }),
    );
  });
}

test('llamaGqa: sampled replies of the built-in refusal prompts are the same at batch 1 and in the continuous batch', async () => {
  const variant = await pool.get('llamaGqa');
  const prompts = (await builtinPrompts(variant)).slice(0, 96);
  const streams = (): { uniform: (i: number) => number } => {
    const rngs = prompts.map((_, i) => seededRng(4000 + i));
    return { uniform: (i) => rngs[i]!.next() };
  };
  // A common token as stop id, so sampled rows stop at different steps too.
  const options = { maxNewTokens: NEW_TOKENS, eosIds: [] as number[] };
  const sampling = { temperature: 1.3, topK: 0, topP: 1 };
  const one = await variant.model.generateGreedy(prompts, { ...options, batchSize: 1, sampling: { ...sampling, ...streams() } });
  const counts = new Map<number, number>();
  for (const g of one) for (const token of g.ids.slice(1)) counts.set(token, (counts.get(token) ?? 0) + 1);
  const stop = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const oneWithStop = await variant.model.generateGreedy(prompts, { ...options, eosIds: [stop], batchSize: 1, sampling: { ...sampling, ...streams() } });
  const continuous = await variant.model.generateGreedy(prompts, { ...options, eosIds: [stop], sampling: { ...sampling, ...streams() } });
  assert.ok(oneWithStop.some((g) => g.stoppedAtEos) && oneWithStop.some((g) => !g.stoppedAtEos), 'setup: some rows stop early, some run to the cap');
  assert.deepEqual(decisions(continuous), decisions(oneWithStop));
});
