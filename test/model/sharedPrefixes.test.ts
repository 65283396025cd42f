import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedPrefixes } from '../../src/model/onnx/sharedPrefixes.js';

test('contexts that begin alike form groups; every member keeps at least its last token', () => {
  const contexts = [
    [1, 2, 3, 4, 9], // 0
    [5, 6, 7], // 1: shares nothing
    [1, 2, 3, 4, 8, 8], // 2
    [1, 2, 3], // 3: its last token must stay its own, so it shares only [1, 2]
  ];
  // Sorted: 3 [1,2,3], 2 [1,2,3,4,8,8], 0 [1,2,3,4,9], 1. Runs and tokens saved:
  // {2, 0} share 4 → 4; {3, 2, 0} share min(2, 3, 4) = 2 → 2 × 2 = 4. Ties keep the shorter run
  // found first ({2, 0}, reached before {3, 2, 0} in the search), and 3 stays alone.
  assert.deepEqual(sharedPrefixes(contexts), [{ members: [2, 0], length: 4 }]);
});

test('the partition maximises tokens saved, not the longest prefix', () => {
  const a = [1, 2, 3, 4, 5, 6, 7];
  const contexts = [
    [...a, 10],
    [...a, 11], // share 7 tokens
    [1, 2, 20],
    [1, 2, 21],
    [1, 2, 22],
    [1, 2, 23], // share 2 with each other and with the first two
  ];
  // Sorted: 0, 1, 2, 3, 4, 5. {0,1} + {2..5}: 7 + 3 × 2 = 13; all six: 5 × 2 = 10.
  assert.deepEqual(sharedPrefixes(contexts), [
    { members: [0, 1], length: 7 },
    { members: [2, 3, 4, 5], length: 2 },
  ]);
});

test('minLength, eligibility and one-token contexts', () => {
  const contexts = [[4, 5, 6], [4, 5, 7], [4, 9], [4, 8], [3], [3]];
  // Sorted: 0 [4,5,6], 1 [4,5,7], 3 [4,8], 2 [4,9]; [3] has no token to spare. [4,5] shared by 0
  // and 1 is 2 tokens ≥ minLength 2; [4] shared by 3 and 2 is under it.
  assert.deepEqual(sharedPrefixes(contexts), [{ members: [0, 1], length: 2 }]);
  // With minLength 1: {0,1} + {3,2} save 2 + 1 = 3, as do all four sharing [4] (3 × 1); the split is found first.
  assert.deepEqual(
    sharedPrefixes(contexts, () => true, 1),
    [
      { members: [0, 1], length: 2 },
      { members: [3, 2], length: 1 },
    ],
  );
  assert.deepEqual(
    sharedPrefixes(contexts, (i) => i !== 1),
    [],
  );
  assert.deepEqual(sharedPrefixes([]), []);
});
