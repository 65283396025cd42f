/**
 * The epoch reducers, as Inspect logs name them and as refusal's `--reducer` uses them, against
 * values worked out by hand (each expected value's arithmetic is beside it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { epochReduction, reduceEpochs } from '../../src/results/index.js';
import { inspectValueToFloat } from '../../src/paired/index.js';

/** An Inspect log's reducer by name over raw score values. */
const reduce = (name: string, values: unknown[]): number => reduceEpochs(values, epochReduction(name)!, inspectValueToFloat);

const T = true;
const F = false;
/** Refusal's reading of an epoch: refused counts 1. */
const refusedScore = (refused: boolean): number => (refused ? 1 : 0);
const refusal = (refused: boolean[], kind: 'mean' | 'mode' | 'max'): number => reduceEpochs(refused, { kind }, refusedScore);
const atLeast = (refused: boolean[], k: number): number => reduceEpochs(refused, { kind: 'at_least', k }, refusedScore);

test('reducers: mean, median, mode and max leave unscored epochs out', () => {
  assert.equal(reduce('mean', ['C', 'I', 'P', null]), 0.5); // (1 + 0 + 0.5) / 3
  assert.equal(reduce('median', [0, 1, 0.5, 1]), 0.75); // middle of 0, 0.5, 1, 1
  assert.equal(reduce('median', [3, 1, 2]), 2);
  assert.equal(reduce('mode', ['C', 'I', 'C', null, null, null]), 1);
  assert.equal(reduce('mode', ['I', 'C']), 0); // a tie goes to the first value seen
  assert.equal(reduce('max', ['I', 'P', null]), 0.5);
  assert.ok(Number.isNaN(reduce('mean', [null, null])));
});

test('pass_at_k is 1 − C(n − c, k) / C(n, k), at_least_k counts epochs at 1', () => {
  // n = 4, c = 1: pass@1 = 1/4, pass@2 = 1 − C(3,2)/C(4,2) = 1 − 3/6.
  assert.ok(Math.abs(reduce('pass_at_1', ['C', 'I', 'I', 'I']) - 0.25) < 1e-12);
  assert.ok(Math.abs(reduce('pass_at_2', ['C', 'I', 'I', 'I']) - 0.5) < 1e-12);
  // n = 5, c = 2, k = 3: 1 − C(3,3)/C(5,3) = 1 − 1/10.
  assert.ok(Math.abs(reduce('pass_at_3', [1, 1, 0, 0, 0]) - 0.9) < 1e-12);
  assert.equal(reduce('pass_at_2', ['C', 'C', 'I']), 1); // only one failure: any 2 draws include a success
  assert.ok(Number.isNaN(reduce('pass_at_3', ['C', 'I'])));
  assert.equal(reduce('at_least_2', ['C', 'I', 'P']), 0);
  assert.equal(reduce('at_least_2', ['C', 'C', 'I']), 1);
  assert.equal(epochReduction('trimmed_mean'), undefined);
});

test('refused epochs: mean is the refused share', () => {
  assert.equal(refusal([T, F, F, T, F, F, F, F], 'mean'), 2 / 8);
  assert.equal(refusal([F], 'mean'), 0);
});

test("refused epochs: mode is the most common outcome; an even split takes the first epoch's (Inspect's mode)", () => {
  assert.equal(refusal([T, T, F], 'mode'), 1);
  assert.equal(refusal([F, F, T], 'mode'), 0);
  assert.equal(refusal([T, F, T, F], 'mode'), 1);
  assert.equal(refusal([F, T, T, F], 'mode'), 0);
});

test('refused epochs: at_least_k counts refused epochs against k; max is any', () => {
  assert.equal(atLeast([T, F, T, F], 2), 1);
  assert.equal(atLeast([T, F, F, F], 2), 0);
  assert.equal(refusal([F, F, F, T], 'max'), 1);
  assert.equal(refusal([F, F, F, F], 'max'), 0);
});

test('no epoch at all is an error, never a zero', () => {
  assert.throws(() => refusal([], 'mean'), RangeError);
  assert.throws(() => reduce('mean', []), RangeError);
});
