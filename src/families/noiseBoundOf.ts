/**
 * The numerical-noise bound of a family's decisions from its per-model self-checks
 * (docs/concepts/lossless-changes.md): each model scores the same few items in one batch and one
 * at a time, and the largest difference is how far rounding alone moves a number. Two models
 * each carry such noise, so a margin between them can move by twice that.
 */
import type { NoiseBound } from '../results/types.js';

/** Items a self-check scores: enough to meet several batch shapes, few enough to cost well under a second. */
export const NOISE_CHECK_ITEMS = 16;

/**
 * float32 carries 24 bits: a number of magnitude L computed in float32 is resolved to about
 * |L|·2⁻²³ per operation. Four such units are the floor of the bound, so a pair whose measured
 * spread happens to be 0 (the same kernels for every shape) still treats the last bits as noise.
 */
export const FLOAT32_UNITS = 4 * 2 ** -23;

/** One model's part of the self-check: the largest batched-vs-single spread, the largest magnitude seen (nats), and how many items were scored. */
export interface SideNoise {
  readonly spreadNats: number;
  readonly largestNats: number;
  readonly items: number;
}

/**
 * The bound over both models' self-checks: 2 × the largest spread seen, at least the float32
 * resolution of the largest magnitude seen. Null when neither model could score an item.
 */
export function noiseBoundOf(sides: readonly SideNoise[], method: NoiseBound['method']): NoiseBound | null {
  const checked = Math.max(0, ...sides.map((side) => side.items));
  if (checked === 0) return null;
  const spread = Math.max(...sides.map((side) => side.spreadNats));
  const largest = Math.max(...sides.map((side) => side.largestNats));
  return { nats: Math.max(2 * spread, FLOAT32_UNITS * largest), spreadNats: spread, items: checked, method };
}
