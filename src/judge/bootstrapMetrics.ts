/** Paired bootstrap of one family's metrics, overall and per tag (exploratory). */
import {
  adjustedWaldInterval,
  adjustedWaldPValue,
  bootstrapPValue,
  clusterRobustT,
  clusterTInterval,
  clusterTPValue,
  extremeItemAdjustment,
  extremeItemInterval,
  extremeItemPValue,
  lognormalTailReach,
  pairedAdjustedWald,
  pairedBootstrap,
  percentileInterval,
  skewedTail,
  streamRng,
  studentizedInterval,
  studentizedPValue,
  type AdjustedWald,
  type ExtremeItemAdjustment,
  type ExtremeItemSides,
  type SkewedTail,
  type StudentizedReplicates,
  type TailReach,
} from '../stats/index.js';
import type { Interval, IntervalMethod, ItemRecord } from '../results/types.js';
import type { MetricDefinition, SufficientStatistic } from './metricDefinition.js';

/** What the resamples of one metric left: Δ* replicates and, when studentized, t*; or, for a cluster-t metric, its CR2 t. */
export interface MetricBootstrap {
  readonly replicates: Float64Array;
  /** SD of the replicates; for a cluster-t metric, its CR2 standard error. */
  readonly se: number;
  readonly studentized?: StudentizedReplicates;
  /** A cluster-t metric's CR2 standard error and Bell–McCaffrey degrees of freedom (clusterRobustT). */
  readonly clusterT?: { readonly se: number; readonly degreesOfFreedom: number };
  /**
   * A paired 0/1 metric with discordant pairs: Bonett & Price's adjusted Wald estimate, whose
   * interval widens the percentile one where that is narrower (docs/concepts/statistics.md).
   */
  readonly adjustedWald?: AdjustedWald;
  /** A studentized metric with `extremeItem`: its one-more-extreme-item samples (extremeItemInterval). */
  readonly extremeItem?: ExtremeItemAdjustment;
  /** A metric whose extreme item is taken on the skewed side: that side's tail index (stats/skewedTail.ts), which may withhold a directional verdict. */
  readonly tail?: SkewedTail;
  /** A metric with `tailReach`: how far its sample reaches into the tail (lognormalTailReach), which equivalence needs. */
  readonly tailReach?: TailReach;
  /** Δ can never be negative (a smoothed metric: tuned.num ≥ base.num on every item, as KL), so no bound is. */
  readonly nonNegative?: true;
}

