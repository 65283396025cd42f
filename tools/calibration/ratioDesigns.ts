/**
 * Designs for the ratio metrics' calibration rows: NLL over documents with a planted ratio,
 * and capability items whose flips are either numerical noise or a planted change.
 */
import type { Rng } from '../../src/stats/index.js';
import type { ItemRecord } from '../../src/results/types.js';
import { capabilityRecord, divergenceRecord } from '../pairedRecords.js';
import { DOCUMENT_TOKENS } from './designs.js';
import { gamma, integerBetween, normal } from './draws.js';

/** Log-scale SD of a document's own NLL ratio around the corpus ratio. */
export const DOCUMENT_RATIO_SIGMA = 0.2;
/** Base NLL per token is Gamma with this shape (mean 2 nats): documents differ in difficulty. */
const TOKEN_NLL_SHAPE = 2;

/**
 * `count` documents of 20–800 tokens whose NLL ratio tuned/base has population value `ratio`:
 * base NLL is a Gamma sum over the tokens, each document's own ratio is lognormal with mean
 * `ratio` (log-SD 0.2) and independent of its base NLL, so E[Σ tuned]/E[Σ base] = `ratio` exactly.
 */
export function nllDocuments(rng: Rng, count: number, ratio: number): ItemRecord[] {
  const sigma = DOCUMENT_RATIO_SIGMA;
  return Array.from({ length: count }, (_, i) => {
    const tokenCount = integerBetween(rng, DOCUMENT_TOKENS[0], DOCUMENT_TOKENS[1]);
    const baseNllSum = (gamma(rng, tokenCount * TOKEN_NLL_SHAPE) * 2) / TOKEN_NLL_SHAPE;
    const tunedNllSum = baseNllSum * ratio * Math.exp(sigma * normal(rng) - (sigma * sigma) / 2);
    return divergenceRecord(`d${i}`, { tokenCount, klSum: 0.01 * tokenCount, top1Agree: tokenCount, baseNllSum, tunedNllSum });
  });
}

/** Half-width of the uniform rounding noise each model adds to a margin, nats; the run's bound is twice it. */
export const MARGIN_NOISE = 1e-4;

/**
 * n capability items as a lossless change sees them, plus a planted change on a share
 * `changed` of them. Each item's true margin (correct minus best wrong choice) is N(0.5, 1)
 * scaled so that about 2 % lie within the noise; each model sees it plus U(−ε, ε), ε =
 * MARGIN_NOISE, and an item is a near tie when both seen margins are within 2ε. A changed item's
 * tuned margin is moved past zero by at least 1 nat, so it flips and is never a near tie: the
 * population share of flips beyond noise is exactly `changed`.
 */
export function flipItems(rng: Rng, n: number, changed: number): ItemRecord[] {
  const bound = 2 * MARGIN_NOISE;
  return Array.from({ length: n }, (_, i) => {
    // Scale 50ε: a standard normal within ±0.04 lands within ±2ε, about 3 % of items near 0.
    const margin = (0.5 + normal(rng)) * 50 * MARGIN_NOISE;
    const baseSeen = margin + MARGIN_NOISE * (2 * rng.next() - 1);
    const tunedSeen = rng.next() < changed ? -Math.sign(margin || 1) * (Math.abs(margin) + 1) : margin + MARGIN_NOISE * (2 * rng.next() - 1);
    const base = baseSeen > 0;
    const tuned = tunedSeen > 0;
    const record = capabilityRecord(`c${i}`, { correct: base, correctNorm: base }, { correct: tuned, correctNorm: tuned });
    return { ...record, nearTie: Math.abs(baseSeen) <= bound && Math.abs(tunedSeen) <= bound };
  });
}
