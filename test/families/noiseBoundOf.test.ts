/** The noise bound from the self-checks' spreads; expected values worked by hand from the spreads given. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENDPOINT_WIDENING, FLOAT32_UNITS, noiseBoundOf, rememberedSideNoise, twoLargest } from '../../src/families/noiseBoundOf.js';

const side = (spreadNats: number, secondSpreadNats: number, largestNats = 1, items = 16) => ({ spreadNats, secondSpreadNats, largestNats, items });

test('the two largest values, 0 for each one missing', () => {
  assert.deepEqual(twoLargest([3, 9, 1, 9, 4]), [9, 9]);
  assert.deepEqual(twoLargest([2, 7, 5]), [7, 5]);
  assert.deepEqual(twoLargest([4]), [4, 0]);
  assert.deepEqual(twoLargest([]), [0, 0]);
});

test('the bound is twice the upper confidence bound X(m) + 19·(X(m) − X(m−1)) over both models', () => {
  // Spreads 1e-5, 8e-6 (base) and 9e-6, 2e-6 (tuned): X(m) = 1e-5, X(m−1) = 9e-6, so the upper
  // bound is 1e-5 + 19·1e-6 = 2.9e-5 and the margin bound twice it, 5.8e-5 nats.
  const bound = noiseBoundOf([side(1e-5, 8e-6), side(9e-6, 2e-6)], 'batched-vs-single');
  assert.equal(ENDPOINT_WIDENING, 19);
  assert.ok(bound !== null);
  assert.ok(Math.abs(bound.nats - 5.8e-5) < 1e-18, `nats ${bound.nats}`);
  assert.equal(bound.spreadNats, 1e-5);
  assert.equal(bound.items, 16);
  assert.equal(bound.method, 'batched-vs-single');
});

test('a lone outlying spread widens the bound the most; equal top spreads do not widen it', () => {
  // One model, spreads 4e-6 and 0: 4e-6 + 19·4e-6 = 8e-5, bound 1.6e-4.
  assert.ok(Math.abs(noiseBoundOf([side(4e-6, 0)], 'batched-vs-single')!.nats - 1.6e-4) < 1e-18);
  // Top two spreads equal (3e-6 each): no widening, bound 2·3e-6 = 6e-6 (the floor at |L| = 1 is 4.8e-7).
  assert.equal(noiseBoundOf([side(3e-6, 1e-6), side(3e-6, 3e-6)], 'batched-vs-single')!.nats, 6e-6);
});

test('bit-identical passes keep the float32 floor; no item checked gives no bound', () => {
  // Every spread 0, largest |L| 40 nats: floor 4·2⁻²³·40 = 160/8388608 ≈ 1.907e-5 nats.
  assert.equal(noiseBoundOf([side(0, 0, 40), side(0, 0, 12)], 'batched-vs-single-first-step')!.nats, 160 / 8388608);
  assert.equal(FLOAT32_UNITS * 40, 160 / 8388608);
  assert.equal(noiseBoundOf([side(0, 0, 0, 0)], 'batched-vs-single'), null);
});

test('rememberedSideNoise measures once per model and inputs, and again after a failure', async () => {
  let calls = 0;
  const noise = { spreadNats: 1e-5, secondSpreadNats: 5e-6, largestNats: 10, items: 16 };
  const measure = async () => {
    calls += 1;
    return noise;
  };
  const [modelA, modelB] = [{}, {}];
  assert.equal(await rememberedSideNoise(modelA, 'first 16', measure), noise);
  assert.equal(await rememberedSideNoise(modelA, 'first 16', measure), noise);
  assert.equal(calls, 1, 'the second look reads the first look’s check');
  await rememberedSideNoise(modelA, 'other items', measure);
  await rememberedSideNoise(modelB, 'first 16', measure);
  assert.equal(calls, 3, 'other inputs or another model measure anew');
  const failing = async (): Promise<typeof noise> => {
    calls += 1;
    throw new Error('session failed');
  };
  await assert.rejects(rememberedSideNoise(modelB, 'fails once', failing), /session failed/);
  assert.equal(await rememberedSideNoise(modelB, 'fails once', measure), noise);
  assert.equal(calls, 5, 'a failed check is not remembered');
});
