/** The greedy pick and its top-2 gap, on float32 and float16 rows; expected values worked by hand. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { finiteTopTwo, type TopTwo } from '../../src/model/onnx/finiteTopTwo.js';

const out = (): TopTwo => ({ best: 0, top: 0, gap: 0 });

test('the argmax (first on ties), its logit and its lead over the runner-up', () => {
  const pick = out();
  // Row [9, 1, 3, 2.5, 3.25] at offset 1: best 3.25 (index 3 of the row), runner-up 3, gap 0.25.
  finiteTopTwo(Float32Array.from([9, 1, 3, 2.5, 3.25]), 1, 4, pick);
  assert.deepEqual(pick, { best: 3, top: 3.25, gap: 0.25 });
  // A tie: the first index wins and the gap is 0.
  finiteTopTwo(Float32Array.from([2, 5, 5]), 0, 3, pick);
  assert.deepEqual(pick, { best: 1, top: 5, gap: 0 });
  // One logit: no runner-up.
  finiteTopTwo(Float32Array.from([4]), 0, 1, pick);
  assert.deepEqual(pick, { best: 0, top: 4, gap: Infinity });
});

test('float16 rows read through the half table; a NaN or ±Inf poisons the row', () => {
  const pick = out();
  // binary16: 0x4000 = 2, 0x4200 = 3, 0x3c00 = 1.
  finiteTopTwo(Uint16Array.from([0x4000, 0x4200, 0x3c00]), 0, 3, pick);
  assert.deepEqual(pick, { best: 1, top: 3, gap: 1 });
  finiteTopTwo(Float32Array.from([1, NaN, 2]), 0, 3, pick);
  assert.equal(pick.best, -1);
  finiteTopTwo(Uint16Array.from([0x7c00, 0x3c00]), 0, 2, pick);
  assert.equal(pick.best, -1, '+Inf in float16');
});
