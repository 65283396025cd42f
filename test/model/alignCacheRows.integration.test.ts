/**
 * Merging cache rows for continuous batching: each picked row's last `filled` positions land at the
 * end of its new row, zeros before them (packed rows: its first ones at the start, zeros after). Expected arrays written out by hand from the layout
 * [batch, kvHeads, length, headDim]. Integration only because the tensors are onnxruntime's.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type * as Ort from 'onnxruntime-node';
import { alignCacheRows } from '../../src/model/onnx/alignCacheRows.js';
import { loadOnnxruntime } from '../../src/model/onnx/onnxruntime.js';
import type { KvCache } from '../../src/model/onnx/sessionRunner.js';

let ort: typeof Ort;
before(async () => {
  ort = await loadOnnxruntime();
});

/** One layer (a key and a value tensor) of [batch, heads, length, 2] holding `key`, and `value` = key + 1000. */
function cache(batch: number, heads: number, length: number, key: number[]): KvCache {
  const dims = [batch, heads, length, 2];
  return {
    batch,
    length,
    tensors: [
      new ort.Tensor('float32', Float32Array.from(key), dims),
      new ort.Tensor(
        'float32',
        Float32Array.from(key, (x) => x + 1000),
        dims,
      ),
    ],
  };
}

// a: 2 rows × 1 head × 3 positions × 2, row 1 holding [6, 7], [8, 9], [10, 11]; b: 1 row × 1 position.
// Row 1 of a has 2 filled positions: its last two when left-padded, its first two when packed.
const MERGES = [
  {
    layout: 'left-padded',
    what: 'right-aligned into one, padding zeroed on the left',
    key: [0, 0, 8, 9, 10, 11, 0, 0, 0, 0, 100, 101],
    value: [0, 0, 1008, 1009, 1010, 1011, 0, 0, 0, 0, 1100, 1101],
  },
  {
    layout: 'packed',
    what: 'packed from position 0, padding zeroed on the right',
    key: [6, 7, 8, 9, 0, 0, 100, 101, 0, 0, 0, 0],
    value: [1006, 1007, 1008, 1009, 0, 0, 1100, 1101, 0, 0, 0, 0],
  },
] as const;

for (const { layout, what, key, value } of MERGES) {
  test(`${layout}: rows of two caches ${what}`, () => {
    const a = cache(2, 1, 3, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const b = cache(1, 1, 1, [100, 101]);
    const picks = [
      { cache: a, row: 1, filled: 2 },
      { cache: b, row: 0, filled: 1 },
    ];
    const merged = alignCacheRows(picks, 3, layout);
    assert.equal(merged.batch, 2);
    assert.equal(merged.length, 3);
    assert.deepEqual(merged.tensors[0]!.dims, [2, 1, 3, 2]);
    assert.deepEqual([...(merged.tensors[0]!.data as Float32Array)], key);
    assert.deepEqual([...(merged.tensors[1]!.data as Float32Array)], value);
  });
}

test('every head of a row moves together; the sources are not changed', () => {
  // 1 row × 2 heads × 2 positions: head 0 holds [1, 2], [3, 4]; head 1 holds [5, 6], [7, 8].
  const source = cache(1, 2, 2, [1, 2, 3, 4, 5, 6, 7, 8]);
  const merged = alignCacheRows([{ cache: source, row: 0, filled: 2 }], 3);
  assert.deepEqual([...(merged.tensors[0]!.data as Float32Array)], [0, 0, 1, 2, 3, 4, 0, 0, 5, 6, 7, 8]);
  assert.deepEqual([...(source.tensors[0]!.data as Float32Array)], [1, 2, 3, 4, 5, 6, 7, 8]);
  // A shorter length cuts the padding on the left: only the last position is kept.
  const cut = alignCacheRows([{ cache: source, row: 0, filled: 1 }], 1);
  assert.deepEqual([...(cut.tensors[0]!.data as Float32Array)], [3, 4, 7, 8]);
});

test('packed: a shorter length cuts the padding on the right', () => {
  const a = cache(2, 1, 3, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const cut = alignCacheRows([{ cache: a, row: 0, filled: 1 }], 1, 'packed');
  assert.deepEqual([...(cut.tensors[0]!.data as Float32Array)], [0, 1]);
});
