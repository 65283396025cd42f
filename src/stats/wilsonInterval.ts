import { assertInteger, assertOpenUnit } from './assertions.js';
import { normalQuantile } from './normalQuantile.js';

/**
 * Wilson score interval for a binomial proportion (Wilson 1927, J. Am. Stat. Assoc. 22;
 * recommended by Brown, Cai & DasGupta 2001, Stat. Sci. 16(2)): with p̂ = s/n and
 * z = Φ⁻¹(1 − (1 − level)/2), centre (p̂ + z²/2n)/(1 + z²/n) ± z/(1 + z²/n)·√(p̂(1 − p̂)/n + z²/4n²).
 * It stays inside [0, 1] with a non-zero width at 0 % and 100 %; those ends are returned
 * as exactly 0 and 1. Throws RangeError unless n ≥ 1, 0 ≤ successes ≤ n (integers) and
 * 0 < level < 1.
 */
export function wilsonInterval(successes: number, n: number, level: number): [number, number] {
  assertInteger(n, 'n', 1);
  assertInteger(successes, 'successes', 0);
  if (successes > n) throw new RangeError(`successes is ${successes}, expected at most n = ${n}`);
  assertOpenUnit(level, 'level');
  const z = normalQuantile(1 - (1 - level) / 2);
  const z2 = z * z;
  const p = successes / n;
  const scale = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / scale;
  const half = (z / scale) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const lo = successes === 0 ? 0 : Math.max(0, centre - half);
  const hi = successes === n ? 1 : Math.min(1, centre + half);
  return [lo, hi];
}
