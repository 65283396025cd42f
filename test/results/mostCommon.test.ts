/**
 * mostCommon, the one mode: the most frequent value, ties to the value seen first. Expected
 * values are counted by hand; the tie cases follow Python's documented Counter.most_common
 * ("elements with equal counts are ordered in the order first encountered"), which Inspect's
 * mode reducer calls: Counter([2, 3, 3, 2]).most_common(1) is [(2, 2)].
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mostCommon } from '../../src/results/index.js';

test('the most frequent value wins', () => {
  assert.equal(mostCommon([6, 2, 2, 3, 2, 3]), 2);
  assert.equal(mostCommon([true, false, false]), false);
  assert.equal(mostCommon(['C']), 'C');
});

test('a tie goes to the value seen first, not to the value that reached the count first', () => {
  assert.equal(mostCommon([2, 3, 3, 2]), 2);
  assert.equal(mostCommon(['I', 'C']), 'I');
  assert.equal(mostCommon([false, true, true, false]), false);
  assert.equal(mostCommon([true, false]), true);
});

test('values are the same when their keys are; the first of them is returned', () => {
  const values = [{ v: 1 }, { v: 2 }, { v: 1 }];
  assert.equal(
    mostCommon(values, (value) => JSON.stringify(value)),
    values[0],
  );
  assert.equal(mostCommon(values), values[0], 'without a key, distinct objects each count once');
});

test('no values: undefined, never a made-up mode', () => {
  assert.equal(mostCommon([]), undefined);
});
