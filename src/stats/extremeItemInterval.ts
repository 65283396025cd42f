import type { ExtremeItemAdjustment } from './extremeItemAdjustment.js';
import { studentizedInterval } from './studentizedInterval.js';
import { studentizedPValue } from './studentizedPValue.js';

/**
 * The studentized interval of Δ widened by the extreme-item samples of
 * extremeItemAdjustment: [min(lo, lo⁻), max(hi, hi⁺)], where [lo, hi] is studentizedInterval(Δ,
 * se, t) and lo⁻ (hi⁺) the lower (upper) end of studentizedInterval(Δ′, se′, t) on the lower
 * (upper) augmented sample, the same t* for all three. A side without an augmented sample
 * keeps its plain end. Throws RangeError as studentizedInterval.
 */
export function extremeItemInterval(delta: number, se: number, t: Float64Array, level: number, adjustment: ExtremeItemAdjustment): [number, number] {
  const [lo, hi] = studentizedInterval(delta, se, t, level);
  const { lower, upper } = adjustment;
  const low = lower ? Math.min(lo, studentizedInterval(lower.delta, lower.se, t, level)[0]) : lo;
  const high = upper ? Math.max(hi, studentizedInterval(upper.delta, upper.se, t, level)[1]) : hi;
  return [low, high];
}

/**
 * Two-sided p for "Δ lies in [nullValue − halfWidth, nullValue + halfWidth]" that inverts
 * extremeItemInterval: the interval's lower end clears the band only when both the plain and
 * the lower augmented lower ends do, so each one-sided p is the larger of the two; p is twice
 * the smaller one-sided p, capped at 1, as studentizedPValue. Throws RangeError as
 * studentizedPValue.
 */
export function extremeItemPValue(delta: number, se: number, t: Float64Array, adjustment: ExtremeItemAdjustment, nullValue = 0, halfWidth = 0): number {
  const p = (d: number, s: number, side: 'up' | 'down'): number => oneSided(d, s, t, nullValue, halfWidth, side);
  const { lower, upper } = adjustment;
  const up = Math.max(p(delta, se, 'up'), lower ? p(lower.delta, lower.se, 'up') : 0);
  const down = Math.max(p(delta, se, 'down'), upper ? p(upper.delta, upper.se, 'down') : 0);
  const both = Math.min(1, 2 * Math.min(up, down));
  // Agrees with studentizedPValue when there is no adjustment.
  return lower || upper ? both : studentizedPValue(delta, se, t, nullValue, halfWidth);
}

/** (c + 1)/(B′ + 1) for one end: c₊ = #{t* ≥ (Δ − top)/se} ('up') or c₋ = #{t* ≤ (Δ − bottom)/se} ('down'). */
function oneSided(delta: number, se: number, t: Float64Array, nullValue: number, halfWidth: number, side: 'up' | 'down'): number {
  const bound = side === 'up' ? (delta - (nullValue + halfWidth)) / se : (delta - (nullValue - halfWidth)) / se;
  let count = 0;
  for (let i = 0; i < t.length; i++) if (side === 'up' ? t[i]! >= bound : t[i]! <= bound) count++;
  return (count + 1) / (t.length + 1);
}
