/**
 * Student t quantiles worked out a second way, for tests: the density integrated by
 * Simpson's rule (log-gamma from simple-statistics for its constant) and inverted by bisection.
 */
import { gammaln } from 'simple-statistics';

/** P(T ≤ t) for Student's t with ν degrees of freedom, t ≥ 0, by Simpson's rule on [0, t]. */
function cdf(t: number, nu: number): number {
  const logConstant = gammaln((nu + 1) / 2) - gammaln(nu / 2) - 0.5 * Math.log(nu * Math.PI);
  const density = (x: number): number => Math.exp(logConstant - ((nu + 1) / 2) * Math.log1p((x * x) / nu));
  const steps = 20_000;
  const h = t / steps;
  let sum = density(0) + density(t);
  for (let i = 1; i < steps; i++) sum += (i % 2 ? 4 : 2) * density(i * h);
  return 0.5 + (sum * h) / 3;
}

/** The t quantile at p ∈ (0.5, 1) with ν degrees of freedom, to about 1e-10. */
export function referenceTQuantile(p: number, nu: number): number {
  let lo = 0;
  let hi = 100;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (cdf(mid, nu) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
