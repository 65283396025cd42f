import { normalQuantile } from './normalQuantile.js';
import { normalUpperTail } from './normalUpperTail.js';

/**
 * Two-sided type I error spent by information fraction `t` under the O'Brien–Fleming-type
 * spending function of Lan & DeMets (1983, "Discrete sequential boundaries for clinical
 * trials", Biometrika 70(3): 659–663): α(t) = 2 − 2Φ(z₁₋α/₂ / √t). α(0) = 0, α(1) = α, and
 * almost nothing is spent early (α = 0.05: 0.0056 by t = ½), so a look before the end stops
 * only on a glaring effect and the final look keeps nearly the fixed-length level. `alpha` is
 * what the function spends in all: a two-sided design that spends α/2 on each side by this
 * function (R gsDesign's sfLDOF) spends 2·obrienFlemingSpending(α/2, t). Throws RangeError for α outside (0, 1) or t outside [0, 1].
 */
export function obrienFlemingSpending(alpha: number, t: number): number {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha is ${alpha}, expected a number in (0, 1)`);
  if (!(t >= 0 && t <= 1)) throw new RangeError(`t is ${t}, expected an information fraction in [0, 1]`);
  if (t === 0) return 0;
  return 2 * normalUpperTail(normalQuantile(1 - alpha / 2) / Math.sqrt(t));
}
