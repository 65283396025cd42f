/** Random variates for the calibration simulations, all drawn from one seeded tunegate stream. */
import type { Rng } from '../../src/stats/index.js';

/** A standard normal variate (Box–Muller; one of the pair is used, for simplicity). */
export function normal(rng: Rng): number {
  let u = rng.next();
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** A Gamma(shape, 1) variate (Marsaglia & Tsang 2000, with the u^(1/shape) boost below shape 1). */
export function gamma(rng: Rng, shape: number): number {
  if (shape < 1) {
    let u = rng.next();
    while (u === 0) u = rng.next();
    return gamma(rng, shape + 1) * Math.pow(u, 1 / shape);
  }
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = rng.next();
    if (u < 1 - 0.0331 * x ** 4) return d * v;
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** A uniform integer in [lo, hi]. */
export function integerBetween(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng.next() * (hi - lo + 1));
}
