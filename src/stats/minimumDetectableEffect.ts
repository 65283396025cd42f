import { assertOpenUnit } from './assertions.js';
import { normalQuantile } from './normalQuantile.js';

/**
 * Minimum detectable |Δ| of a two-sided test at level `alpha` with power `power`, given
 * the standard error `se` of Δ (normal approximation; Cohen 1988, "Statistical Power
 * Analysis", ch. 2; Bloom 1995, Eval. Rev. 19(5)): (z_{1−α/2} + z_{power})·se, in the
 * units of Δ. A gated metric passes the α of its Holm step. With se = 0 (identical
 * models, or a binary metric without discordant pairs) nothing about the noise is known,
 * so the MDE is not estimable: null, never 0. Throws RangeError unless se is finite and
 * ≥ 0 and alpha, power ∈ (0, 1).
 */
export function minimumDetectableEffect(se: number, alpha: number, power = 0.8): number | null {
  if (typeof se !== 'number' || !Number.isFinite(se) || se < 0) {
    throw new RangeError(`se is ${String(se)}, expected a finite number ≥ 0`);
  }
  assertOpenUnit(alpha, 'alpha');
  assertOpenUnit(power, 'power');
  if (se === 0) return null;
  return (normalQuantile(1 - alpha / 2) + normalQuantile(power)) * se;
}
