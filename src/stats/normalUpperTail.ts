/**
 * Standard normal upper tail 1 − Φ(z) = ½·erfc(z/√2), with erfc by the Chebyshev fit of
 * Press et al. (Numerical Recipes in C, 2nd ed., §6.2, `erfcc`): fractional error below
 * 1.2e-7 everywhere, enough for the crossing probabilities of groupSequentialBoundaries.
 * O(1). Throws RangeError for a NaN z.
 */
export function normalUpperTail(z: number): number {
  if (Number.isNaN(z)) throw new RangeError('z is NaN, expected a number');
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const erfc = t * Math.exp(-x * x + poly);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}
