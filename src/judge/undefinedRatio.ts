/**
 * The guard for a ratio metric without a value: Σnum/Σden is undefined on a side whose every
 * denominator is 0 (a score file's `[num, 0]` on every item, or a tag holding only such items).
 * Such a metric is reported skipped with this reason instead of reaching the bootstrap, which
 * refuses it (docs/ARCHITECTURE.md §6: never a silent zero, never a stack trace for an input).
 */
import type { ItemRecord } from '../results/types.js';
import type { MetricDefinition } from './metricDefinition.js';

/**
 * Why `definition` has no value on `records` (those it includes): the side(s) whose
 * denominators are all 0. Undefined when both sides have one above 0, or when there is no
 * record (that is "no items", a different reason).
 */
export function undefinedRatioReason(definition: MetricDefinition, records: readonly ItemRecord[]): string | undefined {
  if (records.length === 0) return undefined;
  const zero = (['base', 'tuned'] as const).filter((side) => !(denominatorSum(definition, records, side) > 0));
  if (zero.length === 0) return undefined;
  const items = records.length === 1 ? 'its 1 item' : `its ${records.length} items`;
  return `every ${zero.join(' and ')} denominator of ${items} is 0, so the ratio Σnum/Σden is undefined; give an item a denominator above 0, or leave the metric out`;
}

function denominatorSum(definition: MetricDefinition, records: readonly ItemRecord[], side: 'base' | 'tuned'): number {
  let total = 0;
  for (const record of records) total += definition[side](record as never).den;
  return total;
}
