/** reduceEpochs: each reducer on hand-counted epochs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reduceEpochs } from '../../../src/families/refusal/reduceEpochs.js';

const T = true;
const F = false;

test('mean is the refused share', () => {
  assert.equal(reduceEpochs([T, F, F, T, F, F, F, F], 'mean', 1), 2 / 8);
  assert.equal(reduceEpochs([F], 'mean', 1), 0);
});

test("mode is the most common outcome; an even split takes the first epoch's (Inspect's mode)", () => {
  assert.equal(reduceEpochs([T, T, F], 'mode', 1), 1);
  assert.equal(reduceEpochs([F, F, T], 'mode', 1), 0);
  assert.equal(reduceEpochs([T, F, T, F], 'mode', 1), 1);
  assert.equal(reduceEpochs([F, T, T, F], 'mode', 1), 0);
});

test('at_least_k counts refused epochs against k; max is any', () => {
  assert.equal(reduceEpochs([T, F, T, F], 'at_least_k', 2), 1);
  assert.equal(reduceEpochs([T, F, F, F], 'at_least_k', 2), 0);
  assert.equal(reduceEpochs([F, F, F, T], 'max', 1), 1);
  assert.equal(reduceEpochs([F, F, F, F], 'max', 1), 0);
});

test('no scored epoch is an error, never a zero', () => {
  assert.throws(() => reduceEpochs([], 'mean', 1), RangeError);
});
