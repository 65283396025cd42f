/** MIN_RESAMPLES, TooFewResamplesError and assertResamples: the floor, the error's fields and message, and the boundary. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertResamples, MIN_RESAMPLES, TooFewResamplesError } from '../../src/stats/index.js';

test('the floor is 2 000 resamples (docs/ARCHITECTURE.md §6)', () => {
  assert.equal(MIN_RESAMPLES, 2000);
});

test('the error is a RangeError carrying both numbers and saying why', () => {
  const error = new TooFewResamplesError(100, 2000);
  assert.ok(error instanceof RangeError);
  assert.equal(error.name, 'TooFewResamplesError');
  assert.equal(error.resamples, 100);
  assert.equal(error.minimum, 2000);
  assert.match(error.message, /^resamples is 100, expected an integer ≥ 2000: /);
});

test('assertResamples: integers at or above the minimum pass, anything else throws the typed error', () => {
  assertResamples(2000, 2000);
  assertResamples(10, 2);
  for (const bad of [1999, 2000.5, Number.NaN, -Infinity, '2000' as unknown as number]) {
    assert.throws(
      () => assertResamples(bad, 2000),
      (error: unknown) => error instanceof TooFewResamplesError && error.minimum === 2000 && Object.is(error.resamples, bad),
      String(bad),
    );
  }
});
