import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { float16ToFloat32 } from '../../src/model/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { referenceArgmax, SAMPLE_TEXT, VariantPool, type LoadedVariant, type VariantName } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

/**
 * Greedy decoding without any cache or batching: recompute the whole sequence for every new token.
 * A dummy token is appended so that logitWindows reports the row predicting the next position.
 */
async function stepByStep({ model }: LoadedVariant, prompt: number[], maxNewTokens: number, eosIds: readonly number[] = []): Promise<number[]> {
  const generated: number[] = [];
  while (generated.length < maxNewTokens) {
    let last: Float64Array | null = null;
    for await (const w of model.logitWindows([...prompt, ...generated, 0])) {
      const data = w.data instanceof Uint16Array ? float16ToFloat32(w.data) : w.data;
      last = Float64Array.from(data.subarray((w.rows - 1) * w.width, w.rows * w.width));
    }
    const token = referenceArgmax(last!);
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
  assert.deepEqual(await noKv.model.generateGreedy(batch, { maxNewTokens: 5, eosIds: [] }), await withKv.model.generateGreedy(batch, { maxNewTokens: 5, eosIds: [] }));
});

test('a row stops at its EOS (not returned) while the others go on', async () => {
  const variant = await pool.get('gpt2');
  const batch = prompts(variant);
  const free = await variant.model.generateGreedy(batch, { maxNewTokens: 6, eosIds: [] });
  // Use as EOS the first token prompt 1 generates that it had not generated before its 2nd step, if any.
  const gen = free[1]!.ids;
  const k = Math.max(1, gen.findIndex((t, i) => i >= 1 && !gen.slice(0, i).includes(t)));
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
  assert.deepEqual(await variant.model.generateGreedy([short], { maxNewTokens: 0, eosIds: [] }), [{ ids: [], stoppedAtEos: false }]);
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
