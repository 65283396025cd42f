import type { Rng } from './rng.js';

/**
 * t* of a smoothed bootstrap for Δ = Σa/Σb with a ≥ 0 (Silverman & Young 1987, Biometrika 74;
 * Davison & Hinkley 1997, §3.4): `resamples` times, draw n items with replacement and multiply
 * each drawn aᵢ by exp(h·z − h²/2), z standard normal (mean 1, so the smoothed population keeps
 * Δ), i.e. add a normal kernel of width h to the item's log rate; then t* = (Δ* − Δ)/SE* with
 * SE* = √(n/(n − 1)·Σ(a* − Δ*·b)²)/Σb, as pairedBootstrap's studentized interval. Why: a
 * ratio of sums over a few documents with long-tailed rates (KL) leaves the truth above the
 * plain bootstrap-t interval too often, because a sample that missed the rare large rates
 * also resamples without them; the kernel puts back some of that tail. A resample whose SE*
 * vanishes or whose Σb is 0 has no t* and is left out. O(resamples·n). Expects finite a ≥ 0,
 * b ≥ 0 of one length ≥ 2 (pairedBootstrap checks them) and h ≥ 0.
 */
export function smoothedStudentizedT(a: Float64Array, b: Float64Array, delta: number, bandwidth: number, resamples: number, rng: Rng): Float64Array {
  const n = a.length;
  const inflation = n / (n - 1);
  const indices = new Uint32Array(n);
  const drawnA = new Float64Array(n);
  const t = new Float64Array(resamples);
  const shift = (bandwidth * bandwidth) / 2;
  let kept = 0;
  for (let r = 0; r < resamples; r++) {
    rng.fillIndices(indices, n);
    let sumA = 0;
    let sumB = 0;
    for (let j = 0; j < n; j++) {
      const i = indices[j]!;
      const value = a[i]! === 0 ? 0 : a[i]! * Math.exp(bandwidth * standardNormal(rng) - shift);
      drawnA[j] = value;
      sumA += value;
      sumB += b[i]!;
    }
    if (sumB === 0) continue;
    const ratio = sumA / sumB;
    let squares = 0;
    let scale = 0;
    for (let j = 0; j < n; j++) {
      const weight = b[indices[j]!]!;
      const residual = drawnA[j]! - ratio * weight;
      squares += residual * residual;
      scale += drawnA[j]! * drawnA[j]! + ratio * ratio * weight * weight;
    }
    // The same rule as pairedBootstrap: residuals within rounding of their terms mean SE* = 0.
    if (!(squares > 1e-12 * scale)) continue;
    t[kept++] = (ratio - delta) / (Math.sqrt(inflation * squares) / sumB);
  }
  return kept === resamples ? t : t.slice(0, kept);
}

/** A standard normal variate from two uniforms of `rng` (Box–Muller, one of the pair used). */
function standardNormal(rng: Rng): number {
  let u = rng.next();
  while (u === 0) u = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
