/** Paired bootstrap of one family's metrics, overall and per tag (exploratory). */
import { pairedBootstrap, type Rng } from '../stats/index.js';
import type { ItemRecord } from '../results/types.js';
import type { MetricDefinition, SufficientStatistic } from './metricDefinition.js';

/** One metric's bootstrap outcome on one set of items. */
export interface MetricSample {
  readonly n: number;
  /** Clusters resampled as units; absent when every item stands alone. */
  readonly clusters?: number;
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

/** Which resampling unit each row belongs to, when some rows share a cluster. */
interface Units {
  readonly of: Uint32Array;
  readonly count: number;
  readonly key: string;
}

/**
 * Bootstrap the given metrics on `records` (already filtered to one family). Metrics that
 * include the same items share one index stream per resample (paired across metrics too);
 * metrics over different subsets (over- vs harmful refusal) get their own, drawn one after
 * the other from the same seeded `rng` in table order. When a metric's items carry clusters,
 * the resampled units are the clusters (docs/ARCHITECTURE.md §6). Returns null for a metric
 * with fewer than 2 units (no items, or one item or cluster: nothing to resample).
 */
export function bootstrapMetrics(
  definitions: readonly MetricDefinition[],
  records: readonly ItemRecord[],
  resamples: number,
  level: number,
  rng: Rng,
): (MetricSample | null)[] {
  const groups = new Map<string, { definitions: MetricDefinition[]; rows: ItemRecord[]; units: Units | null }>();
  for (const definition of definitions) {
    const rows = records.filter((record) => definition.includes(record as never));
    const units = definition.cluster ? clusterUnits(rows, definition.cluster) : null;
    const key = `${rows.map((record) => record.id).join('\u0000')}\u0001${units?.key ?? ''}`;
    const group = groups.get(key) ?? { definitions: [], rows, units };
    group.definitions.push(definition);
    groups.set(key, group);
  }
  const samples = new Map<MetricDefinition, MetricSample | null>();
  for (const { definitions: members, rows, units } of groups.values()) {
    if ((units?.count ?? rows.length) < 2) {
      for (const definition of members) samples.set(definition, null);
      continue;
    }
    const result = pairedBootstrap({
      metrics: members.map((definition) => ({
        base: columns(rows, units, (record) => definition.base(record as never)),
        tuned: columns(rows, units, (record) => definition.tuned(record as never)),
      })),
      resamples,
      rng,
      level,
    });
    members.forEach((definition, index) => {
      const metric = result.metrics[index]!;
      samples.set(definition, {
        n: rows.length,
        ...(units ? { clusters: units.count } : {}),
        base: metric.base,
        tuned: metric.tuned,
        delta: metric.delta,
        replicates: metric.replicates,
        se: metric.se,
        p: metric.p,
        ...(definition.binary && !units && zeroOrOne(definition, rows) ? binaryCounts(definition, rows) : {}),
      });
    });
  }
  return definitions.map((definition) => samples.get(definition) ?? null);
}

/** Rows grouped by cluster in order of first appearance; a row without one is its own unit. Null when no row has a cluster. */
function clusterUnits(rows: readonly ItemRecord[], cluster: (record: never) => string | null): Units | null {
  const names = rows.map((record) => cluster(record as never));
  if (names.every((name) => name === null)) return null;
  const index = new Map<string, number>();
  const of = new Uint32Array(rows.length);
  names.forEach((name, i) => {
    // A row without a cluster gets a key no cluster name can collide with.
    const key = name === null ? `\u0000${i}` : name;
    let unit = index.get(key);
    if (unit === undefined) {
      unit = index.size;
      index.set(key, unit);
    }
    of[i] = unit;
  });
  return { of, count: index.size, key: Array.from(of).join(',') };
}

function columns(rows: readonly ItemRecord[], units: Units | null, statistic: (record: ItemRecord) => SufficientStatistic): { num: Float64Array; den: Float64Array } {
  const size = units?.count ?? rows.length;
  const num = new Float64Array(size);
  const den = new Float64Array(size);
  rows.forEach((record, i) => {
    const value = statistic(record);
    const unit = units ? units.of[i]! : i;
    num[unit] = num[unit]! + value.num;
    den[unit] = den[unit]! + value.den;
  });
  return { num, den };
}

/**
 * Whether every row's statistic is a 0/1 outcome on both sides. A metric declared binary can hold
 * fractions (a sampled refusal score is the refused share of a prompt's epochs); McNemar and
 * Wilson then do not apply.
 */
function zeroOrOne(definition: MetricDefinition, rows: readonly ItemRecord[]): boolean {
  const binary = (s: SufficientStatistic): boolean => s.den === 1 && (s.num === 0 || s.num === 1);
  return rows.every((record) => binary(definition.base(record as never)) && binary(definition.tuned(record as never)));
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
