import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { forgePresets, type ForgeSpec } from '../../tools/forge/index.js';
import { weightFormat } from '../../src/model/index.js';
import { referenceLogits } from '../support/referenceForward.js';
import { dequantizedModel, dequantizeWeight } from '../support/dequantizeWeights.js';
import { referenceLogSoftmax, SAMPLE_TEXT, VariantPool } from './forgedVariants.js';

const pool = new VariantPool();
after(() => pool.cleanup());

const LIVELY = { seed: 5, scale: 0.3 } as const;
// hidden 128 and MLP 256: K is a whole number of 128-blocks for the attention and up projections.
const wide: ForgeSpec = { ...forgePresets.tinyLlama(11), hidden: 128, intermediate: 256, perturb: LIVELY };

/**
 * Tolerance on a token's log-probability against the float64 reference on the dequantized weights:
 * q4 computes in float32 on exactly those weights, so float32 rounding only (as the float models, 1e-4).
 */
const CASES: readonly { readonly name: string; readonly spec: ForgeSpec; readonly tolerance: number; readonly format: RegExp }[] = [
  {
    name: 'llama q4 block 32 with zero points',
    spec: { ...forgePresets.tinyLlama(2), perturb: LIVELY, quantize: { kind: 'q4', blockSize: 32, zeroPoints: true } },
    tolerance: 1e-4,
    format: /^int4 MatMulNBits \(block 32\), float32 elsewhere$/,
  },
  {
    name: 'llama q4 block 32 without zero points',
    spec: { ...forgePresets.tinyLlama(2), perturb: LIVELY, quantize: { kind: 'q4', blockSize: 32, zeroPoints: false } },
    tolerance: 1e-4,
    format: /^int4 MatMulNBits \(block 32\)/,
  },
  {
    name: 'llama q4 block 128 with zero points',
    spec: { ...wide, quantize: { kind: 'q4', blockSize: 128, zeroPoints: true } },
    tolerance: 1e-4,
    format: /^int4 MatMulNBits \(block 128\)/,
  },
  {
    name: 'llama q4 block 128 without zero points',
    spec: { ...wide, quantize: { kind: 'q4', blockSize: 128, zeroPoints: false } },
    tolerance: 1e-4,
    format: /^int4 MatMulNBits \(block 128\)/,
  },
  {
    name: 'gpt2 q4 block 32 (biases stay float)',
    spec: { ...forgePresets.tinyGpt2(1), perturb: LIVELY, quantize: { kind: 'q4', blockSize: 32, zeroPoints: true } },
    tolerance: 1e-4,
    format: /^int4 MatMulNBits/,
  },
];

for (const { name, spec, tolerance, format } of CASES) {
  test(`${name}: continuation log-probs equal the float64 reference on the dequantized weights`, async () => {
    const variant = await pool.get(name, spec);
    assert.match(weightFormat(variant.forged.onnxPath)?.summary ?? '', format);
    const reference = dequantizedModel(variant.forged);
    const ids = variant.model.tokenizer.encode(SAMPLE_TEXT);
    const ctx = ids.slice(0, 9);
    const conts = [ids.slice(9, 14), ids.slice(9, 10), ids.slice(12, 20)];
    const scores = await variant.model.continuationLogprobs(ctx, conts);
    let worst = 0;
    conts.forEach((cont, k) => {
      const rows = referenceLogits(reference, [...ctx, ...cont]);
      cont.forEach((token, j) => {
        const expected = referenceLogSoftmax(rows[ctx.length - 1 + j]!)[token]!;
        worst = Math.max(worst, Math.abs(scores[k]!.tokenLogprobs[j]! - expected));
      });
    });
    assert.ok(worst < tolerance, `worst |Δ log p| ${worst} ≥ ${tolerance}`);
  });
}

// Dynamic int8 rounds each linear layer's whole input tensor to 8 bits with one scale per pass, so
// its numbers depend on what shares the pass (batch rows, padding, the KV split): the reference
// rounds the same tensor of one uncached batch-1 pass. Left: float32 vs float64 arithmetic, and an
// activation landing on the other side of a rounding boundary now and then (one step is range / 255);
// 2e-3 nats bounds that.
test('llama dynamic int8: one uncached pass equals the reference with the same weight and activation rounding', async () => {
  const spec: ForgeSpec = { ...forgePresets.tinyLlama(2), perturb: LIVELY, quantize: { kind: 'int8' } };
  const variant = await pool.get('llama dynamic int8', spec);
  assert.match(weightFormat(variant.forged.onnxPath)?.summary ?? '', /^int8 dynamic \(MatMulInteger\), float32 elsewhere$/);
  const ids = variant.model.tokenizer.encode(SAMPLE_TEXT).slice(0, 24);
  const rows = referenceLogits(dequantizedModel(variant.forged), ids, { dynamicInt8Activations: true });
  let worst = 0;
  for await (const w of variant.model.logitWindows(ids)) {
    assert.ok(w.data instanceof Float32Array);
    for (let r = 0; r < w.rows; r++) {
      const position = w.firstPredicted + r;
      const got = referenceLogSoftmax(Float64Array.from(w.data.subarray(r * w.width, (r + 1) * w.width)))[ids[position]!]!;
      const expected = referenceLogSoftmax(rows[position - 1]!)[ids[position]!]!;
      worst = Math.max(worst, Math.abs(got - expected));
    }
  }
  assert.ok(worst < 2e-3, `worst |Δ log p| ${worst}`);
});

test('quantization moves the weights: q4 dequantized weights differ from the float ones by at most half a step', async () => {
  const { forged } = await pool.get('llama q4 block 32 with zero points', CASES[0]!.spec);
  const name = 'layers.0.mlp.up_proj.weight';
  const q = forged.quantized[name];
  assert.ok(q !== undefined && q.kind === 'q4');
  const float = forged.weights[name]!;
  const dequantized = dequantizeWeight(q);
  let moved = 0;
  for (let i = 0; i < float.data.length; i++) {
    const n = i % q.n;
    const b = Math.floor(Math.floor(i / q.n) / q.blockSize);
    const step = q.scales[n * Math.ceil(q.k / q.blockSize) + b]!;
    const error = Math.abs(float.data[i]! - dequantized.data[i]!);
    assert.ok(error <= step / 2 + 1e-6, `element ${i}: error ${error} above half a step ${step / 2}`);
    if (error > 0) moved++;
  }
  assert.ok(moved > float.data.length / 2, 'most weights change under 4-bit rounding');
  assert.equal(forged.quantized['lm_head.weight'], undefined);
});
