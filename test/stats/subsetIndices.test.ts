import assert from 'node:assert/strict';
import { test } from 'node:test';
import { subsetIndices } from '../../src/stats/index.js';

test('items per tag, duplicates once, tags in code-unit order', () => {
  const subsets = subsetIndices([['math', 'b'], [], ['b'], ['math', 'math'], ['B']]);
  assert.deepEqual([...subsets.keys()], ['B', 'b', 'math']);
  assert.deepEqual([...subsets.get('math')!], [0, 3]);
  assert.deepEqual([...subsets.get('b')!], [0, 2]);
  assert.deepEqual([...subsets.get('B')!], [4]);
  assert.equal(subsetIndices([]).size, 0);
});
