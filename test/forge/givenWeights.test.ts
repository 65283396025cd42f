/** Trained weights given to the forge (ForgeModelOptions.weights) replace the seeded ones, shape-checked. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidInputError } from '../../src/errors/index.js';
import { forgePresets, type ForgeWeights } from '../../tools/forge/index.js';
import { generateForgeWeights } from '../../tools/forge/forgeWeights.js';

const spec = forgePresets.tinyLlama(1);
const VOCAB = 40;

function withoutHead(weights: ForgeWeights): ForgeWeights {
  return Object.fromEntries(Object.entries(weights).filter(([name]) => name !== 'lm_head.weight'));
}

test('given weights are written as given, copied, and the lm head is tied to the given embedding', () => {
  const given = withoutHead(generateForgeWeights(forgePresets.tinyLlama(2), VOCAB, VOCAB));
  const before = Float32Array.from(given['embed_tokens']!.data);
  const weights = generateForgeWeights({ ...spec, dtype: 'float16' }, VOCAB, VOCAB, given);
  assert.notEqual(weights['norm.weight']!.data, given['norm.weight']!.data);
  assert.deepEqual(given['embed_tokens']!.data, before, 'float16 rounding must not touch the caller’s arrays');
  const plain = generateForgeWeights(spec, VOCAB, VOCAB, given);
  for (const [name, tensor] of Object.entries(given)) assert.deepEqual(plain[name]!.data, tensor.data, name);
  const hidden = spec.hidden;
  // lm_head.weight[c][r] = embed_tokens[r][c] (tied, stored transposed).
  assert.equal(plain['lm_head.weight']!.data[5 * VOCAB + 7], given['embed_tokens']!.data[7 * hidden + 5]);
});

test('a missing, misshapen or unknown given weight is refused with its name', () => {
  const given = withoutHead(generateForgeWeights(spec, VOCAB, VOCAB));
  const { ['norm.weight']: _dropped, ...missing } = given;
  assert.throws(
    () => generateForgeWeights(spec, VOCAB, VOCAB, missing),
    (e: unknown) => e instanceof InvalidInputError && /norm\.weight is nothing/.test(e.message),
  );
  const misshapen = { ...given, 'norm.weight': { dims: [spec.hidden + 1], data: new Float32Array(spec.hidden + 1) } };
  assert.throws(
    () => generateForgeWeights(spec, VOCAB, VOCAB, misshapen),
    (e: unknown) => e instanceof InvalidInputError && /norm\.weight is 33, the spec needs 32/.test(e.message),
  );
  const extra = { ...given, 'layers.9.extra': { dims: [1], data: new Float32Array(1) } };
  assert.throws(
    () => generateForgeWeights(spec, VOCAB, VOCAB, extra),
    (e: unknown) => e instanceof InvalidInputError && /layers\.9\.extra/.test(e.message),
  );
});
