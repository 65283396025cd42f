/**
 * Reading llama2.c checkpoints: the committed stories260K header decodes to the shape its model card
 * publishes (dim 64, hidden 172, 5 layers, 8 heads, 4 key/value heads, vocabulary 512 shared,
 * sequence 512), and damaged files are refused with what is wrong.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { InvalidInputError } from '../../src/errors/index.js';
import { halvesToPairs, llama2cForgeWeights } from '../../tools/llama2c/llama2cForgeWeights.js';
import { readLlama2cCheckpoint } from '../../tools/llama2c/readLlama2cCheckpoint.js';

const bytes = readFileSync(new URL('../fixtures/models/stories260K/stories260K.bin', import.meta.url));

const refused = (pattern: RegExp) => (error: unknown) => error instanceof InvalidInputError && pattern.test(error.message);

test('the stories260K header and the first weight', () => {
  const { config, weights } = readLlama2cCheckpoint(bytes, 'stories260K.bin');
  assert.deepEqual(config, { dim: 64, hiddenDim: 172, layers: 5, heads: 8, kvHeads: 4, vocabSize: 512, seqLen: 512, sharedClassifier: true });
  // The first float32 after the 28-byte header, read here with Buffer's own reader.
  assert.equal(weights.tokenEmbedding[0], bytes.readFloatLE(28));
  assert.equal(weights.rmsFinal.length, 64);
});

test('a file of the wrong size, an unshared classifier or an impossible header is refused', () => {
  assert.throws(() => readLlama2cCheckpoint(bytes.subarray(0, bytes.length - 4), 'short.bin'), refused(/short\.bin: 1056536 bytes, expected 1056540/));
  const unshared = Buffer.from(bytes);
  unshared.writeInt32LE(-512, 20);
  assert.throws(() => readLlama2cCheckpoint(unshared, 'unshared.bin'), refused(/not shared/));
  const odd = Buffer.from(bytes);
  odd.writeInt32LE(3, 16);
  assert.throws(() => readLlama2cCheckpoint(odd, 'odd.bin'), refused(/kv heads 3/));
  assert.throws(() => readLlama2cCheckpoint(bytes.subarray(0, 10), 'tiny.bin'), refused(/shorter than the 28-byte header/));
});

test('rotary pairs (2i, 2i + 1) become halves (i, i + 4) for head size 8, and q rows move within their head only', () => {
  // By hand: halves order lists llama2.c's even outputs 0, 2, 4, 6 then the odd ones 1, 3, 5, 7.
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6, 7].map((o) => halvesToPairs(o, 8)),
    [0, 2, 4, 6, 1, 3, 5, 7],
  );
  const checkpoint = readLlama2cCheckpoint(bytes, 'stories260K.bin');
  const q = llama2cForgeWeights(checkpoint)['layers.0.self_attn.q_proj.weight'];
  assert.ok(q !== undefined);
  assert.deepEqual(q.dims, [64, 64]);
  // Forge q[in = 3][out = 8 + 5] is llama2.c wq row 8 + halvesToPairs(5) = 8 + 3, column 3.
  assert.equal(q.data[3 * 64 + 13], checkpoint.weights.wq[(8 + 3) * 64 + 3]);
});
