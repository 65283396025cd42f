/** Margins and changes in the words a release manager reads: a rate in points ("1 pt"), anything else in its own unit. */
import { formatValue } from './format.js';

const MINUS = '\u2212';

/** `value` (≥ 0 or signed) as points for a rate (0.01 → "1 pt", 0.003 → "0.3 pt"), else formatValue; `signed` puts + or − in front. */
export function formatMargin(value: number, rate: boolean, signed = false): string {
  const sign = signed ? (value > 0 ? '+' : value < 0 ? MINUS : '') : value < 0 ? MINUS : '';
  const magnitude = Math.abs(value);
  if (!rate) return `${sign}${formatValue(magnitude)}`;
  const points = magnitude * 100;
  // Two significant digits below one point, one decimal below ten, whole points above.
  const text = points === 0 ? '0' : points < 1 ? String(Number(points.toPrecision(2))) : points < 10 ? String(Number(points.toFixed(1))) : points.toFixed(0);
  return `${sign}${text} pt`;
}
