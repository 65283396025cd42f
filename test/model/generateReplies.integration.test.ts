import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { forgePresets } from '../../tools/forge/index.js';
import type { Generation } from '../../src/model/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { nextTokenLogits, referenceArgmax, SAMPLE_TEXT, VariantPool, type LoadedVariant, type VariantName } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

/**
 * Greedy decoding without any cache or batching: recompute the whole sequence for every new token.
 * A dummy token is appended so that logitWindows reports the row predicting the next position.
 */
async function stepByStep({ model }: LoadedVariant, prompt: number[], maxNewTokens: number, eosIds: readonly number[] = []): Promise<number[]> {
  const generated: number[] = [];
  while (generated.length < maxNewTokens) {
    const last = await nextTokenLogits(model, [...prompt, ...generated]);
    const token = referenceArgmax(last);
    if (eosIds.includes(token)) break;
    generated.push(token);
  }
  return generated;
}

/** Greedy decoding on the float64 reference forward (needed when prompt + output fill the whole context). */
function referenceGreedy({ forged }: LoadedVariant, prompt: number[], maxNewTokens: number): number[] {
  const generated: number[] = [];
  while (generated.length < maxNewTokens) {
    const rows = referenceLogits(forged, [...prompt, ...generated]);
    generated.push(referenceArgmax(rows[rows.length - 1]!));
  }
  return generated;
}

/** The tokens and the stop of each generation; its gaps differ in their last bits between batch shapes and paths. */
function decisions(generations: readonly Generation[]): { ids: readonly number[]; stoppedAtEos: boolean }[] {
  return generations.map(({ ids, stoppedAtEos }) => ({ ids, stoppedAtEos }));
}

function prompts(variant: LoadedVariant): number[][] {
  const ids = variant.model.tokenizer.encode(SAMPLE_TEXT);
  return [ids.slice(0, 3), ids.slice(0, 12), ids.slice(5, 20), [ids[7]!], ids.slice(2, 9)];
}

const GENERATION_VARIANTS: VariantName[] = ['gpt2', 'llamaGqa', 'llamaNoKv', 'llamaFp16', 'llamaMerged', 'gpt2Padded', 'llamaNoPositions'];

for (const name of GENERATION_VARIANTS) {
  test(`${name}: batched cached generation equals uncached step-by-step and one-at-a-time`, async () => {
    const variant = await pool.get(name);
    const batch = prompts(variant);
    const batched = await variant.model.generateGreedy(batch, { maxNewTokens: 6, eosIds: [], batchSize: 4 });
    assert.equal(batched.length, batch.length);
    for (const [i, prompt] of batch.entries()) {
      assert.deepEqual(batched[i]!.ids, await stepByStep(variant, prompt, 6), `prompt ${i}`);
      assert.equal(batched[i]!.stoppedAtEos, false);
      const [alone] = await variant.model.generateGreedy([prompt], { maxNewTokens: 6, eosIds: [] });
      assert.deepEqual(alone!.ids, batched[i]!.ids, `prompt ${i} alone`);
    }
  });
}

test('a KV graph and its no-KV twin (same seed) generate the same tokens', async () => {
  const withKv = await pool.get('llamaGqa');
  const noKv = await pool.get('llamaNoKv');
  const batch = prompts(withKv);
  assert.deepEqual(
    decisions(await noKv.model.generateGreedy(batch, { maxNewTokens: 5, eosIds: [] })),
    decisions(await withKv.model.generateGreedy(batch, { maxNewTokens: 5, eosIds: [] })),
  );
});

test('a row stops at its EOS (not returned) while the others go on', async () => {
  const variant = await pool.get('gpt2');
  const batch = prompts(variant);
  const free = await variant.model.generateGreedy(batch, { maxNewTokens: 6, eosIds: [] });
  // Use as EOS the first token prompt 1 generates that it had not generated before its 2nd step, if any.
  const gen = free[1]!.ids;
  const k = Math.max(
    1,
    gen.findIndex((t, i) => i >= 1 && !gen.slice(0, i).includes(t)),
  );
  const eos = gen[k]!;
  const stopped = await variant.model.generateGreedy(batch, { maxNewTokens: 6, eosIds: [eos] });
  batch.forEach((prompt, i) => {
    const cut = free[i]!.ids.indexOf(eos);
    const expected = cut < 0 ? free[i]!.ids : free[i]!.ids.slice(0, cut);
    assert.deepEqual(stopped[i]!.ids, expected, `prompt ${i}`);
    assert.equal(stopped[i]!.stoppedAtEos, cut >= 0);
  });
  assert.equal(stopped[1]!.stoppedAtEos, true);
});

