import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packByBudget } from '../../src/model/onnx/packByBudget.js';

test('longest first, fewest passes: rows × longest length stays within the budget', () => {
  // Order by length: 10 (i1), 9 (i3), 6 (i0), 5 (i4), 5 (i5), 2 (i2).
  // Budget 20: [i1, i3] is 2 × 10 = 20; i0 would make 30. [i0, i4, i5] is 3 × 6 = 18; i2 makes 24.
  assert.deepEqual(packByBudget([6, 10, 2, 9, 5, 5], 20), [[1, 3], [0, 4, 5], [2]]);
});

test('a length over the budget runs alone, and so does the next when the two do not fit', () => {
  assert.deepEqual(packByBudget([30, 3, 3], 8), [[0], [1, 2]]);
  assert.deepEqual(packByBudget([4, 4, 4], 4), [[0], [1], [2]]);
});

test('fits can refuse an index: it opens the next batch', () => {
  // Only equal lengths together: 7, 7 | 5, 5 | 3.
  const lengths = [5, 7, 3, 7, 5];
  assert.deepEqual(packByBudget(lengths, 100, { fits: (longest, i) => lengths[i] === longest }), [[1, 3], [0, 4], [2]]);
});

test('maxRows caps a batch however much budget is left', () => {
  // Order 9 (i1), 8 (i0), 3 (i2), 2 (i3), 1 (i4); budget alone would take [i1, i0] (18) then [i2, i3, i4] (9).
  assert.deepEqual(packByBudget([8, 9, 3, 2, 1], 20, { maxRows: 2 }), [[1, 0], [2, 3], [4]]);
});

test('a pass cost trades passes against padding', () => {
  const lengths = [2, 10, 2, 10, 2, 2];
  // One pass: 6 rows × 10 = 60 padded tokens. Two passes: 2 × 10 + 4 × 2 = 28 tokens.
  // Cost 16 per pass: 76 against 60, so two; cost 40: 100 against 108, so one; default: fewest passes.
  assert.deepEqual(packByBudget(lengths, 100, { passCost: 16 }), [
    [1, 3],
    [0, 2, 4, 5],
  ]);
  assert.deepEqual(packByBudget(lengths, 100, { passCost: 40 }), [[1, 3, 0, 2, 4, 5]]);
  assert.deepEqual(packByBudget(lengths, 100), [[1, 3, 0, 2, 4, 5]]);
});

test('nothing in, nothing out', () => {
  assert.deepEqual(packByBudget([], 10), []);
});
