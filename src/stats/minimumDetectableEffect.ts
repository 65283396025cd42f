import { assertOpenUnit } from './assertions.js';
import { studentTQuantile } from './studentTQuantile.js';

/**
 * Minimum detectable |Δ| of a two-sided test at level `alpha` with power `power`, given
 * the standard error `se` of Δ (Cohen 1988, "Statistical Power Analysis", ch. 2; Bloom 1995,
 * Eval. Rev. 19(5)): (t_{1−α/2, ν} + t_{power, ν})·se in the units of Δ, with Student t
 * quantiles on ν = `degreesOfFreedom` (n − 1 for an SE estimated from n items; the default
 * Infinity gives the normal quantiles). At small n the SE is itself uncertain and normal
 * quantiles promise more power than a test on n items has. A gated metric passes the α of
 * its Holm step. With se = 0 (identical models, or a binary metric without discordant
 * pairs) nothing about the noise is known, so the MDE is not estimable: null, never 0.
 * Throws RangeError unless se is finite and ≥ 0, alpha, power ∈ (0, 1) and ν ≥ 1.
 */
export function minimumDetectableEffect(se: number, alpha: number, power = 0.8, degreesOfFreedom = Infinity): number | null {
  if (typeof se !== 'number' || !Number.isFinite(se) || se < 0) {
    throw new RangeError(`se is ${String(se)}, expected a finite number ≥ 0`);
  }
  assertOpenUnit(alpha, 'alpha');
  assertOpenUnit(power, 'power');
  if (se === 0) return null;
  return (studentTQuantile(1 - alpha / 2, degreesOfFreedom) + studentTQuantile(power, degreesOfFreedom)) * se;
}
