/**
 * The guard between scoring and the bootstrap: an item whose statistics hold NaN or ±Infinity
 * is left out of its family's metrics with a reason, instead of making the bootstrap throw
 * (docs/ARCHITECTURE.md §8: per-item problems become skipped items the report counts).
 */
import type { ItemRecord, RecordFamily, SkippedItem } from '../results/types.js';
import type { MetricDefinition } from './metricDefinition.js';

/** The records every metric can use, and the items left out for a non-finite value. */
export interface FiniteRecordsResult {
  readonly records: readonly ItemRecord[];
  readonly unscored: readonly SkippedItem[];
}

/**
 * Split `records` into those whose every statistic (num and den, base and tuned, of each
 * metric in `definitions` that includes the record) is finite, and the rest as unscored items
 * naming the first offending value. The whole item leaves every metric of its family: a
 * non-finite number means its scoring broke, and a family's metrics stay over the same items.
 */
export function finiteRecords(family: RecordFamily, records: readonly ItemRecord[], definitions: readonly MetricDefinition[]): FiniteRecordsResult {
  const kept: ItemRecord[] = [];
  const unscored: SkippedItem[] = [];
  for (const record of records) {
    const problem = nonFiniteValue(record, definitions);
    if (problem === undefined) kept.push(record);
    else unscored.push({ family, id: record.id, reason: `non-finite value (${problem}); left out of every ${family} metric` });
  }
  return { records: kept, unscored };
}

/** The first non-finite statistic of `record`, as "metric side part is value", or undefined. */
function nonFiniteValue(record: ItemRecord, definitions: readonly MetricDefinition[]): string | undefined {
  for (const definition of definitions) {
    if (!definition.includes(record as never)) continue;
    for (const side of ['base', 'tuned'] as const) {
      const statistic = definition[side](record as never);
      for (const part of ['num', 'den'] as const) {
        const value = statistic[part];
        if (!Number.isFinite(value)) return `${definition.id} ${side} ${part === 'num' ? 'numerator' : 'denominator'} is ${String(value)}`;
      }
    }
  }
  return undefined;
}
