/** lookResamples: the run's resamples unless a look's level needs more (worked out by hand), and not when no affordable count would do. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lookResamples, MAX_LOOK_RESAMPLES } from '../../../src/run/sequential/lookResamples.js';

test("a look's resamples put the smallest Holm-adjusted bootstrap p, 2m/(B + 1), below its level; else the run's own", () => {
  // α_k = 10⁻⁴, one metric: 2/10⁻⁴ = 20 000, and 2/20 001 < 10⁻⁴.
  assert.equal(lookResamples(10_000, 1 - 1e-4, 1), 20_000);
  // Two gated metrics at the first of 4 O'Brien–Fleming-type looks (α_k = 1.47·10⁻⁵): 2·2/1.47·10⁻⁵ = 272 108.8 → 273 000.
  assert.equal(lookResamples(10_000, 1 - 1.47e-5, 2), 273_000);
  assert.ok(4 / 273_001 < 1.47e-5);
  // The last look of 4 (α_k ≈ 0.041 O'Brien–Fleming, 0.029 Hwang–Shih–DeCani γ = −1): 2·2/0.041 ≈ 98 → the run's 10 000 stand.
  assert.equal(lookResamples(10_000, 1 - 0.041, 2), 10_000);
  // 2·3/0.003 = 2 000: below a run asking 5 000, above one asking 1 000.
  assert.equal(lookResamples(5_000, 1 - 0.003, 3), 5_000);
  assert.equal(lookResamples(1_000, 1 - 0.003, 3), 2_000);
  // α_k = 10⁻⁶ with two metrics would need 4 000 000: beyond the cap, so the run's own.
  assert.ok(4_000_000 > MAX_LOOK_RESAMPLES);
  assert.equal(lookResamples(10_000, 1 - 1e-6, 2), 10_000);
});
