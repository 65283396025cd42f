import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clearsNoChange } from '../../src/results/clearsNoChange.js';

test('a directional metric: the interval must lie strictly on one side of 0', () => {
  const acc = { direction: 'higher-better' as const };
  assert.equal(clearsNoChange(acc, [0.01, 0.2]), true);
  assert.equal(clearsNoChange(acc, [-0.2, -0.01]), true);
  assert.equal(clearsNoChange(acc, [0, 0.2]), false);
  assert.equal(clearsNoChange(acc, [-0.1, 0.1]), false);
  assert.equal(clearsNoChange(acc, null), false);
});

test('a metric without direction: the interval must lie strictly beyond ± its tolerance', () => {
  const kl = { direction: 'none' as const, tolerance: 0.01 };
  assert.equal(clearsNoChange(kl, [1e-11, 2e-11]), false);
  assert.equal(clearsNoChange(kl, [0.005, 0.02]), false);
  assert.equal(clearsNoChange(kl, [0.01, 0.02]), false);
  assert.equal(clearsNoChange(kl, [0.0101, 0.02]), true);
  assert.equal(clearsNoChange(kl, [-0.05, -0.02]), true);
  // Without a tolerance the band is 0 itself.
  assert.equal(clearsNoChange({ direction: 'none' as const }, [1e-11, 2e-11]), true);
});
