import { assertOpenUnit } from './assertions.js';
import { normalQuantile } from './normalQuantile.js';

/**
 * Quantile of Student's t with `degreesOfFreedom` ν at probability `p`, by the Cornish–Fisher
 * expansion in the normal quantile z = Φ⁻¹(p) to order ν⁻⁴ (Abramowitz & Stegun 1964,
 * 26.7.5): t ≈ z + g₁/ν + g₂/ν² + g₃/ν³ + g₄/ν⁴. Relative error below 3e-5 for ν ≥ 10 at
 * p ≤ 0.995 and for ν ≥ 29 at p ≤ 0.999, about 1e-4 at ν = 5 and 4 % at ν = 2 (tiny samples
 * are inconclusive anyway); ν = Infinity gives z exactly. Written by hand: simple-statistics
 * has no t quantile.
 * Throws RangeError unless 0 < p < 1 and ν ≥ 1.
 */
export function studentTQuantile(p: number, degreesOfFreedom: number): number {
  assertOpenUnit(p, 'p');
  if (!(degreesOfFreedom >= 1)) throw new RangeError(`degreesOfFreedom is ${degreesOfFreedom}, expected a number ≥ 1 or Infinity`);
  const z = normalQuantile(p);
  if (degreesOfFreedom === Infinity) return z;
  const z2 = z * z;
  const g1 = (z * (z2 + 1)) / 4;
  const g2 = (z * ((5 * z2 + 16) * z2 + 3)) / 96;
  const g3 = (z * (((3 * z2 + 19) * z2 + 17) * z2 - 15)) / 384;
  const g4 = (z * ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945)) / 92160;
  const inv = 1 / degreesOfFreedom;
  return z + inv * (g1 + inv * (g2 + inv * (g3 + inv * g4)));
}
