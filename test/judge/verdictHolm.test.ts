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

test('tied p-values are one step: the whole block gets its first (strictest) level', () => {
  // p = [0.01, 0.01, 0.2], α = 0.05, m = 3. Adjusted: 3·0.01 = 0.03, max(0.03, 2·0.01) = 0.03,
  // max(0.03, 0.2) = 0.2; r = 2. Plain Holm would give the tie 1 − 0.05/3 and 1 − 0.05/2 by
  // input order; as one step both get the first, 1 − 0.05/3. The kept #2: 1 − 0.05/(3 − 2) = 0.95.
  close(holmAdjustedLevels(Float64Array.of(0.01, 0.01, 0.2), 0.05), [1 - 0.05 / 3, 1 - 0.05 / 3, 0.95]);
  // A tie in the middle: p = [0.02, 0.01, 0.001, 0.01], m = 4. Ascending 0.001 (#2), 0.01 (#1),
  // 0.01 (#3), 0.02 (#0); adjusted 0.004, 0.03, max(0.03, 0.02) = 0.03, max(0.03, 0.02) = 0.03;
  // r = 4. #2: 1 − 0.05/4; the tie starts at step 2: both 1 − 0.05/3; #0 (step 4): 1 − 0.05/1.
  close(holmAdjustedLevels(Float64Array.of(0.02, 0.01, 0.001, 0.01), 0.05), [0.95, 1 - 0.05 / 3, 0.9875, 1 - 0.05 / 3]);
  // Three-way tie, all rejected: 3·0.005 = 0.015 for each, every one at step 1's 1 − 0.05/3.
  close(holmAdjustedLevels(Float64Array.of(0.005, 0.005, 0.005), 0.05), [1 - 0.05 / 3, 1 - 0.05 / 3, 1 - 0.05 / 3]);
});

test('a kept tie gets the first kept level, as before', () => {
  // p = [0.04, 0.001, 0.04], m = 3: adjusted 0.003, max(0.003, 2·0.04) = 0.08, 0.08; r = 1.
  // The tie is kept whole (its adjusted p are equal), so both get 1 − 0.05/(3 − 1) = 0.975.
  close(holmAdjustedLevels(Float64Array.of(0.04, 0.001, 0.04), 0.05), [0.975, 1 - 0.05 / 3, 0.975]);
});

test('levels follow the p-values, never the input order of a tie', () => {
  const p = [0.003, 0.012, 0.012, 0.03, 0.4];
  const reference = holmAdjustedLevels(Float64Array.from(p), 0.05);
  // Every rotation and the reversal: each p keeps its level.
  const orders = [...p.map((_, s) => p.map((_, i) => (i + s) % p.length)), p.map((_, i) => p.length - 1 - i)];
  for (const order of orders) {
    const levels = holmAdjustedLevels(Float64Array.from(order.map((i) => p[i]!)), 0.05);
    order.forEach((i, k) => assert.equal(levels[k], reference[i], `p ${p[i]} in order ${order.join(',')}`));
  }
  // By hand: adjusted 0.015, 0.048, 0.048, max(0.048, 0.06) = 0.06, 0.4; r = 3. The tie is
  // steps 2–3, both at 1 − 0.05/4; 0.03 and 0.4 are kept at 1 − 0.05/(5 − 3) = 0.975.
  close(reference, [0.99, 0.9875, 0.9875, 0.975, 0.975]);
});
