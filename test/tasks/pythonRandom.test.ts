/**
 * The port of CPython's random.Random against CPython itself: every expected value below was
 * printed by CPython 3.11.7, e.g. `python3 -c "import random; r=random.Random(1234);
 * print([r.getrandbits(32) for _ in range(5)])"`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PythonRandom } from '../../src/tasks/pythonRandom.js';

const draws = (rnd: PythonRandom, count: number) => Array.from({ length: count }, () => rnd.nextUint32());

test('seeding and MT19937 outputs equal CPython for seeds 1234, 0 and 2^40 + 5, past the first 624-word refill', () => {
  assert.deepEqual(draws(new PythonRandom(1234), 5), [4150886329, 3342196574, 1892932127, 501869158, 32175636]);
  assert.deepEqual(draws(new PythonRandom(0), 2), [3626764237, 1654615998]);
  // A seed above 2^32 is two key words (init_by_array).
  assert.deepEqual(draws(new PythonRandom(2 ** 40 + 5), 3), [2166296868, 2220160828, 1153647273]);
  assert.deepEqual(draws(new PythonRandom(1234), 700).slice(-3), [415586772, 2346577340, 2395385490]);
});

test('sample(range(n), k) equals CPython in both of its branches (pool copy for small n, set of picks for large n)', () => {
  const small = new PythonRandom(1234);
  assert.deepEqual(
    [small.sampleIndices(10, 3), small.sampleIndices(10, 3)],
    [
      [7, 1, 0],
      [1, 0, 9],
    ],
  );
  // k = 25 > 5: setsize = 21 + 4^ceil(log4 75) = 277 < 1119, so the set branch.
  assert.deepEqual(
    new PythonRandom(1234).sampleIndices(1119, 25),
    [902, 239, 15, 185, 71, 171, 201, 726, 484, 35, 63, 32, 708, 991, 949, 304, 186, 374, 234, 29, 1030, 996, 511, 132, 1108],
  );
  // k = 6: setsize = 21 + 4^ceil(log4 18) = 85; n = 100 takes the set branch, n = 30 the pool branch.
  const seven = new PythonRandom(7);
  assert.deepEqual(
    [seven.sampleIndices(100, 6), seven.sampleIndices(30, 6)],
    [
      [41, 19, 50, 83, 6, 9],
      [26, 17, 3, 11, 18, 1],
    ],
  );
  assert.throws(() => new PythonRandom(1).sampleIndices(3, 4), RangeError);
  assert.throws(() => new PythonRandom(-1), RangeError);
});
