import assert from 'node:assert/strict';
import { test } from 'node:test';
import { holmAdjustedLevels } from '../../src/judge/verdict.js';
import { InternalError } from '../../src/errors/index.js';

const close = (actual: Float64Array, expected: number[]): void => {
  assert.equal(actual.length, expected.length);
  expected.forEach((e, i) => assert.ok(Math.abs(actual[i]! - e) < 1e-15, `#${i}: ${actual[i]} vs ${e}`));
};

test('hand-worked Holm levels', () => {
  // p = [0.001, 0.2, 0.01, 0.04], α = 0.05, m = 4. Ascending: 0.001 (#0), 0.01 (#2), 0.04 (#3), 0.2 (#1).
  // Step 1: 4·0.001 = 0.004 < 0.05 rejects, level 1 − 0.05/4 = 0.9875.
  // Step 2: 3·0.01 = 0.03 < 0.05 rejects, level 1 − 0.05/3.
  // Step 3: 2·0.04 = 0.08 ≥ 0.05 stops after r = 2; #3 and #1 get 1 − 0.05/(4 − 2) = 0.975.
  close(holmAdjustedLevels(Float64Array.of(0.001, 0.2, 0.01, 0.04), 0.05), [0.9875, 0.975, 1 - 0.05 / 3, 0.975]);
});

test('nothing rejected: every level is the Bonferroni level', () => {
  // 3·0.03 = 0.09 ≥ 0.05 at step 1, so r = 0 and all three get 1 − 0.05/3.
  close(holmAdjustedLevels(Float64Array.of(0.5, 0.03, 0.9), 0.05), [1 - 0.05 / 3, 1 - 0.05 / 3, 1 - 0.05 / 3]);
});

test('everything rejected: the last step is unadjusted', () => {
  // 2·0.001 < 0.05 and 1·0.02 < 0.05: levels 1 − 0.05/2 and 1 − 0.05.
  close(holmAdjustedLevels(Float64Array.of(0.02, 0.001), 0.05), [0.95, 0.975]);
  close(holmAdjustedLevels(Float64Array.of(0.3), 0.1), [0.9]);
  assert.equal(holmAdjustedLevels(new Float64Array(0), 0.05).length, 0);
});

test('Holm monotonicity: a later step cannot reject once an earlier one kept', () => {
  // Ascending 0.012 (3·0.012 = 0.036 rejects), 0.03 (2·0.03 = 0.06 keeps), 0.04 (1·0.04 < 0.05
  // alone, but Holm stops at step 2): #2 gets 1 − 0.05/2, not the unadjusted 0.95.
  close(holmAdjustedLevels(Float64Array.of(0.012, 0.03, 0.04), 0.05), [1 - 0.05 / 3, 0.975, 0.975]);
});

test('bad alpha or p-values are a bug', () => {
  assert.throws(() => holmAdjustedLevels(Float64Array.of(0.1), 0), InternalError);
  assert.throws(() => holmAdjustedLevels(Float64Array.of(Number.NaN), 0.05), InternalError);
});
