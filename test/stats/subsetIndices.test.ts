import assert from 'node:assert/strict';
import { test } from 'node:test';
import { subsetIndices, subsetPairedMetric } from '../../src/stats/index.js';

test('items per tag, duplicates once, tags in code-unit order', () => {
  const subsets = subsetIndices([['math', 'b'], [], ['b'], ['math', 'math'], ['B']]);
  assert.deepEqual([...subsets.keys()], ['B', 'b', 'math']);
  assert.deepEqual([...subsets.get('math')!], [0, 3]);
  assert.deepEqual([...subsets.get('b')!], [0, 2]);
  assert.deepEqual([...subsets.get('B')!], [4]);
  assert.equal(subsetIndices([]).size, 0);
});

test('subsetPairedMetric picks the listed items from all four arrays', () => {
  const metric = {
    base: { num: Float64Array.of(1, 2, 3), den: Float64Array.of(4, 5, 6) },
    tuned: { num: Float64Array.of(7, 8, 9), den: Float64Array.of(10, 11, 12) },
  };
  const picked = subsetPairedMetric(metric, Uint32Array.of(2, 0));
  assert.deepEqual([...picked.base.num], [3, 1]);
  assert.deepEqual([...picked.base.den], [6, 4]);
  assert.deepEqual([...picked.tuned.num], [9, 7]);
  assert.deepEqual([...picked.tuned.den], [12, 10]);
  assert.throws(() => subsetPairedMetric(metric, Uint32Array.of(3)), RangeError);
});
