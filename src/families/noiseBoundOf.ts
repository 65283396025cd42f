/**
 * The numerical-noise bound of a family's decisions from its per-model self-checks
 * (docs/concepts/lossless-changes.md): each model scores the same few items in one batch and one
 * at a time, and how far the results part is a sample of how far rounding alone moves a number.
 * The bound is that sample's upper confidence bound, not its largest value: the largest of a
 * few draws falls short of the noise it is meant to bound. Two models each carry such noise, so
 * a margin between them can move by twice that.
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

/**
 * (1 − β)/β for β = 0.05: the one-sided 95 % upper confidence bound of a distribution's upper
 * endpoint from its two largest order statistics is X₍ₘ₎ + (1 − β)/β·(X₍ₘ₎ − X₍ₘ₋₁₎)
 * (Robson & Whitlock 1964, "Estimation of a truncation point", Biometrika 51:33–39; exact for
 * a density flat near the endpoint, where the ratio (θ − X₍ₘ₎)/(X₍ₘ₎ − X₍ₘ₋₁₎) exceeds t with
 * probability 1/(1 + t)). The gap between the two largest spreads is the estimation error of
 * the largest one, so a sample whose largest spread stands far above the rest widens the most.
 */
export const ENDPOINT_WIDENING = 19;

/**
 * One model's part of the self-check: the largest and second-largest per-item spread of
 * batched against single (nats; 0 when fewer items), the largest magnitude seen, and how many
 * items were scored.
 */
export interface SideNoise {
  readonly spreadNats: number;
  readonly secondSpreadNats: number;
  readonly largestNats: number;
  readonly items: number;
}

/** The two largest of `values` (0 for each one missing), largest first. */
export function twoLargest(values: Iterable<number>): readonly [number, number] {
  let first = 0;
  let second = 0;
  for (const value of values) {
    if (value > first) {
      second = first;
      first = value;
    } else if (value > second) second = value;
  }
  return [first, second];
}

/**
 * The bound over both models' self-checks, in nats: 2 × the upper confidence bound of the
 * per-item spread over both models' items (X₍ₘ₎ + ENDPOINT_WIDENING·(X₍ₘ₎ − X₍ₘ₋₁₎)), at least
 * the float32 resolution of the largest magnitude seen. `spreadNats` stays the largest spread
 * measured. Null when neither model could score an item.
 */
export function noiseBoundOf(sides: readonly SideNoise[], method: NoiseBound['method']): NoiseBound | null {
  const checked = Math.max(0, ...sides.map((side) => side.items));
  if (checked === 0) return null;
  const [spread, second] = twoLargest(sides.flatMap((side) => [side.spreadNats, side.secondSpreadNats]));
  const upper = spread + ENDPOINT_WIDENING * (spread - second);
  const largest = Math.max(...sides.map((side) => side.largestNats));
  return { nats: Math.max(2 * upper, FLOAT32_UNITS * largest), spreadNats: spread, items: checked, method };
}

/** Each loaded model's self-checks by what they checked (a key naming the inputs): held as long as the model is. */
const checksByModel = new WeakMap<object, Map<string, Promise<SideNoise>>>();

/**
 * `model`'s self-check over the inputs `key` names, measured once per loaded model: a
 * `--sequential` run scores a family's growing prefixes one look at a time, and every look asks
 * for the check over the same first items, whose answer cannot change while the model is loaded
 * (the same inputs, the same batch shapes). A failed check is forgotten, so a retry measures again.
 */
export function rememberedSideNoise(model: object, key: string, measure: () => Promise<SideNoise>): Promise<SideNoise> {
  let checks = checksByModel.get(model);
  if (checks === undefined) checksByModel.set(model, (checks = new Map()));
  const known = checks.get(key);
  if (known !== undefined) return known;
  const measured = measure();
  checks.set(key, measured);
  measured.catch(() => checks.delete(key));
  return measured;
}
