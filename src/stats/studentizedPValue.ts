import { assertStudentized } from './studentizedInterval.js';

/**
 * Two-sided bootstrap-t p-value for "Δ lies in [nullValue − halfWidth, nullValue + halfWidth]"
 * (default: Δ = 0), the one that inverts studentizedInterval: its lower end clears the band's
 * top when few t* reach (Δ − top)/se, its upper end the band's bottom when few t* fall to
 * (Δ − bottom)/se. With c₊ = #{t* ≥ (Δ − top)/se} and c₋ = #{t* ≤ (Δ − bottom)/se},
 * p = min(1, 2·min(c₊ + 1, c₋ + 1)/(B′ + 1)), B′ = t.length (Davison & Hinkley 1997,
 * eq. 4.11 for the +1). O(B′). Throws RangeError on the inputs studentizedInterval rejects
 * or a negative or non-finite half-width.
 */
export function studentizedPValue(delta: number, se: number, t: Float64Array, nullValue = 0, halfWidth = 0): number {
  assertStudentized(delta, se, t);
  if (!Number.isFinite(nullValue)) throw new RangeError(`nullValue is ${nullValue}, expected a finite number`);
  if (!(Number.isFinite(halfWidth) && halfWidth >= 0)) throw new RangeError(`halfWidth is ${halfWidth}, expected a finite number ≥ 0`);
  const clearTop = (delta - (nullValue + halfWidth)) / se;
  const clearBottom = (delta - (nullValue - halfWidth)) / se;
  let up = 0;
  let down = 0;
  for (let i = 0; i < t.length; i++) {
    const v = t[i]!;
    if (v >= clearTop) up++;
    if (v <= clearBottom) down++;
  }
  return Math.min(1, (2 * (Math.min(up, down) + 1)) / (t.length + 1));
}