/** One metric's values and bootstrap outcome on one set of items. */
export interface MetricSample {
  readonly n: number;
  /** Clusters resampled as units; absent when every item stands alone. */
  readonly clusters?: number;
  readonly base: number;
  readonly tuned: number;
  readonly delta: number;
  /** Null below 2 units (items, or clusters): there is nothing to resample. */
  readonly bootstrap: MetricBootstrap | null;
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
 * The name a metric's bootstrap stream is keyed by: its id without the family, so the same
 * scores judged as `capability.acc` or read back as `score.acc` resample alike.
 */
export function streamName(definition: MetricDefinition): string {
  return definition.id.slice(definition.id.indexOf('.') + 1);
}

/**
 * Bootstrap the given metrics on `records` (already filtered to one family). Metrics that
 * include the same items share one index stream (their Δs stay paired), seeded from
 * (`seed`, `streamKeys` of the first of them — by default its streamName); metrics over
 * different items (over- vs harmful refusal) get their own. So a metric's resamples depend
 * on the seed and its own items only, never on which other families or tags ran. When a
 * metric's items carry clusters, the resampled units are the clusters (docs/ARCHITECTURE.md
 * §6). Returns null for a metric with no items and a sample without bootstrap for one with a
 * single unit.
 */
export function bootstrapMetrics(
  definitions: readonly MetricDefinition[],
  records: readonly ItemRecord[],
  resamples: number,
  seed: number,
  streamKeys: (first: MetricDefinition) => readonly string[] = (first) => [streamName(first)],
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
    if (rows.length === 0) {
      for (const definition of members) samples.set(definition, null);
      continue;
    }
    const inputs = members.map((definition) => ({
      base: columns(rows, units, (record) => definition.base(record as never)),
      tuned: columns(rows, units, (record) => definition.tuned(record as never)),
      studentize: definition.interval === 'studentized' || definition.interval === 'smoothed-studentized',
      smooth: definition.interval === 'smoothed-studentized',
    }));
    // The level only shapes pairedBootstrap's own CI, which is not used: intervals are taken below at the levels verdicts need.
    const result =
      (units?.count ?? rows.length) < 2 ? null : pairedBootstrap({ metrics: inputs, resamples, rng: streamRng(seed, ...streamKeys(members[0]!)), level: 0.95 });
    members.forEach((definition, index) => {
      const metric = result?.metrics[index];
      const direct = metric ?? directValues(inputs[index]!);
      const clusterT = metric && units && definition.interval === 'cluster-t' ? clusterRobust(inputs[index]!) : undefined;
      const counts = definition.binary && !units && zeroOrOne(definition, rows) ? binaryCounts(definition, rows) : undefined;
      const discordant = counts?.discordant;
      // No discordant pair (A/A) keeps its exact [0, 0]: nothing to widen, and p is 1 anyway.
      const adjustedWald =
        metric && discordant && discordant.baseOnly + discordant.tunedOnly > 0 && (definition.interval ?? 'percentile') === 'percentile'
          ? pairedAdjustedWald(discordant.baseOnly, discordant.tunedOnly, rows.length)
          : undefined;
      samples.set(definition, {
        n: rows.length,
        ...(units ? { clusters: units.count } : {}),
        base: direct.base,
        tuned: direct.tuned,
        delta: direct.delta,
        bootstrap: metric
          ? {
              replicates: metric.replicates,
              // The wider of the two intervals sets the MDE too, through the larger SE.
              se: clusterT?.se ?? Math.max(metric.se, adjustedWald?.se ?? 0),
              ...(metric.studentized ? { studentized: metric.studentized } : {}),
              ...(clusterT ? { clusterT } : {}),
              ...(adjustedWald ? { adjustedWald } : {}),
              ...(metric.studentized && definition.extremeItem ? { extremeItem: extreme(inputs[index]!, definition.extremeItem) } : {}),
              ...(metric.studentized && definition.extremeItem === 'skewed' ? { tail: skewedTail(differences(inputs[index]!), inputs[index]!.base.den) } : {}),
              ...(definition.interval === 'smoothed-studentized' ? { nonNegative: true as const } : {}),
              ...(definition.tailReach ? { tailReach: reach(inputs[index]!) } : {}),
            }
          : null,
        ...(counts ?? {}),
      });
    });
  }
  return definitions.map((definition) => samples.get(definition) ?? null);
}

/**
 * Δ's interval at `level`: the CR2 t interval of a cluster-t metric, studentized when the
 * bootstrap has t* (a studentized metric whose units do not all share one ratio), for a paired
 * 0/1 metric the hull of the percentile and adjusted Wald intervals, else percentile.
 */
export function intervalAt(bootstrap: MetricBootstrap, delta: number, level: number): Interval {
  const c = bootstrap.clusterT;
  if (c) return clusterTInterval(delta, c.se, c.degreesOfFreedom, level);
  const s = bootstrap.studentized;
  if (s) {
    const [lo, hi] = bootstrap.extremeItem ? extremeItemInterval(delta, s.se, s.t, level, bootstrap.extremeItem) : studentizedInterval(delta, s.se, s.t, level);
    // Resamples whose SE* vanished have no t* (sparse KL: those that missed every document
    // carrying it), and t* without them forgets that Δ* can be far from Δ: widen to the
    // percentile interval, which keeps them. A non-negative Δ gets no negative bound.
    const p = degenerateT(bootstrap) ? percentileInterval(bootstrap.replicates, level) : null;
    const low = p ? Math.min(lo, p[0]) : lo;
    return [bootstrap.nonNegative ? Math.max(0, low) : low, p ? Math.max(hi, p[1]) : hi];
  }
  const percentile = percentileInterval(bootstrap.replicates, level);
  const w = bootstrap.adjustedWald;
  if (!w) return percentile;
  const wald = adjustedWaldInterval(w, level);
  // A difference of two rates lies in [−1, 1]; the Wald half-width at small n does not know it (n = 3 gave −1.059).
  return [Math.max(-1, Math.min(percentile[0], wald[0])), Math.min(1, Math.max(percentile[1], wald[1]))];
}

