/** Paired bootstrap of one family's metrics, overall and per tag (exploratory). */
import { pairedBootstrap, type Rng } from '../stats/index.js';
import type { ItemRecord } from '../results/types.js';
import type { MetricDefinition } from './metricDefinition.js';

/** One metric's bootstrap outcome on one set of items. */
export interface MetricSample {
  readonly n: number;
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  readonly replicates: Float64Array;
  readonly se: number;
  readonly p: number;
  /** Outcome counts for binary metrics: base-only and tuned-only successes. */
  readonly discordant?: { readonly baseOnly: number; readonly tunedOnly: number };
  readonly baseSuccesses?: number;
  readonly tunedSuccesses?: number;
}

/**
 * Bootstrap the given metrics on `records` (already filtered to one family). Metrics that
 * include the same items share one index stream per resample (paired across metrics too);
 * metrics over different subsets (over- vs harmful refusal) get their own, drawn one after
 * the other from the same seeded `rng` in table order. Returns null for a metric with no items.
 */
export function bootstrapMetrics(
  definitions: readonly MetricDefinition[],
  records: readonly ItemRecord[],
  resamples: number,
  level: number,
  rng: Rng,
): (MetricSample | null)[] {
  const groups = new Map<string, { definitions: MetricDefinition[]; rows: ItemRecord[] }>();
  for (const definition of definitions) {
    const rows = records.filter((record) => definition.includes(record as never));
    const key = rows.map((record) => record.id).join('\u0000');
    const group = groups.get(key) ?? { definitions: [], rows };
    group.definitions.push(definition);
    groups.set(key, group);
  }
  const samples = new Map<MetricDefinition, MetricSample | null>();
  for (const { definitions: members, rows } of groups.values()) {
    if (rows.length === 0) {
      for (const definition of members) samples.set(definition, null);
      continue;
    }
    const result = pairedBootstrap({
      metrics: members.map((definition) => ({
        base: columns(rows, (record) => definition.base(record as never)),
        tuned: columns(rows, (record) => definition.tuned(record as never)),
      })),
      resamples,
      rng,
      level,
    });
    members.forEach((definition, index) => {
      const metric = result.metrics[index]!;
      samples.set(definition, {
        n: rows.length,
        base: metric.base,
        tuned: metric.tuned,
        delta: metric.delta,
        replicates: metric.replicates,
        se: metric.se,
        p: metric.p,
        ...(definition.binary ? binaryCounts(definition, rows) : {}),
      });
    });
  }
  return definitions.map((definition) => samples.get(definition) ?? null);
}

function columns(rows: readonly ItemRecord[], statistic: (record: ItemRecord) => { num: number; den: number }): { num: Float64Array; den: Float64Array } {
  const num = new Float64Array(rows.length);
  const den = new Float64Array(rows.length);
  rows.forEach((record, i) => {
    const value = statistic(record);
    num[i] = value.num;
    den[i] = value.den;
  });
  return { num, den };
}

function binaryCounts(definition: MetricDefinition, rows: readonly ItemRecord[]): Pick<MetricSample, 'discordant' | 'baseSuccesses' | 'tunedSuccesses'> {
  let baseOnly = 0;
  let tunedOnly = 0;
  let baseSuccesses = 0;
  let tunedSuccesses = 0;
  for (const record of rows) {
    const b = definition.base(record as never).num === 1;
    const t = definition.tuned(record as never).num === 1;
    if (b) baseSuccesses += 1;
    if (t) tunedSuccesses += 1;
    if (b && !t) baseOnly += 1;
    if (t && !b) tunedOnly += 1;
  }
  return { discordant: { baseOnly, tunedOnly }, baseSuccesses, tunedSuccesses };
}
