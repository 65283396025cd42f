import { assertFloat64Array } from './assertions.js';
import type { PairedMetricInput } from './pairedMetricInput.js';

/**
 * The items `indices` of a paired metric (e.g. one tag's items from subsetIndices), as a
 * new input for pairedBootstrap; the original arrays are left untouched. O(|indices|).
 * Throws RangeError on an index outside the metric's items, TypeError on non-Float64Array sides.
 */
export function subsetPairedMetric(metric: PairedMetricInput, indices: Uint32Array): PairedMetricInput {
  const n = metric.base.num.length;
  for (let j = 0; j < indices.length; j++) {
    if (indices[j]! >= n) throw new RangeError(`indices[${j}] is ${indices[j]}, expected < ${n} (the number of items)`);
  }
  const pick = (values: Float64Array, name: string): Float64Array => {
    assertFloat64Array(values, name);
    if (values.length !== n) throw new RangeError(`${name} has length ${values.length}, expected ${n}`);
    const out = new Float64Array(indices.length);
    for (let j = 0; j < indices.length; j++) out[j] = values[indices[j]!]!;
    return out;
  };
  return {
    base: { num: pick(metric.base.num, 'base.num'), den: pick(metric.base.den, 'base.den') },
    tuned: { num: pick(metric.tuned.num, 'tuned.num'), den: pick(metric.tuned.den, 'tuned.den') },
  };
}
