/** Whether a compare run is partial, and how far each family got (docs/ARCHITECTURE.md §7). */
import type { FamilyId, PartialCause, PartialRun } from '../results/types.js';

/** Ids in results.json's `notRunIds` per family; the rest follow them in suite order. */
export const NOT_RUN_IDS_KEPT = 100;

/** One requested family's items: every id of its suite in order, and those that did not run. */
export interface FamilyCoverage {
  readonly family: FamilyId;
  /** Items in the suite. */
  readonly total: number;
  /** Ids that did not run, in suite order. */
  readonly notRunIds: readonly string[];
  /** Whether --max-items left items of this family out. */
  readonly limited: boolean;
}

/** What the run was asked to stop at, and what stopped it. */
export interface PartialLimits {
  readonly maxItems?: number;
  readonly timeBudgetMs?: number;
  /** What aborted the run's stop signal, if anything did. */
  readonly stopCause?: PartialCause;
}

/**
 * results.json's `partial` record, or undefined when every item of every family that ran did
 * run. Causes come in the order they acted: --max-items (decided before scoring), then what
 * aborted the run, when it left some item unscored that --max-items had asked for.
 */
export function partialRun(coverage: readonly FamilyCoverage[], limits: PartialLimits): PartialRun | undefined {
  if (!coverage.some((family) => family.notRunIds.length > 0)) return undefined;
  const causes: PartialCause[] = [];
  if (coverage.some((family) => family.limited)) causes.push('max-items');
  const asked = (total: number): number => Math.min(total, limits.maxItems ?? total);
  const stoppedShort = coverage.some((family) => family.total - family.notRunIds.length < asked(family.total));
  if (limits.stopCause !== undefined && stoppedShort) causes.push(limits.stopCause);
  // A scorer that stopped without the run's signal (a caller's own) is still an interruption.
  if (causes.length === 0) causes.push('interrupted');
  return {
    causes,
    ...(limits.maxItems === undefined ? {} : { maxItems: limits.maxItems }),
    ...(limits.timeBudgetMs === undefined ? {} : { timeBudgetMs: limits.timeBudgetMs }),
    families: coverage.map((family) => ({
      family: family.family,
      completed: family.total - family.notRunIds.length,
      total: family.total,
      notRun: family.notRunIds.length,
      notRunIds: family.notRunIds.slice(0, NOT_RUN_IDS_KEPT),
    })),
  };
}