/** p for "no change" (|Δ| ≤ `tolerance`), inverting the same interval as intervalAt (the hull: the larger of its two p). */
export function pValueAgainst(bootstrap: MetricBootstrap, delta: number, tolerance: number): number {
  const c = bootstrap.clusterT;
  if (c) return clusterTPValue(delta, c.se, c.degreesOfFreedom, 0, tolerance);
  const s = bootstrap.studentized;
  if (s) {
    const studentized = bootstrap.extremeItem
      ? extremeItemPValue(delta, s.se, s.t, bootstrap.extremeItem, 0, tolerance)
      : studentizedPValue(delta, s.se, s.t, 0, tolerance);
    return degenerateT(bootstrap) ? Math.max(studentized, bootstrapPValue(bootstrap.replicates, 0, tolerance)) : studentized;
  }
  const percentile = bootstrapPValue(bootstrap.replicates, 0, tolerance);
  const w = bootstrap.adjustedWald;
  return w ? Math.max(percentile, adjustedWaldPValue(w, tolerance)) : percentile;
}

/** Whether some resamples with a Δ* have no t* (their SE* vanished): a smoothed t* stands for `replicates.length` draws too. */
function degenerateT(bootstrap: MetricBootstrap): boolean {
  return (bootstrap.studentized?.t.length ?? 0) < bootstrap.replicates.length;
}

/** The one-more-extreme-item samples of a metric's units, a = tuned.num − base.num over the shared denominator. */
function extreme(input: { base: { num: Float64Array; den: Float64Array }; tuned: { num: Float64Array } }, sides: ExtremeItemSides): ExtremeItemAdjustment {
  return extremeItemAdjustment(differences(input), input.base.den, sides);
}

/** tuned.num − base.num per unit. */
function differences(input: { base: { num: Float64Array }; tuned: { num: Float64Array } }): Float64Array {
  return input.tuned.num.map((value, unit) => value - input.base.num[unit]!);
}

/** The tail reach of a metric's units, a = tuned.num − base.num (≥ 0 for KL) over the shared denominator. */
function reach(input: { base: { num: Float64Array; den: Float64Array }; tuned: { num: Float64Array } }): TailReach {
  return lognormalTailReach(differences(input), input.base.den);
}

/** The method intervalAt uses for this bootstrap. */
export function intervalMethod(bootstrap: MetricBootstrap): IntervalMethod {
  if (bootstrap.clusterT) return 'cluster-t';
  if (bootstrap.adjustedWald) return 'adjusted-wald';
  if (!bootstrap.studentized) return 'percentile';
  return bootstrap.studentized.bandwidth === undefined ? 'studentized' : 'smoothed-studentized';
}

/**
 * The CR2 t of a cluster-t metric over its cluster totals (clusterRobustT); undefined, leaving
 * the percentile interval, when the sides' denominators differ in some cluster (the CR2
 * leverage needs one), one cluster holds every denominator, or every cluster's residual
 * vanishes (no spread to studentize by, as identical models give).
 */
function clusterRobust(input: {
  base: { num: Float64Array; den: Float64Array };
  tuned: { num: Float64Array; den: Float64Array };
}): MetricBootstrap['clusterT'] {
  const { base, tuned } = input;
  const total = base.den.reduce((sum, value) => sum + value, 0);
  for (let unit = 0; unit < base.den.length; unit++) {
    if (base.den[unit] !== tuned.den[unit] || base.den[unit]! >= total) return undefined;
  }
  const result = clusterRobustT(
    tuned.num.map((value, unit) => value - base.num[unit]!),
    base.den,
  );
  return result.se > 0 ? { se: result.se, degreesOfFreedom: result.degreesOfFreedom } : undefined;
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

function columns(
  rows: readonly ItemRecord[],
  units: Units | null,
  statistic: (record: ItemRecord) => SufficientStatistic,
): { num: Float64Array; den: Float64Array } {
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

/** Σnum/Σden of each side without resampling (one unit; NaN when Σden is 0). */
function directValues(input: { base: { num: Float64Array; den: Float64Array }; tuned: { num: Float64Array; den: Float64Array } }): {
  base: number;
  tuned: number;
  delta: number;
} {
  const ratio = (side: { num: Float64Array; den: Float64Array }): number => {
    const den = side.den.reduce((s, v) => s + v, 0);
    return den > 0 ? side.num.reduce((s, v) => s + v, 0) / den : Number.NaN;
  };
  const base = ratio(input.base);
  const tuned = ratio(input.tuned);
  return { base, tuned, delta: tuned - base };
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
