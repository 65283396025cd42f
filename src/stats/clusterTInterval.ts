import { assertOpenUnit } from './assertions.js';
import { studentTProbability } from './studentTProbability.js';
import { studentTQuantile } from './studentTQuantile.js';

/**
 * Equal-tailed t interval of Δ at `level`: Δ ± t_{1−α/2, ν}·se with α = 1 − level (the
 * reference distribution of clusterRobustT's CR2 statistic, Imbens & Kolesár 2016 §4).
 * Throws RangeError on a non-finite Δ, se ≤ 0 or not finite, ν < 1, or level outside (0, 1).
 */
export function clusterTInterval(delta: number, se: number, degreesOfFreedom: number, level: number): [number, number] {
  assertClusterT(delta, se, degreesOfFreedom);
  assertOpenUnit(level, 'level');
  const half = studentTQuantile(1 - (1 - level) / 2, degreesOfFreedom) * se;
  return [delta - half, delta + half];
}

/**
 * Two-sided t p-value for "Δ lies in [nullValue − halfWidth, nullValue + halfWidth]" (default
 * Δ = 0), the one that inverts clusterTInterval: p = min(1, 2·min(P(T ≥ (Δ − top)/se),
 * P(T ≤ (Δ − bottom)/se))) with T ~ t_ν (studentTProbability). Throws RangeError on the inputs
 * clusterTInterval rejects or a negative or non-finite half-width.
 */
export function clusterTPValue(delta: number, se: number, degreesOfFreedom: number, nullValue = 0, halfWidth = 0): number {
  assertClusterT(delta, se, degreesOfFreedom);
  if (!Number.isFinite(nullValue)) throw new RangeError(`nullValue is ${nullValue}, expected a finite number`);
  if (!(Number.isFinite(halfWidth) && halfWidth >= 0)) throw new RangeError(`halfWidth is ${halfWidth}, expected a finite number ≥ 0`);
  const above = 1 - studentTProbability((delta - (nullValue + halfWidth)) / se, degreesOfFreedom);
  const below = studentTProbability((delta - (nullValue - halfWidth)) / se, degreesOfFreedom);
  return Math.min(1, 2 * Math.min(above, below));
}

function assertClusterT(delta: number, se: number, degreesOfFreedom: number): void {
  if (!Number.isFinite(delta)) throw new RangeError(`delta is ${delta}, expected a finite number`);
  if (!(Number.isFinite(se) && se > 0)) throw new RangeError(`se is ${se}, expected a finite number > 0`);
  if (!(degreesOfFreedom >= 1)) throw new RangeError(`degreesOfFreedom is ${degreesOfFreedom}, expected a number ≥ 1`);
}
