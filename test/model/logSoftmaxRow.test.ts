import { test } from 'node:test';
import assert from 'node:assert/strict';
import { argmaxRow, logSoftmaxRow } from '../../src/model/index.js';
import { InvalidInputError } from '../../src/errors/index.js';

test('logSoftmaxRow matches the closed form on a small row, reading at an offset', () => {
  const data = Float32Array.of(99, 1, 2, 3, 99);
  const out = new Float64Array(3);
  const logZ = logSoftmaxRow(data, 1, 3, out);
  // Closed form: log Z = log(e + e² + e³); log p_i = i − log Z.
  const expectedLogZ = Math.log(Math.E + Math.E ** 2 + Math.E ** 3);
  assert.ok(Math.abs(logZ - expectedLogZ) < 1e-12);
  [1, 2, 3].forEach((x, i) => assert.ok(Math.abs(out[i]! - (x - expectedLogZ)) < 1e-12));
});

test('logSoftmaxRow stays finite for huge logits (max-subtraction)', () => {
  const out = new Float64Array(2);
  logSoftmaxRow(Float32Array.of(1e30, 1e30), 0, 2, out);
  // Two equal logits: each has probability 1/2 whatever their size.
  assert.ok(Math.abs(out[0]! + Math.LN2) < 1e-12 && Math.abs(out[1]! + Math.LN2) < 1e-12);
});

test('logSoftmaxRow reads Uint16Array rows as binary16', () => {
  const out = new Float64Array(2);
  // 0x3c00 = 1.0, 0x0000 = 0.0 → log p = 1 − log(e + 1) and −log(e + 1).
  logSoftmaxRow(Uint16Array.of(0x3c00, 0x0000), 0, 2, out);
  assert.ok(Math.abs(out[0]! - (1 - Math.log(Math.E + 1))) < 1e-12);
  assert.ok(Math.abs(out[1]! + Math.log(Math.E + 1)) < 1e-12);
});

test('logSoftmaxRow throws InvalidInputError on NaN or infinite logits', () => {
  const out = new Float64Array(3);
  assert.throws(() => logSoftmaxRow(Float32Array.of(0, NaN, 1), 0, 3, out), InvalidInputError);
  assert.throws(() => logSoftmaxRow(Float32Array.of(0, Infinity, 1), 0, 3, out), InvalidInputError);
  assert.throws(() => logSoftmaxRow(Uint16Array.of(0, 0x7c00, 0), 0, 3, out), InvalidInputError);
});

test('argmaxRow returns the first maximum, within the row only', () => {
  assert.equal(argmaxRow(Float32Array.of(9, 1, 5, 5, 2, 9), 1, 4), 1);
  assert.equal(argmaxRow(Float32Array.of(-3, -1, -2), 0, 3), 1);
  // 0xc000 = −2, 0x3c00 = 1, 0x4000 = 2 in binary16.
  assert.equal(argmaxRow(Uint16Array.of(0xc000, 0x3c00, 0x4000), 0, 3), 2);
});
