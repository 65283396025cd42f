/**
 * Seeds, perturbations and logit biases: the same seed gives the same bytes; perturb moves
 * every weight by bounded noise; logitBias moves exactly the biased logits.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fillSeededUniform, forgeModel, forgePresets, type ForgeSpec } from '../../tools/forge/index.js';
import { runDecoder } from './ortDecoder.js';

const root = mkdtempSync(join(tmpdir(), 'tunegate-forge-weights-'));
after(() => rmSync(root, { recursive: true, force: true }));

const IDS = [5, 17, 200, 300, 44, 587];
let counter = 0;
const forge = (spec: ForgeSpec) => forgeModel(join(root, `m${counter++}`), spec);

describe('seeded weights', () => {
  it('same seed gives byte-identical files; another seed does not', async () => {
    for (const spec of [forgePresets.tinyLlama(3), { ...forgePresets.tinyGpt2(3), externalData: true, dtype: 'float16' as const }]) {
      const a = await forge(spec);
      const b = await forge(spec);
      const c = await forge({ ...spec, seed: 4 });
      const files = spec.externalData === true ? ['model.onnx', 'model.onnx_data', 'config.json'] : ['model.onnx', 'config.json', 'tokenizer.json'];
      for (const file of files) assert.ok(readFileSync(join(a.dir, file)).equals(readFileSync(join(b.dir, file))), file);
      const dataFile = spec.externalData === true ? 'model.onnx_data' : 'model.onnx';
      assert.ok(!readFileSync(join(a.dir, dataFile)).equals(readFileSync(join(c.dir, dataFile))));
    }
  });

  it('fills uniform values with the requested standard deviation', () => {
    const values = new Float32Array(200_000);
    fillSeededUniform(values, 9, 'stream', 0.5);
    let sum = 0;
    let sumSq = 0;
    for (const v of values) {
      sum += v;
      sumSq += v * v;
    }
    const mean = sum / values.length;
    const std = Math.sqrt(sumSq / values.length - mean * mean);
    // U(−a, a) with a = √3·0.5 has std 0.5; the sample mean's SE is 0.5/√200000 ≈ 0.0011.
    assert.ok(Math.abs(mean) < 0.006, `mean ${mean}`);
    assert.ok(Math.abs(std - 0.5) < 0.005, `std ${std}`);
    assert.ok(Math.max(...values.subarray(0, 10_000)) <= Math.sqrt(3) * 0.5);
  });

  it('padded embedding rows are zero and their logits are exactly 0', async () => {
    const model = await forge({ ...forgePresets.tinyGpt2(5), logitsWidth: 600 });
    const vocab = model.vocabSize;
    assert.ok(vocab < 600);
    const wte = model.weights['wte'];
    assert.ok(wte);
    assert.deepEqual(wte.dims, [600, 32]);
    assert.ok(wte.data.subarray(vocab * 32).every((v) => v === 0));
    assert.ok(wte.data.subarray((vocab - 1) * 32, vocab * 32).some((v) => v !== 0));
    const row = (await runDecoder(model, { ids: [IDS] })).logits[0]?.[2];
    assert.ok(row);
    assert.equal(row.length, 600);
    assert.ok(row.subarray(vocab).every((v) => v === 0));
  });
});

describe('lm head', () => {
  it('is its own [hidden, logitsWidth] initializer holding exactly the transposed embedding', async () => {
    for (const [spec, embeddingName] of [
      [forgePresets.tinyGpt2(12), 'wte'],
      [{ ...forgePresets.tinyLlama(12), dtype: 'float16' as const, perturb: { seed: 1, scale: 0.1 } }, 'embed_tokens'],
    ] as const) {
      const model = await forge({ ...spec, externalData: true, logitsWidth: 620 });
      const embedding = model.weights[embeddingName];
      const head = model.weights['lm_head.weight'];
      assert.ok(embedding && head);
      assert.deepEqual(head.dims, [spec.hidden, 620]);
      // Element (i, v) of the head is element (v, i) of the embedding, final (perturbed, rounded) values.
      for (let v = 0; v < 620; v += 7) for (let i = 0; i < spec.hidden; i++) assert.equal(head.data[i * 620 + v], embedding.data[v * spec.hidden + i]);
      // The file holds both (as exports of tied models do), so its size counts the head.
      const bytesPerValue = spec.dtype === 'float16' ? 2 : 4;
      assert.ok(statSync(join(model.dir, 'model.onnx_data')).size >= (embedding.data.length + head.data.length) * bytesPerValue);
    }
  });
});

describe('perturb and logitBias', () => {
  it('perturb adds bounded noise of the given scale to every weight', async () => {
    const base = await forge(forgePresets.tinyLlama(6));
    const tuned = await forge({ ...forgePresets.tinyLlama(6), perturb: { seed: 1, scale: 0.01 } });
    assert.deepEqual(Object.keys(tuned.weights), Object.keys(base.weights));
    let changed = 0;
    let total = 0;
    for (const [name, tensor] of Object.entries(tuned.weights)) {
      const before = base.weights[name]?.data ?? new Float32Array(0);
      tensor.data.forEach((v, i) => {
        const delta = Math.abs(v - (before[i] ?? NaN));
        // Uniform noise with std 0.01 lies within √3·0.01 ≈ 0.0173 (plus float32 rounding).
        assert.ok(delta <= 0.0174, `${name}[${i}] moved by ${delta}`);
        if (delta > 0) changed++;
        total++;
      });
    }
    assert.ok(changed > 0.99 * total, `${changed} of ${total} weights changed`);
    const a = (await runDecoder(base, { ids: [IDS] })).logits[0]?.[3];
    const b = (await runDecoder(tuned, { ids: [IDS] })).logits[0]?.[3];
    assert.ok(a && b);
    assert.notDeepEqual(Array.from(a), Array.from(b));
  });

  it('logitBias shifts exactly the biased logits by the bias', async () => {
    const bias = { 7: 3.5, 300: -2, 588: 1.25 };
    const plain = await forge(forgePresets.tinyGpt2(8));
    const biased = await forge({ ...forgePresets.tinyGpt2(8), logitBias: bias });
    const a = (await runDecoder(plain, { ids: [IDS] })).logits[0] ?? [];
    const b = (await runDecoder(biased, { ids: [IDS] })).logits[0] ?? [];
    a.forEach((row, t) => {
      row.forEach((value, v) => {
        const expected = (bias as Record<number, number>)[v] ?? 0;
        const shift = (b[t]?.[v] ?? NaN) - value;
        if (expected === 0) assert.equal(shift, 0, `logit ${v} at ${t} moved`);
        else assert.ok(Math.abs(shift - expected) < 1e-5, `logit ${v} at ${t} moved by ${shift}, expected ${expected}`);
      });
    });
  });

  it('rejects invalid specs', async () => {
    await assert.rejects(forge({ ...forgePresets.tinyLlama(), kvHeads: 3 }), /multiple of kvHeads/);
    await assert.rejects(forge({ ...forgePresets.tinyLlama(), logitsWidth: 10 }), /below the vocabulary size/);
    await assert.rejects(forge({ ...forgePresets.tinyLlama(), logitBias: { 5000: 1 } }), /outside the logits width/);
  });
});
