/** normalUpperTail against the independent AS 241 quantile (normalQuantile) and closed-form points. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalQuantile, normalUpperTail } from '../../src/stats/index.js';

test("inverts normalQuantile to within the fit's 1.2e-7 relative error, both tails", () => {
  for (const p of [1e-9, 1e-6, 0.001, 0.0125, 0.025, 0.1, 0.3, 0.5, 0.7, 0.9, 0.975, 0.999]) {
    const tail = normalUpperTail(normalQuantile(1 - p));
    assert.ok(Math.abs(tail - p) <= 1.2e-7 * p + 1e-15, `p ${p}: ${tail}`);
  }
  // Φ(0) = ½ exactly by symmetry.
  assert.ok(Math.abs(normalUpperTail(0) - 0.5) < 1e-7);
  assert.throws(() => normalUpperTail(Number.NaN), RangeError);
});