test('limits: maxNewTokens 0, a prompt near maxContext stops when the context is full, too-long prompts throw', async () => {
  const variant = await pool.get('llamaGqa');
  const short = prompts(variant)[1]!;
  assert.deepEqual(await variant.model.generateGreedy([short], { maxNewTokens: 0, eosIds: [] }), [
    { ids: [], stoppedAtEos: false, topGaps: [], largestLogit: 0 },
  ]);
  // maxContext 128: a 126-token prompt can be followed by 3 tokens (the last is predicted, never fed).
  const long = Array.from({ length: 126 }, (_, i) => 3 + (i % 50));
  const [a, b] = await variant.model.generateGreedy([long, short], { maxNewTokens: 8, eosIds: [] });
  // The third token is predicted from all 128 positions, beyond what logitWindows can report: use the reference.
  assert.deepEqual(a!.ids, referenceGreedy(variant, long, 3));
  assert.equal(a!.stoppedAtEos, false);
  assert.deepEqual(b!.ids, await stepByStep(variant, short, 8));
  await assert.rejects(variant.model.generateGreedy([new Array<number>(129).fill(3)], { maxNewTokens: 1, eosIds: [] }), InvalidInputError);
  await assert.rejects(variant.model.generateGreedy([[]], { maxNewTokens: 1, eosIds: [] }), InvalidInputError);
});

test('long prompts start in smaller prompt passes (512 padded prompt tokens each), with the same tokens', async () => {
  const variant = await pool.get('llamaGqa');
  const ids = variant.model.tokenizer.encode(SAMPLE_TEXT);
  const long = (shift: number): number[] => Array.from({ length: 100 }, (_, i) => ids[(i + shift) % ids.length]!);
  const batch = [long(0), ids.slice(0, 3), long(1), long(2), long(3), ids.slice(4, 7), long(4), long(5)];
  const before = variant.model.usage.runs;
  const together = await variant.model.generateGreedy(batch, { maxNewTokens: 4, eosIds: [], batchSize: 8 });
  // Five 100-token prompts fill 500 of the 512; the sixth shares a prompt pass with the two short
  // ones. Then all eight rows decode together: three single-token steps.
  assert.equal(variant.model.usage.runs - before, 5);
  for (const [i, prompt] of batch.entries()) {
    const [alone] = await variant.model.generateGreedy([prompt], { maxNewTokens: 4, eosIds: [] });
    assert.deepEqual(decisions([together[i]!]), decisions([alone!]), `prompt ${i}`);
  }
});

/** Cut a free-running generation at its first EOS, as generateGreedy reports it. */
function cutAtEos(gen: readonly number[], eos: readonly number[]): { ids: number[]; stoppedAtEos: boolean } {
  const cut = gen.findIndex((t) => eos.includes(t));
  return cut < 0 ? { ids: [...gen], stoppedAtEos: false } : { ids: gen.slice(0, cut), stoppedAtEos: true };
}

for (const name of ['gpt2', 'llamaNoKv', 'llamaFp16'] as const) {
  test(`${name}: rows that keep going after most of the batch stopped at EOS still match step-by-step decoding`, async () => {
    const variant = await pool.get(name);
    const ids = variant.model.tokenizer.encode(SAMPLE_TEXT);
    const batch = Array.from({ length: 8 }, (_, i) => ids.slice(i, i + 4 + (i % 3)));
    // Free runs from uncached, unbatched decoding. EOS ids are picked among early tokens so that at
    // least half the rows stop within 3 steps while at least two different rows run to the end.
    const free = await Promise.all(batch.map((prompt) => stepByStep(variant, prompt, 8)));
    const earlyStops = (eos: readonly number[]): number => free.filter((gen) => cutAtEos(gen, eos).ids.length < 3).length;
    const eos: number[] = [];
    for (const token of free.flatMap((gen) => gen.slice(0, 3))) {
      if (eos.includes(token) || earlyStops(eos) >= 4) continue;
      const survivors = free.filter((gen) => !cutAtEos(gen, [...eos, token]).stoppedAtEos);
      if (survivors.length >= 2 && new Set(survivors.map((gen) => gen.join())).size >= 2) eos.push(token);
    }
    const expected = free.map((gen) => cutAtEos(gen, eos));
    // Without that shape the batch would never shrink around live rows and this test would not reach that path.
    const stoppedEarly = earlyStops(eos);
    assert.ok(stoppedEarly >= 4, `setup: only ${stoppedEarly} rows stop early with EOS ${eos.join(', ')}`);
    assert.deepEqual(decisions(await variant.model.generateGreedy(batch, { maxNewTokens: 8, eosIds: eos, batchSize: 8 })), expected);
  });
}

