import { normalUpperTail } from './normalUpperTail.js';
import { normalQuantile } from './normalQuantile.js';

/**
 * Two-sided critical values c₁ … c_K on the z scale for looks at increasing information
 * fractions `fractions` (the last ≤ 1), such that under the null the chance of first crossing
 * ±c_k at look k equals spend(t_k) − spend(t_{k−1}): the error-spending design of Lan & DeMets
 * (1983). The statistic is Brownian motion in information time, so Z_k given Z_{k−1} = u is
 * normal with mean u·√(t_{k−1}/t_k) and variance (t_k − t_{k−1})/t_k; the density of Z_k on
 * the continuation region is carried from look to look by Simpson's rule on `gridPoints` (odd)
 * points of (−c_k, c_k), and each c_k is found by bisection (Armitage, McPherson & Rowe 1969;
 * Jennison & Turnbull 2000, "Group Sequential Methods", ch. 19). O(K · gridPoints²).
 * The nominal two-sided level of look k's interval is 1 − 2(1 − Φ(c_k)).
 * Throws RangeError for fractions not strictly increasing in (0, 1] or an even/too small grid.
 */
export function groupSequentialBoundaries(spend: (t: number) => number, fractions: readonly number[], gridPoints = 401): Float64Array {
  if (!(Number.isInteger(gridPoints) && gridPoints >= 11 && gridPoints % 2 === 1))
    throw new RangeError(`gridPoints is ${gridPoints}, expected an odd integer ≥ 11`);
  fractions.forEach((t, k) => {
    if (!(t > 0 && t <= 1) || (k > 0 && !(t > fractions[k - 1]!)))
      throw new RangeError(`fractions must increase strictly within (0, 1], got ${fractions.join(', ')}`);
  });
  const bounds = new Float64Array(fractions.length);
  // Sub-density of Z at the previous look on its continuation region, times Simpson weights.
  let points = new Float64Array(0);
  let mass = new Float64Array(0);
  let spent = 0;
  fractions.forEach((t, k) => {
    const target = spend(t) - spent;
    spent = spend(t);
    let c: number;
    let density: (z: number) => number;
    if (k === 0) {
      c = target > 0 ? normalQuantile(1 - target / 2) : Infinity;
      density = (z) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
    } else {
      const previous = fractions[k - 1]!;
      const m = Math.sqrt(previous / t);
      const s = Math.sqrt((t - previous) / t);
      const [xs, ws] = [points, mass];
      const cross = (bound: number): number => {
        let total = 0;
        for (let i = 0; i < xs.length; i++) total += ws[i]! * (normalUpperTail((bound + m * xs[i]!) / s) + normalUpperTail((bound - m * xs[i]!) / s));
        return total;
      };
      c = bisect(cross, target);
      density = (z) => {
        let total = 0;
        for (let i = 0; i < xs.length; i++) {
          const d = (z - m * xs[i]!) / s;
          total += ws[i]! * Math.exp((-d * d) / 2);
        }
        return total / (s * Math.sqrt(2 * Math.PI));
      };
    }
    bounds[k] = c;
    // A look that spends nothing never stops: carry the density on a wide region instead.
    const edge = Number.isFinite(c) ? c : 12;
    const h = (2 * edge) / (gridPoints - 1);
    const nextPoints = new Float64Array(gridPoints);
    const nextMass = new Float64Array(gridPoints);
    for (let i = 0; i < gridPoints; i++) {
      const z = -edge + i * h;
      const weight = i === 0 || i === gridPoints - 1 ? 1 : i % 2 === 1 ? 4 : 2;
      nextPoints[i] = z;
      nextMass[i] = (weight * h * density(z)) / 3;
    }
    points = nextPoints;
    mass = nextMass;
  });
  return bounds;
}

/** The c ≥ 0 with cross(c) = target for a decreasing cross; Infinity when target ≤ 0. */
function bisect(cross: (c: number) => number, target: number): number {
  if (!(target > 0)) return Infinity;
  let lo = 0;
  let hi = 40;
  if (cross(lo) <= target) return 0;
  for (let step = 0; step < 100 && hi - lo > 1e-10; step++) {
    const mid = (lo + hi) / 2;
    if (cross(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
