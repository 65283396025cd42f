import { assertInteger, assertOpenUnit } from './assertions.js';
import { normalQuantile } from './normalQuantile.js';
import { studentTProbability } from './studentTProbability.js';

/** The centre and standard error of the adjusted Wald interval (pairedAdjustedWald). */
export interface AdjustedWald {
  /** p̃₂₁ − p̃₁₂: tuned-only minus base-only, each with one pseudo-pair added. */
  readonly centre: number;
  readonly se: number;
}

/**
 * The adjusted Wald estimate of a paired difference of proportions (Bonett & Price 2012,
 * "Adjusted Wald confidence interval for a difference of binomial proportions based on paired
 * data", J. Educ. Behav. Stat. 37(4): 479–488): one pseudo-pair is added to each discordant
 * cell, p̃₁₂ = (baseOnly + 1)/(n + 2) and p̃₂₁ = (tunedOnly + 1)/(n + 2), centre p̃₂₁ − p̃₁₂ and
 * SE √((p̃₁₂ + p̃₂₁ − (p̃₂₁ − p̃₁₂)²)/(n + 2)), never 0. It keeps its level where the
 * discordant pairs are few and all go one way, which the percentile bootstrap cannot (its
 * interval then ends on a multiple of 1/n). Throws RangeError unless the counts are integers
 * with baseOnly + tunedOnly ≤ n.
 */
export function pairedAdjustedWald(baseOnly: number, tunedOnly: number, n: number): AdjustedWald {
  assertInteger(baseOnly, 'baseOnly', 0);
  assertInteger(tunedOnly, 'tunedOnly', 0);
  assertInteger(n, 'n', 1);
  if (baseOnly + tunedOnly > n) throw new RangeError(`baseOnly + tunedOnly is ${baseOnly + tunedOnly}, expected at most n = ${n}`);
  const p12 = (baseOnly + 1) / (n + 2);
  const p21 = (tunedOnly + 1) / (n + 2);
  const centre = p21 - p12;
  return { centre, se: Math.sqrt((p12 + p21 - centre * centre) / (n + 2)) };
}

/** The adjusted Wald interval at `level`: centre ± z₁₋α/₂·SE. Throws RangeError for a level outside (0, 1). */
export function adjustedWaldInterval(wald: AdjustedWald, level: number): [number, number] {
  assertOpenUnit(level, 'level');
  const half = normalQuantile(1 - (1 - level) / 2) * wald.se;
  return [wald.centre - half, wald.centre + half];
}

/**
 * Two-sided p for "Δ lies in [−halfWidth, halfWidth]" that inverts adjustedWaldInterval: p < α
 * exactly when the 1 − α interval lies wholly outside the band; 2·min(P(Z ≥ (c − h)/SE),
 * P(Z ≤ (c + h)/SE)), capped at 1. Φ is taken as the inverse of the same normal quantile
 * (studentTProbability with ν = ∞), so the two agree exactly.
 */
export function adjustedWaldPValue(wald: AdjustedWald, halfWidth = 0): number {
  if (!(Number.isFinite(halfWidth) && halfWidth >= 0)) throw new RangeError(`halfWidth is ${halfWidth}, expected a finite number ≥ 0`);
  const above = 1 - studentTProbability((wald.centre - halfWidth) / wald.se, Infinity);
  const below = studentTProbability((wald.centre + halfWidth) / wald.se, Infinity);
  return Math.min(1, 2 * Math.min(above, below));
}