test('infinite logits in a generating row are an InvalidInputError naming the model file', async () => {
  // A bias of 1e5 overflows float16 (max 65504) to +Inf in every logits row.
  const fp16 = { ...forgePresets.tinyLlama(9), dtype: 'float16' as const, logitBias: { 3: 1e5 } };
  // 1e39 is beyond float32's range (≈3.4e38), so the stored bias and that logit are +Inf.
  const f32 = { ...forgePresets.tinyLlama(9), logitBias: { 3: 1e39 } };
  for (const [name, spec] of [
    ['fp16Overflow', fp16],
    ['f32Overflow', f32],
  ] as const) {
    const { model } = await pool.get(name, spec);
    await assert.rejects(
      model.generateGreedy(
        [
          [1, 2, 3],
          [4, 5],
        ],
        { maxNewTokens: 2, eosIds: [] },
      ),
      (e: unknown) => {
        // The row's first non-finite value is named: an infinity, not a NaN, at the biased id 3.
        return (
          e instanceof InvalidInputError &&
          e.message.includes(model.info.onnxFile) &&
          /infinite logits at position 3 \(Infinity at vocabulary index 3,/.test(e.message)
        );
      },
    );
  }
});

test('a graph whose attention mask is -Infinity: NaN only in a left-padded batch, reported as the mask, not as broken weights (issue 50, case 19)', async () => {
  const { model } = await pool.get('infiniteMask', { ...forgePresets.tinyLlama(9), maskValue: -Infinity });
  const short = [1, 2, 3];
  const long = [1, 2, 3, 4, 5, 6, 7];
  // Alone, no row is padded: every row sees at least itself, so both prompts decode.
  for (const prompt of [short, long]) {
    const [alone] = await model.generateGreedy([prompt], { maxNewTokens: 2, eosIds: [] });
    assert.equal(alone!.ids.length, 2);
  }
  await assert.rejects(model.generateGreedy([short, long], { maxNewTokens: 2, eosIds: [] }), (e: unknown) => {
    assert.ok(e instanceof InvalidInputError);
    assert.match(e.message, /NaN logits at position \d+ of prompt 0 only when it shares a left-padded batch with other prompts; alone it decodes finite/);
    assert.match(e.message, /attention mask is -Infinity on padded positions/);
    assert.match(e.hint, /finite mask value/);
    return true;
  });
});

test("greedy generation reports each step's top-2 logit gap and the largest chosen logit, as the float64 reference forward computes them", async () => {
  const variant = await pool.get('llamaGqa');
  for (const prompt of prompts(variant).slice(0, 3)) {
    const [generation] = await variant.model.generateGreedy([prompt], { maxNewTokens: 5, eosIds: [] });
    assert.equal(generation!.topGaps?.length, 5);
    let largest = 0;
    generation!.ids.forEach((_, step) => {
      const rows = referenceLogits(variant.forged, [...prompt, ...generation!.ids.slice(0, step)]);
      const row = [...rows[rows.length - 1]!].sort((x, y) => y - x);
      largest = Math.max(largest, Math.abs(row[0]!));
      const gap = generation!.topGaps![step]!;
      // float32 session against the float64 reference: a few float32 units of the logits apart.
      assert.ok(Math.abs(gap - (row[0]! - row[1]!)) < 1e-4 * (1 + Math.abs(row[0]!)), `step ${step}: ${gap} vs ${row[0]! - row[1]!}`);
    });
    assert.ok(Math.abs(generation!.largestLogit! - largest) < 1e-4 * (1 + largest));
  }
  // Sampled decoding records no gaps.
  const [sampled] = await variant.model.generateGreedy([prompts(variant)[0]!], {
    maxNewTokens: 3,
    eosIds: [],
    sampling: { temperature: 1, topK: 0, topP: 1, uniform: () => 0.5 },
  });
  assert.equal(sampled!.topGaps, undefined);
});
