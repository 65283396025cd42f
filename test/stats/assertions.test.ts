/** The shared input checks: what each accepts, and a message naming the argument, the value and what was expected. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertFinite, assertFloat64Array, assertInteger, assertNonEmpty, assertOpenUnit } from '../../src/stats/assertions.js';

test('assertFloat64Array accepts only a Float64Array and names what it got', () => {
  assertFloat64Array(new Float64Array(0), 'x');
  assert.throws(() => assertFloat64Array([1, 2], 'scores'), { name: 'TypeError', message: 'scores must be a Float64Array, got Array' });
  assert.throws(() => assertFloat64Array(new Float32Array(1), 'x'), /got Float32Array/);
  assert.throws(() => assertFloat64Array(null, 'x'), /got null/);
  assert.throws(() => assertFloat64Array(undefined, 'x'), /got undefined/);
  assert.throws(() => assertFloat64Array(3, 'x'), /got number/);
  assert.throws(() => assertFloat64Array(Object.create(null), 'x'), /got object/);
});

test('assertFinite names the first non-finite element', () => {
  assertFinite(Float64Array.of(-1e308, 0, 5e-324), 'x');
  assert.throws(() => assertFinite(Float64Array.of(0, Number.NaN, Infinity), 'v'), { name: 'RangeError', message: 'v[1] is NaN, expected a finite number' });
  assert.throws(() => assertFinite(Float64Array.of(-Infinity), 'v'), /v\[0\] is -Infinity/);
});

test('assertNonEmpty rejects only length 0', () => {
  assertNonEmpty([0], 'x');
  assert.throws(() => assertNonEmpty(new Float64Array(0), 'reps'), { name: 'RangeError', message: 'reps is empty, expected at least one value' });
});

test('assertOpenUnit accepts (0, 1) only, ends excluded', () => {
  for (const ok of [Number.MIN_VALUE, 0.5, 1 - Number.EPSILON / 2]) assertOpenUnit(ok, 'level');
  for (const bad of [0, 1, -0.1, 1.5, Number.NaN, Infinity]) assert.throws(() => assertOpenUnit(bad, 'level'), RangeError, String(bad));
  assert.throws(() => assertOpenUnit('0.5' as unknown as number, 'level'), /level is 0\.5, expected a number strictly between 0 and 1/);
});

test('assertInteger accepts safe integers ≥ min', () => {
  assertInteger(2, 'b', 2);
  assertInteger(Number.MAX_SAFE_INTEGER, 'b', 0);
  assert.throws(() => assertInteger(1, 'minResamples', 2), { name: 'RangeError', message: 'minResamples is 1, expected an integer ≥ 2' });
  for (const bad of [2.5, Number.NaN, Infinity, 2 ** 53]) assert.throws(() => assertInteger(bad, 'b', 0), RangeError, String(bad));
});
