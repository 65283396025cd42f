/** Shares as percentages, written one way everywhere (docs/ARCHITECTURE.md §9, "One formatter"). */
import { formatFixed } from './format.js';

/**
 * A share (0.9507…) as a percentage with `decimals` decimals and a thin space before the sign:
 * "95.1 %"; a negative share gets a minus sign (−), and null, a share that could not be
 * measured, is "—".
 */
export function formatPercent(share: number | null, decimals = 1): string {
  return share === null ? '—' : `${formatFixed(share * 100, decimals)} %`;
}
