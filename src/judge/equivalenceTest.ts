/**
 * Equivalence (docs/concepts/statistics.md#equivalence): two one-sided tests of |Δ| ≥ margin,
 * read off one equal-tailed interval at level 1 − 2α_E (Schuirmann 1987, J. Pharmacokin.
 * Biopharm. 15(6); Berger & Hsu 1996, Stat. Sci. 11(4), §2). Each one-sided test at α_E rejects
 * when its end of the interval clears the margin, and the intersection–union test that claims
 * equivalence only when both reject has size α_E, not 2α_E (Berger 1982, Technometrics 24(4)).
 */
import { InternalError } from '../errors/index.js';
import type { EquivalenceSettings, EquivalenceTest, Interval, RequirableVerdict } from '../results/types.js';
import { intervalAt, type MetricBootstrap } from './bootstrapMetrics.js';
import type { MetricDefinition, ToleranceSettings } from './metricDefinition.js';

/** The settings an equivalence test reads. */
export interface EquivalenceTestSettings extends ToleranceSettings {
  readonly equivalence?: EquivalenceSettings;
  readonly require?: readonly RequirableVerdict[];
}

/** Whether the run tests equivalence: margins were asked for, or `--require equivalent` needs them. */
export function testsEquivalence(settings: EquivalenceTestSettings): boolean {
  return settings.equivalence !== undefined || (settings.require ?? []).includes('equivalent');
}

/**
 * The margin `definition` is tested against: the one given on the command line for its id, else
 * its default; undefined when the run tests no equivalence or the metric has no margin.
 */
export function equivalenceMargin(definition: Pick<MetricDefinition, 'id' | 'equivalenceMargin'>, settings: EquivalenceTestSettings): number | undefined {
  if (!testsEquivalence(settings)) return undefined;
  return settings.equivalence?.margins[definition.id] ?? definition.equivalenceMargin?.(settings);
}

/**
 * α_E, the size of one metric's equivalence test: α/m for a gated metric, m the number of gated
 * metrics Holm adjusts together (every candidate's, docs/ARCHITECTURE.md §12), so by the union
 * bound the chance of any false "equivalent" among them is at most α; α for an exploratory metric.
 * Throws InternalError for α outside (0, ½) (the interval's level 1 − 2α_E must be in (0, 1)) or
 * a gated metric in an empty family.
 */
export function equivalenceAlpha(alpha: number, gated: boolean, holmFamilySize: number): number {
  if (!(alpha > 0 && alpha < 0.5)) throw new InternalError(`equivalenceAlpha: alpha is ${alpha}, expected a number in (0, 0.5)`);
  if (!gated) return alpha;
  if (!(Number.isInteger(holmFamilySize) && holmFamilySize >= 1))
    throw new InternalError(`equivalenceAlpha: Holm family size is ${holmFamilySize}, expected ≥ 1`);
  return alpha / holmFamilySize;
}

/**
 * The upper end an equivalence claim reads: `hi` itself when the sample bounds its tail, else
 * hi/(1 − U), U the unseen share (the sample's mean stands for at most 1 − U of the population's),
 * and +∞ when fewer than 2 items carry any (U = 1). Within MAX_UNSEEN_SHARE the interval's own
 * extreme-item end is trusted, as calibrated (docs/concepts/statistics.md).
 */
export function tailScaledUpper(hi: number, tail: EquivalenceTest['unboundedTail']): number {
  if (tail === undefined) return hi;
  return tail.unseenShare < 1 ? hi / (1 - tail.unseenShare) : Number.POSITIVE_INFINITY;
}

/**
 * Whether `ci` lies strictly inside (−margin, margin): both one-sided nulls, Δ ≤ −margin and
 * Δ ≥ margin, rejected. An end exactly on the margin does not reject its null (bootstrap
 * intervals are discrete; the same convention as an end exactly at 0, judge/verdict.ts).
 */
export function insideMargin(ci: Interval, margin: number): boolean {
  return ci[0] > -margin && ci[1] < margin;
}

/**
 * The metric's equivalence test when the run tests equivalence and the metric has a margin: the
 * interval at 1 − 2α_E by the metric's own method, α_E = α/m for a gated metric (m =
 * `holmFamilySize`; 0 marks an exploratory one) and α otherwise (equivalenceAlpha).
 */
export function equivalenceOf(
  definition: MetricDefinition,
  settings: EquivalenceTestSettings & { readonly confidence: number },
  boot: MetricBootstrap,
  delta: number,
  holmFamilySize: number,
): EquivalenceTest | undefined {
  const margin = equivalenceMargin(definition, settings);
  if (margin === undefined) return undefined;
  const ciLevel = 1 - 2 * equivalenceAlpha(1 - settings.confidence, holmFamilySize > 0, holmFamilySize);
  const ci = intervalAt(boot, delta, ciLevel);
  const tail = unboundedTail(boot);
  const shown = insideMargin(ci, margin) && tailScaledUpper(ci[1], tail) < margin;
  return { margin, ci, ciLevel, shown, ...(tail ? { unboundedTail: tail } : {}) };
}

/**
 * How far a metric with `tailReach` falls short of bounding its tail, when it does: its sample
 * leaves more than MAX_UNSEEN_SHARE of a lognormal's mean unseen (stats/lognormalTailReach.ts,
 * docs/concepts/statistics.md, "KL on heavy-tailed, outlier and sparse documents").
 */
export function unboundedTail(boot: MetricBootstrap): EquivalenceTest['unboundedTail'] {
  const tail = boot.tailReach;
  if (tail === undefined || tail.bounded) return undefined;
  return { unseenShare: tail.unseenShare, ...(tail.itemsNeeded === undefined ? {} : { itemsNeeded: tail.itemsNeeded }) };
}
