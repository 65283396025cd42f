/** One family's sequential settings: its share of α and the gated metrics its looks' Holm steps split it among. */
import { familyItemMetrics, type Family } from '../../families/index.js';
import type { ItemRecord, ResolvedPolicy } from '../../results/types.js';
import type { SequentialSettings } from './scoreInLooks.js';
import { gatedClaims } from './familyPolicy.js';

/** `--sequential`'s design as the run gives it: looks per family, the run's confidence, the judge of a look. */
export type LookDesign = Pick<SequentialSettings, 'looks' | 'settled'> & {
  readonly confidence: number;
  /** The run's release policy: its critical and supporting claims on the family's metrics are then the gated hypotheses. */
  readonly policy?: ResolvedPolicy;
};

/**
 * The settings `scoreInLooks` plans `items` of `family` with: the run's α shared equally among
 * the `familiesWithSuites` families (Bonferroni across families), and the gated metrics counted
 * from what these items will be judged by (`metricsForItems`: a `--tasks` run gates each named
 * task's metric, not the family's fixed list; docs/concepts/statistics.md#sequential), or under a
 * policy its critical and supporting claims on them (docs/concepts/policy.md#sequential-looks).
 */
export function familyLookSettings<I extends { readonly id: string; readonly tags: readonly string[] }>(
  family: Pick<Family<I, ItemRecord, unknown, unknown>, 'metrics' | 'metricsForItems'>,
  items: readonly I[],
  design: LookDesign,
  familiesWithSuites: number,
): SequentialSettings {
  const metrics = familyItemMetrics(family, items);
  const { policy, ...rest } = design;
  return {
    ...rest,
    familyConfidence: 1 - (1 - design.confidence) / Math.max(1, familiesWithSuites),
    gatedMetrics:
      policy === undefined
        ? metrics.filter((metric) => metric.gated).length
        : gatedClaims(
            policy,
            metrics.map((metric) => metric.id),
          ),
  };
}
