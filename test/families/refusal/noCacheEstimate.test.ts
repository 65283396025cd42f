/** generationWork: token positions of greedy decoding with and without a KV cache, counted by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generationWork } from '../../../src/families/refusal/noCacheEstimate.js';

test('a cache runs the prompt once and one position per later token; without, every step reruns the sequence', () => {
  // Prompt 10, 4 new tokens. Cached: 10 (prefill, gives token 1) + 1 + 1 + 1 = 13.
  // Uncached: steps over 10, 11, 12 and 13 positions = 46. Prompt 20: 23 and 20+21+22+23 = 86.
  assert.deepEqual(generationWork([10], 4), { cached: 13, uncached: 46 });
  assert.deepEqual(generationWork([10, 20], 4), { cached: 36, uncached: 132 });
  // One new token: both run the prompt once.
  assert.deepEqual(generationWork([7], 1), { cached: 7, uncached: 7 });
});
