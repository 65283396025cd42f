/** subsetPairedMetric: picks worked out by hand, and the whole set returning the original values. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { subsetPairedMetric } from '../../src/stats/index.js';

test('subsetPairedMetric picks the listed items from all four arrays', () => {
  const metric = {
    base: { num: Float64Array.of(1, 2, 3), den: Float64Array.of(4, 5, 6) },
    tuned: { num: Float64Array.of(7, 8, 9), den: Float64Array.of(10, 11, 12) },
  };
  const picked = subsetPairedMetric(metric, Uint32Array.of(2, 0));
  assert.deepEqual([...picked.base.num], [3, 1]);
  assert.deepEqual([...picked.base.den], [6, 4]);
  assert.deepEqual([...picked.tuned.num], [9, 7]);
  assert.deepEqual([...picked.tuned.den], [12, 10]);
  assert.throws(() => subsetPairedMetric(metric, Uint32Array.of(3)), RangeError);
});

test('repeats an index as often as listed, and leaves the input untouched', () => {
  fc.assert(
    fc.property(fc.array(fc.double({ noNaN: true }), { minLength: 1, maxLength: 20 }), fc.array(fc.nat(), { maxLength: 30 }), (values, picks) => {
      const num = Float64Array.from(values);
      const metric = { base: { num, den: num.map((v) => v + 1) }, tuned: { num: num.map((v) => 2 * v), den: num.map((v) => v - 1) } };
      const before = [...metric.base.num];
      const indices = Uint32Array.from(picks, (p) => p % values.length);
      const picked = subsetPairedMetric(metric, indices);
      // Second implementation: map each index to its value.
      assert.deepEqual(
        [...picked.base.num],
        [...indices].map((i) => num[i]!),
      );
      assert.deepEqual(
        [...picked.tuned.den],
        [...indices].map((i) => metric.tuned.den[i]!),
      );
      assert.deepEqual([...metric.base.num], before);
      assert.notEqual(picked.base.num, metric.base.num);
    }),
    { numRuns: 100 },
  );
});

test('rejects sides that are not Float64Arrays of the metric length', () => {
  const good = Float64Array.of(1, 2);
  const metric = { base: { num: good, den: good }, tuned: { num: good, den: Float64Array.of(1) } };
  assert.throws(() => subsetPairedMetric(metric, Uint32Array.of(0)), /tuned\.den has length 1, expected 2/);
  const untyped = { base: { num: good, den: [1, 2] as unknown as Float64Array }, tuned: { num: good, den: good } };
  assert.throws(() => subsetPairedMetric(untyped, Uint32Array.of(0)), TypeError);
});
