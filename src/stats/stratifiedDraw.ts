import { assertInteger } from './assertions.js';
import type { Rng } from './rng.js';

/** The units a stratified draw chose and the probability each had of being chosen. */
export interface StratifiedDrawResult {
  /** Chosen unit indices, ascending. */
  readonly chosen: Uint32Array;
  /** Inclusion probability n_h/N_h of each chosen unit, in the order of `chosen`. */
  readonly inclusion: Float64Array;
}

/**
 * Stratified simple random sampling without replacement (Cochran 1977, "Sampling
 * Techniques", 3rd ed., ch. 5): from stratum h (the units whose `strata` value is h) draw
 * `allocation[h]` units by a partial Fisher–Yates shuffle (Knuth, TAOCP vol. 2, Algorithm P)
 * driven by `rng`, so each unit of h is chosen with probability n_h/N_h, the weight a
 * Horvitz–Thompson estimate divides by. Deterministic for a given stream. O(N). Throws
 * RangeError when an allocation exceeds its stratum's size or a stratum id has no allocation.
 */
export function stratifiedDraw(strata: Uint32Array, allocation: Uint32Array, rng: Rng): StratifiedDrawResult {
  const members: number[][] = Array.from(allocation, () => []);
  strata.forEach((h, i) => {
    const list = members[h];
    if (list === undefined) throw new RangeError(`strata[${i}] is ${h}, expected a stratum below ${allocation.length}`);
    list.push(i);
  });
  const chosen: number[] = [];
  const probability = new Map<number, number>();
  members.forEach((units, h) => {
    const take = allocation[h]!;
    assertInteger(take, `allocation[${h}]`, 0);
    if (take > units.length) throw new RangeError(`allocation[${h}] is ${take}, expected at most the stratum's ${units.length} units`);
    for (let k = 0; k < take; k++) {
      const pick = k + Math.floor(rng.next() * (units.length - k));
      [units[k], units[pick]] = [units[pick]!, units[k]!];
      chosen.push(units[k]!);
      probability.set(units[k]!, take / units.length);
    }
  });
  chosen.sort((x, y) => x - y);
  return { chosen: Uint32Array.from(chosen), inclusion: Float64Array.from(chosen, (i) => probability.get(i)!) };
}
