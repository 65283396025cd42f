/**
 * Sampled generation: each prompt draws from its own uniform stream, so a batch gives the same
 * tokens as each prompt alone, and an independent step-by-step sampler written here (float64
 * softmax of logits / T from the uncached forward, inverse CDF in id order) agrees token for token.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { GenerateSampling } from '../../src/model/index.js';
import { seededRng, type Rng } from '../../src/stats/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { nextTokenLogits, SAMPLE_TEXT, VariantPool, type LoadedVariant, type VariantName } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

const TEMPERATURE = 1.3;

/** One seeded stream per prompt, keyed by the prompt's index. */
function streams(count: number, seed: number): Rng[] {
  return Array.from({ length: count }, (_, i) => seededRng(seed * 1000 + i));
}

function sampling(rngs: Rng[], offset = 0): GenerateSampling {
  return { temperature: TEMPERATURE, topK: 0, topP: 1, uniform: (i) => rngs[i + offset]!.next() };
}

/** Reference: recompute the whole sequence each step; softmax(row / T) in float64; first id whose cumulative probability exceeds u. */
async function referenceSample({ model }: LoadedVariant, prompt: number[], maxNewTokens: number, rng: Rng): Promise<number[]> {
  const generated: number[] = [];
  while (generated.length < maxNewTokens) {
    const row = await nextTokenLogits(model, [...prompt, ...generated]);
    const max = Math.max(...row);
    const weights = Array.from(row, (x) => Math.exp((x - max) / TEMPERATURE));
    const total = weights.reduce((a, b) => a + b, 0);
    const target = rng.next() * total;
    let cumulative = 0;
    let token = weights.length - 1;
    for (let v = 0; v < weights.length; v++) {
      cumulative += weights[v]!;
      if (cumulative > target) {
        token = v;
        break;
      }
    }
    generated.push(token);
  }
  return generated;
}

function prompts(variant: LoadedVariant): number[][] {
  const ids = variant.model.tokenizer.encode(SAMPLE_TEXT);
  return [ids.slice(0, 3), ids.slice(0, 12), ids.slice(5, 20), [ids[7]!], ids.slice(2, 9)];
}

for (const name of ['gpt2', 'llamaGqa', 'llamaNoKv', 'llamaFp16'] as VariantName[]) {
  test(`${name}: sampled batch equals each prompt alone and the step-by-step reference`, async () => {
    const variant = await pool.get(name);
    const batch = prompts(variant);
    const batched = await variant.model.generateGreedy(batch, { maxNewTokens: 6, eosIds: [], batchSize: 4, sampling: sampling(streams(batch.length, 1)) });
    for (const [i, prompt] of batch.entries()) {
      const [alone] = await variant.model.generateGreedy([prompt], { maxNewTokens: 6, eosIds: [], sampling: sampling(streams(batch.length, 1), i) });
      assert.deepEqual(alone!.ids, batched[i]!.ids, `prompt ${i} alone`);
      // float16 logits differ in their last bits between the cached and the uncached forward, which
      // moves a sampled token whenever u lands near a boundary; the reference needs float32 rows.
      if (name !== 'llamaFp16')
        assert.deepEqual(batched[i]!.ids, await referenceSample(variant, prompt, 6, streams(batch.length, 1)[i]!), `prompt ${i} reference`);
    }
  });
}

test('the same streams on two sessions of the same model give the same replies; other streams give others', async () => {
  const a = await pool.get('llamaGqa');
  const b = await pool.get('llamaGqa-copy', (await import('./forgedVariants.js')).VARIANTS.llamaGqa);
  const batch = prompts(a);
  const fromA = await a.model.generateGreedy(batch, { maxNewTokens: 8, eosIds: [], sampling: sampling(streams(batch.length, 7)) });
  const fromB = await b.model.generateGreedy(batch, { maxNewTokens: 8, eosIds: [], sampling: sampling(streams(batch.length, 7)) });
  assert.deepEqual(fromB, fromA);
  const other = await a.model.generateGreedy(batch, { maxNewTokens: 8, eosIds: [], sampling: sampling(streams(batch.length, 8)) });
  assert.notDeepEqual(other, fromA);
});

test('bad sampling options are InvalidInputErrors', async () => {
  const { model } = await pool.get('gpt2');
  const base = sampling(streams(1, 1));
  for (const bad of [{ temperature: 0 }, { temperature: Number.NaN }, { topK: -1 }, { topK: 1.5 }, { topP: 0 }, { topP: 1.01 }]) {
    await assert.rejects(
      model.generateGreedy([[1, 2]], { maxNewTokens: 2, eosIds: [], sampling: { ...base, ...bad } }),
      InvalidInputError,
      JSON.stringify(bad),
    );
  }
});
