/**
 * The simulated paired runs of the calibration suite: binary items of random difficulty and
 * documents of random length, as the item records computeRunMetrics reads.
 */
import { normalQuantile, type Rng } from '../../src/stats/index.js';
import type { ItemRecord } from '../../src/results/types.js';
import { capabilityRecord, divergenceRecord, refusalRecord } from '../pairedRecords.js';
import { gamma, integerBetween, normal } from './draws.js';

/** Item difficulty (success probability of base) is uniform on this range. */
export const DIFFICULTY: readonly [number, number] = [0.2, 0.9];
/** Latent correlation of base and tuned outcomes in the correlated design. */
export const CORRELATED_RHO = 0.7;
/** Document lengths in tokens, uniform. */
export const DOCUMENT_TOKENS: readonly [number, number] = [20, 800];
/** Log-scale SD of a document's mean KL per token around the corpus mean (lognormal). */
export const DOCUMENT_KL_SIGMA = 1;
/** Gamma shape per token of the KL sum: CV 1/√0.3 ≈ 1.8 per token, heavy like real KL. */
const TOKEN_KL_SHAPE = 0.3;

/** How base and tuned outcomes of one item relate beyond their shared difficulty. */
export type BinaryDesign = 'independent' | 'correlated';

/** One item's paired outcome. */
export interface PairedOutcome {
  readonly base: boolean;
  readonly tuned: boolean;
}

/**
 * n paired binary outcomes whose population Δ is `delta`: difficulty pᵢ ~ U(0.2, 0.9), base
 * succeeds with pᵢ, tuned with clip(pᵢ + s, 0, 1) for the shift s = shiftFor(delta); the two
 * outcomes are thresholds of a Gaussian pair with correlation 0 (independent given pᵢ) or 0.7
 * (correlated).
 */
export function binaryOutcomes(rng: Rng, n: number, delta: number, design: BinaryDesign): PairedOutcome[] {
  const rho = design === 'correlated' ? CORRELATED_RHO : 0;
  const shift = shiftFor(delta);
  const out: PairedOutcome[] = [];
  for (let i = 0; i < n; i++) {
    const p = DIFFICULTY[0] + (DIFFICULTY[1] - DIFFICULTY[0]) * rng.next();
    const zb = normal(rng);
    const zt = rho * zb + Math.sqrt(1 - rho * rho) * normal(rng);
    out.push({ base: below(zb, p), tuned: below(zt, p + shift) });
  }
  return out;
}

/** Whether a standard normal draw z falls below the quantile of probability `probability` (clipped to [0, 1]). */
function below(z: number, probability: number): boolean {
  if (probability <= 0) return false;
  if (probability >= 1) return true;
  return z < normalQuantile(probability);
}

/** The population Δ of the design: E[clip(p + δ, 0, 1)] − E[p] for p ~ U(0.2, 0.9), in closed form. */
export function populationDelta(delta: number): number {
  const [lo, hi] = DIFFICULTY;
  const width = hi - lo;
  // ∫ clip(p + δ) dp over [lo, hi]: the linear part plus the clipped ends.
  const integral = (a: number, b: number): number => (b * b - a * a) / 2;
  let total: number;
  if (delta < 0) {
    const start = Math.max(lo, -delta);
    total = start >= hi ? 0 : integral(start + delta, hi + delta);
  } else {
    const end = Math.min(hi, 1 - delta);
    total = (end > lo ? integral(lo + delta, end + delta) : 0) + Math.max(0, hi - Math.max(end, lo));
  }
  return total / width - (lo + hi) / 2;
}

/**
 * The shift s with populationDelta(s) = `delta`: equal to delta while no probability is
 * clipped (|δ| ≤ 0.1 upwards, ≤ 0.2 downwards), larger beyond, so a planted effect is the
 * true Δ even at small n where the MDE is tens of points. Bisection; populationDelta rises with s.
 */
export function shiftFor(delta: number): number {
  let lo = -1;
  let hi = 1;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (populationDelta(mid) < delta) lo = mid;
    else hi = mid;
  }
  const shift = (lo + hi) / 2;
  return Math.abs(shift - delta) < 1e-12 ? delta : shift;
}

/** Refusal records of harmful prompts only, so harmful_refusal is the one gated metric. */
export function harmfulRecords(outcomes: readonly PairedOutcome[]): ItemRecord[] {
  return outcomes.map((o, i) => refusalRecord(`h${i}`, false, o.base, o.tuned));
}

/**
 * The five-gated-metric run: n capability items (acc carries population Δ `accDelta`; acc_norm, latent correlation
 * 0.8 with acc on each model, carries none), n benign and n harmful prompts without change,
 * and `documentCount` documents with population mean KL `klMean`.
 */
export function familyRecords(
  rng: Rng,
  n: number,
  accDelta: number,
  design: BinaryDesign,
  documentCount: number,
  klMean: number,
): {
  capability: ItemRecord[];
  refusal: ItemRecord[];
  divergence: ItemRecord[];
} {
  const rho = design === 'correlated' ? CORRELATED_RHO : 0;
  const shift = shiftFor(accDelta);
  const capability: ItemRecord[] = [];
  for (let i = 0; i < n; i++) {
    const p = DIFFICULTY[0] + (DIFFICULTY[1] - DIFFICULTY[0]) * rng.next();
    const zb = normal(rng);
    const zt = rho * zb + Math.sqrt(1 - rho * rho) * normal(rng);
    const base = below(zb, p);
    const tuned = below(zt, p + shift);
    const normBase = below(0.8 * zb + 0.6 * normal(rng), p);
    const normTuned = below(0.8 * zt + 0.6 * normal(rng), p);
    capability.push(capabilityRecord(`c${i}`, { correct: base, correctNorm: normBase }, { correct: tuned, correctNorm: normTuned }));
  }
  const benign = binaryOutcomes(rng, n, 0, design).map((o, i) => refusalRecord(`b${i}`, true, o.base, o.tuned));
  const harmful = harmfulRecords(binaryOutcomes(rng, n, 0, design));
  return { capability, refusal: [...benign, ...harmful], divergence: documentRecords(rng, documentCount, klMean) };
}

/**
 * `count` documents of 20–800 tokens (uniform) whose KL per token has population mean
 * `klMean`: each document's own mean is lognormal around it (log-SD 1) and its KL sum is a
 * Gamma sum over its tokens. Top-1 agreement and NLL are plausible but carry no effect.
 */
export function documentRecords(rng: Rng, count: number, klMean: number): ItemRecord[] {
  const sigma = DOCUMENT_KL_SIGMA;
  return Array.from({ length: count }, (_, i) => {
    const tokenCount = integerBetween(rng, DOCUMENT_TOKENS[0], DOCUMENT_TOKENS[1]);
    const rate = klMean * Math.exp(sigma * normal(rng) - (sigma * sigma) / 2);
    const klSum = (gamma(rng, tokenCount * TOKEN_KL_SHAPE) * rate) / TOKEN_KL_SHAPE;
    const top1Agree = Math.round(tokenCount * (0.85 + 0.1 * rng.next()));
    const baseNllSum = tokenCount * (1.5 + rng.next());
    const tunedNllSum = baseNllSum * (1 + 0.02 * (rng.next() - 0.5));
    return divergenceRecord(`d${i}`, { tokenCount, klSum, top1Agree, baseNllSum, tunedNllSum });
  });
}
