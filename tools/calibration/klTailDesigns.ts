/**
 * Heavy-tailed, outlier and sparse per-document KL, the designs an independent audit found the
 * KL interval to miss on (docs/concepts/statistics.md, "KL by tail"). Each document's KL rate is
 * scaled so the population mean KL per token is `klMean` exactly (rates independent of length),
 * and its KL sum is a Gamma sum over its tokens as in designs.ts.
 */
import type { Rng } from '../../src/stats/index.js';
import type { ItemRecord } from '../../src/results/types.js';
import { divergenceRecord } from '../pairedRecords.js';
import { DOCUMENT_TOKENS } from './designs.js';
import { gamma, integerBetween, normal } from './draws.js';

/** Gamma shape per token of a KL sum, as designs.ts. */
const TOKEN_KL_SHAPE = 0.3;

/** The KL designs with a tail row. */
export const KL_TAIL_DESIGNS = ['lognormal', 'loguniform-lengths', 'outliers-10x', 'sigma1.5-30x', 'sparse-5pct', 'sparse-1in40'] as const;
/** One of KL_TAIL_DESIGNS. */
export type KlTailDesign = (typeof KL_TAIL_DESIGNS)[number];

/** Per design: log-SD of the document rate, share of outlier documents and their multiplier, whether the rest carry none, length law. */
const SHAPES: Record<KlTailDesign, { sigma: number; share: number; times: number; onlyOutliers: boolean; logUniformLengths: boolean }> = {
  lognormal: { sigma: 1, share: 0, times: 1, onlyOutliers: false, logUniformLengths: false },
  'loguniform-lengths': { sigma: 1, share: 0, times: 1, onlyOutliers: false, logUniformLengths: true },
  'outliers-10x': { sigma: 1, share: 0.03, times: 10, onlyOutliers: false, logUniformLengths: false },
  'sigma1.5-30x': { sigma: 1.5, share: 0.02, times: 30, onlyOutliers: false, logUniformLengths: false },
  'sparse-5pct': { sigma: 1, share: 0.05, times: 1, onlyOutliers: true, logUniformLengths: false },
  // One document in 40 carries KL: the sparse case whose interval once ended at its estimate.
  'sparse-1in40': { sigma: 1, share: 0.025, times: 1, onlyOutliers: true, logUniformLengths: false },
};

/**
 * `count` documents of `design`: lengths uniform (or log-uniform) on 20–800 tokens; a rate
 * lognormal (mean 1, log-SD σ) times a multiplier (`times` for a share of outlier documents, 1
 * for the rest, or 0 for the rest when only outliers carry KL), normalised by the multiplier's
 * mean so E[rate] = klMean.
 */
export function klTailDocuments(rng: Rng, design: KlTailDesign, count: number, klMean: number): ItemRecord[] {
  const { sigma, share, times, onlyOutliers, logUniformLengths } = SHAPES[design];
  const meanMultiplier = onlyOutliers ? share * times : 1 - share + share * times;
  const [lo, hi] = DOCUMENT_TOKENS;
  return Array.from({ length: count }, (_, i) => {
    const tokenCount = logUniformLengths ? Math.round(Math.exp(Math.log(lo) + (Math.log(hi) - Math.log(lo)) * rng.next())) : integerBetween(rng, lo, hi);
    const outlier = rng.next() < share;
    const multiplier = outlier ? times : onlyOutliers ? 0 : 1;
    const rate = (klMean * multiplier * Math.exp(sigma * normal(rng) - (sigma * sigma) / 2)) / meanMultiplier;
    const klSum = rate === 0 ? 0 : (gamma(rng, tokenCount * TOKEN_KL_SHAPE) * rate) / TOKEN_KL_SHAPE;
    return divergenceRecord(`d${i}`, {
      tokenCount,
      klSum,
      top1Agree: Math.round(tokenCount * 0.9),
      baseNllSum: 2 * tokenCount,
      tunedNllSum: 2.01 * tokenCount,
    });
  });
}
