import { assertInteger } from './assertions.js';

/**
 * How many units to draw from each stratum for `total` draws: proportional to size × weight
 * (a weight above 1 oversamples a stratum), at least min(size, `floor`) from every non-empty
 * stratum (a stratum needs 2 labels for its residual variance), never more than its size, and
 * rounded by largest remainder (Hamilton) with ties to the lower index (Cochran 1977,
 * "Sampling Techniques", 3rd ed., §5.5 on allocation). When `total` covers every unit, every
 * unit is drawn. O(H²) for H strata. Throws RangeError for lengths that differ, a size or total
 * that is not a non-negative integer, or a weight that is not positive and finite.
 * @example stratumAllocation(Uint32Array.of(90, 10), Float64Array.of(1, 4), 20) // [13, 7]
 */
export function stratumAllocation(sizes: Uint32Array, weights: Float64Array, total: number, floor = 2): Uint32Array {
  if (sizes.length !== weights.length) throw new RangeError(`sizes has ${sizes.length} strata and weights ${weights.length}, expected equal lengths`);
  assertInteger(total, 'total', 0);
  assertInteger(floor, 'floor', 0);
  weights.forEach((w, h) => {
    if (!(w > 0 && Number.isFinite(w))) throw new RangeError(`weights[${h}] is ${w}, expected a positive finite number`);
  });
  const population = sizes.reduce((sum, size) => sum + size, 0);
  const out = new Uint32Array(sizes.length);
  if (total >= population) return Uint32Array.from(sizes);
  let left = total;
  for (let h = 0; h < sizes.length && left > 0; h++) {
    out[h] = Math.min(sizes[h]!, floor, left);
    left -= out[h]!;
  }
  // Hand out the rest in proportion to size × weight among strata with room, recomputing the
  // shares whenever a stratum fills up, so no draw is lost to a full stratum.
  while (left > 0) {
    const open = [...sizes.keys()].filter((h) => out[h]! < sizes[h]!);
    const mass = open.reduce((sum, h) => sum + sizes[h]! * weights[h]!, 0);
    const ideal = open.map((h) => Math.min(sizes[h]! - out[h]!, (left * sizes[h]! * weights[h]!) / mass));
    const whole = ideal.map(Math.floor);
    let given = whole.reduce((sum, x) => sum + x, 0);
    const byRemainder = open.map((_, k) => k).sort((x, y) => ideal[y]! - whole[y]! - (ideal[x]! - whole[x]!) || x - y);
    for (const k of byRemainder) {
      if (given >= left) break;
      if (whole[k]! < sizes[open[k]!]! - out[open[k]!]!) {
        whole[k]!++;
        given++;
      }
    }
    if (given === 0) break;
    open.forEach((h, k) => (out[h] = out[h]! + whole[k]!));
    left -= given;
  }
  return out;
}
