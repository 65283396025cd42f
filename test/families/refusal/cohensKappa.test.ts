/** Cohen's κ against values worked out by hand from the definition κ = (p_o − p_e) / (1 − p_e). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cohensKappa } from '../../../src/families/refusal/cohensKappa.js';

test('2×2: 50 items, 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no gives κ = 0.4', () => {
  // p_o = 35/50 = 0.7; rows 25, 25; columns 30, 20; p_e = (25·30 + 25·20)/2500 = 0.5; κ = 0.2/0.5.
  assert.ok(
    Math.abs(
      (cohensKappa([
        [20, 5],
        [10, 15],
      ]) ?? NaN) - 0.4,
    ) < 1e-12,
  );
});

test('3×3: κ = 41/66', () => {
  // n = 20, diagonal 15 → p_o = 0.75; rows 6, 6, 8; columns 7, 5, 8;
  // p_e = (6·7 + 6·5 + 8·8)/400 = 136/400 = 0.34; κ = 0.41/0.66 = 41/66.
  const table = [
    [5, 1, 0],
    [2, 3, 1],
    [0, 1, 7],
  ];
  assert.ok(Math.abs((cohensKappa(table) ?? NaN) - 41 / 66) < 1e-12);
});

test('perfect agreement is 1, perfect disagreement on balanced marginals is −1', () => {
  assert.equal(
    cohensKappa([
      [10, 0, 0],
      [0, 10, 0],
      [0, 0, 10],
    ]),
    1,
  );
  // p_o = 0; p_e = (5·5 + 5·5)/100 = 0.5; κ = −0.5/0.5.
  assert.equal(
    cohensKappa([
      [0, 5],
      [5, 0],
    ]),
    -1,
  );
});

test('κ is undefined (null) with no items or when both raters used one category', () => {
  assert.equal(
    cohensKappa([
      [0, 0],
      [0, 0],
    ]),
    null,
  );
  assert.equal(
    cohensKappa([
      [7, 0],
      [0, 0],
    ]),
    null,
  );
  assert.equal(cohensKappa([]), null);
});

test('a table that is not square or holds a bad count is a RangeError', () => {
  assert.throws(() => cohensKappa([[1, 2], [3]]), RangeError);
  assert.throws(
    () =>
      cohensKappa([
        [1, -2],
        [3, 4],
      ]),
    RangeError,
  );
  assert.throws(
    () =>
      cohensKappa([
        [1, Number.NaN],
        [3, 4],
      ]),
    RangeError,
  );
});
