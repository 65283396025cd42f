/**
 * PairedMetricInput is a type-only module: it must add no runtime code, and its shape (checked by
 * the typecheck, `npm run typecheck`) takes the two sides and the optional studentize/smooth flags.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as exported from '../../src/stats/pairedMetricInput.js';
import type { PairedMetricInput, RatioSides } from '../../src/stats/pairedMetricInput.js';

test('exports types only', () => {
  assert.deepEqual(Object.keys(exported), []);
});

test('the shape: both sides of num/den, optional studentize and smooth', () => {
  const side: RatioSides = { num: Float64Array.of(1), den: Float64Array.of(1) };
  const plain: PairedMetricInput = { base: side, tuned: side };
  const kl: PairedMetricInput = { base: side, tuned: side, studentize: true, smooth: true };
  // @ts-expect-error a side needs a denominator
  const missingDen: RatioSides = { num: Float64Array.of(1) };
  // @ts-expect-error a metric needs its tuned side
  const missingTuned: PairedMetricInput = { base: side };
  assert.equal(plain.studentize, undefined);
  assert.equal(kl.smooth, true);
  assert.ok(missingDen && missingTuned);
});
