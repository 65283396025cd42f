/** Inspect score values against values worked out by hand (its reducers: test/results/epochReducers.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspectValueToFloat } from '../../src/paired/index.js';

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
