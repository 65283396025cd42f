import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GENERATION_CACHE_BYTES, generationBatchSize } from '../../src/model/onnx/generationBatchSize.js';

// The SmolLM-135M shape: 30 layers, 3 KV heads of 64. One position of one row holds a key and a
// value per layer: 2 × 30 × 3 × 64 = 11 520 numbers, 46 080 bytes in float32.
const SMOL = { layers: 30, kvHeads: 3, headDim: 64, dtype: 'float32' } as const;

test('rows keep three copies of the longest cache within the budget', () => {
  assert.equal(GENERATION_CACHE_BYTES, 268_435_456);
  // 100 positions: 3 × 100 × 46 080 = 13 824 000 bytes a row; 268 435 456 / 13 824 000 = 19.4.
  assert.equal(generationBatchSize(SMOL, 100), 19);
  // 200 positions: 27 648 000 bytes a row; 9.7.
  assert.equal(generationBatchSize(SMOL, 200), 9);
});

test('float16 caches take half the bytes; the batch stops at 32 rows and never drops below one', () => {
  // 100 positions of float16: 6 912 000 bytes a row, 38.8 rows, capped.
  assert.equal(generationBatchSize({ ...SMOL, dtype: 'float16' }, 100), 32);
  // A tiny model: 2 layers, 2 heads of 8: 256 bytes a position; any prompt fits 32 rows.
  assert.equal(generationBatchSize({ layers: 2, kvHeads: 2, headDim: 8, dtype: 'float32' }, 128), 32);
  // 100 000 positions of the 135M shape: 13.8 GB a row.
  assert.equal(generationBatchSize(SMOL, 100_000), 1);
});

test('graphs without a KV cache decode 8 rows', () => {
  assert.equal(generationBatchSize(null, 100), 8);
});
