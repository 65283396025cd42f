/** Inspect score values and epoch reducers against values worked out by hand. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { epochReducer, inspectValueToFloat } from '../../src/paired/index.js';

test('score values read as the log reads them', () => {
  const cases: [unknown, number | null | undefined][] = [
    ['C', 1],
    ['P', 0.5],
    ['I', 0],
    ['N', 0],
    ['yes', 1],
    ['TRUE', 1],
    ['No', 0],
    ['false', 0],
    [' 0.25 ', 0.25],
    [true, 1],
    [false, 0],
    [3, 3],
    [null, null],
    ['c', undefined],
    ['maybe', undefined],
    [[1], undefined],
  ];
  for (const [value, expected] of cases) assert.equal(inspectValueToFloat(value), expected, JSON.stringify(value));
});

test('reducers: mean, median, mode and max leave unscored epochs out', () => {
  const reduce = (name: string, values: unknown[]): number => epochReducer(name)!(values);
  assert.equal(reduce('mean', ['C', 'I', 'P', null]), 0.5); // (1 + 0 + 0.5) / 3
  assert.equal(reduce('median', [0, 1, 0.5, 1]), 0.75); // middle of 0, 0.5, 1, 1
  assert.equal(reduce('median', [3, 1, 2]), 2);
  assert.equal(reduce('mode', ['C', 'I', 'C', null, null, null]), 1);
  assert.equal(reduce('mode', ['I', 'C']), 0); // a tie goes to the first value seen
  assert.equal(reduce('max', ['I', 'P', null]), 0.5);
  assert.ok(Number.isNaN(reduce('mean', [null, null])));
});

test('pass_at_k is 1 − C(n − c, k) / C(n, k), at_least_k counts epochs at 1', () => {
  const reduce = (name: string, values: unknown[]): number => epochReducer(name)!(values);
  // n = 4, c = 1: pass@1 = 1/4, pass@2 = 1 − C(3,2)/C(4,2) = 1 − 3/6.
  assert.ok(Math.abs(reduce('pass_at_1', ['C', 'I', 'I', 'I']) - 0.25) < 1e-12);
  assert.ok(Math.abs(reduce('pass_at_2', ['C', 'I', 'I', 'I']) - 0.5) < 1e-12);
  // n = 5, c = 2, k = 3: 1 − C(3,3)/C(5,3) = 1 − 1/10.
  assert.ok(Math.abs(reduce('pass_at_3', [1, 1, 0, 0, 0]) - 0.9) < 1e-12);
  assert.equal(reduce('pass_at_2', ['C', 'C', 'I']), 1); // only one failure: any 2 draws include a success
  assert.ok(Number.isNaN(reduce('pass_at_3', ['C', 'I'])));
  assert.equal(reduce('at_least_2', ['C', 'I', 'P']), 0);
  assert.equal(reduce('at_least_2', ['C', 'C', 'I']), 1);
  assert.equal(epochReducer('trimmed_mean'), undefined);
});
