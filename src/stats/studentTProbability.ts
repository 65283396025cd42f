import { studentTQuantile } from './studentTQuantile.js';

/** Bisection steps: 2⁻⁶⁰ of the unit interval is below float64's resolution near 0.5. */
const STEPS = 60;

/**
 * P(T ≤ x) for Student's t with ν = `degreesOfFreedom`, as the inverse of studentTQuantile
 * (bisection on p), so a p-value from it and an interval from studentTQuantile agree exactly:
 * p < α exactly when the 1 − α interval leaves the null out. Its accuracy is the quantile's
 * (see studentTQuantile). Throws RangeError for a non-finite x or ν < 1.
 */
export function studentTProbability(x: number, degreesOfFreedom: number): number {
  if (!Number.isFinite(x)) throw new RangeError(`x is ${x}, expected a finite number`);
  if (!(degreesOfFreedom >= 1)) throw new RangeError(`degreesOfFreedom is ${degreesOfFreedom}, expected a number ≥ 1 or Infinity`);
  if (x === 0) return 0.5;
  // Bisect the upper half; the lower is its mirror image.
  const target = Math.abs(x);
  let lo = 0.5;
  let hi = 1;
  for (let i = 0; i < STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (mid >= 1 || studentTQuantile(mid, degreesOfFreedom) >= target) hi = mid;
    else lo = mid;
  }
  const upper = (lo + hi) / 2;
  return x > 0 ? upper : 1 - upper;
}
