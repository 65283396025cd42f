import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distributionSummary } from '../../src/stats/index.js';

test('summary of 1..1000 by hand', () => {
  const values = Float64Array.from({ length: 1000 }, (_, i) => 1000 - i);
  const s = distributionSummary(values);
  // Mean (1 + 1000)/2; type-7: h = 999·p, value = 1 + h.
  assert.equal(s.mean, 500.5);
  assert.equal(s.median, 500.5);
  assert.ok(Math.abs(s.p90 - 900.1) < 1e-9);
  assert.ok(Math.abs(s.p99 - 990.01) < 1e-9);
  assert.ok(Math.abs(s.p999 - 999.001) < 1e-9);
  assert.equal(s.max, 1000);
  assert.throws(() => distributionSummary(new Float64Array(0)), RangeError);
});

test('the mean keeps what naive summation loses', () => {
  // 1 + 1e100 + 1 − 1e100 = 2 exactly, mean 2/4; a left-to-right float sum gives 0.
  assert.equal(distributionSummary(Float64Array.of(1, 1e100, 1, -1e100)).mean, 0.5);
});
