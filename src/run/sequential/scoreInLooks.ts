/** A family scored look by look (`--sequential`), stopping once its gate outcome is settled (docs/concepts/statistics.md#sequential). */
import { MemoryResultStore, type FamilyRun, type FamilyScoreContext, type ResultStores, type SideResultStore } from '../../families/index.js';
import type { FamilyId, SequentialFamily } from '../../results/types.js';
import { InternalError } from '../../errors/index.js';
import { lookPlan, type Look, type SpendingFunction } from './lookPlan.js';

/** What a sequential run needs besides the scorer: the plan's shape and a judge of the records so far. */
export interface SequentialSettings {
  /** Looks per family (`--looks`); default 4. */
  readonly looks: number;
  /** α of this family's tests: the run's α shared among the families (Bonferroni across families). */
  readonly familyConfidence: number;
  /** Gated metrics of the family: Holm's steps at each look stay within their boundaries. */
  readonly gatedMetrics: number;
  /** Whether the records of `run` settle the family's gate at `look` (a regression shown, or every gated verdict in). */
  readonly settled: (family: FamilyId, run: FamilyRun, look: Look) => boolean;
  /** The boundaries' α-spending function; absent: lookPlan's default. The calibration compares others through it. */
  readonly spending?: SpendingFunction;
}

/**
 * Score `items` (the family's scoring order) by growing prefixes, one per look, judging each
 * prefix; stop at the first look that settles the gate, else at the last (all items). Earlier
 * prefixes are not scored twice: each side reads back what it finished from `stores` (the result
 * cache when there is one, else a memory store made here), so items already cached count as
 * scored. A scorer that keeps no store (divergence scores both models at once) scores each prefix
 * anew. A signal abort stops the loop as in a fixed-length run; the run is then partial.
 */
export async function scoreInLooks<I extends { readonly id: string }>(
  family: FamilyId,
  items: readonly I[],
  score: (items: readonly I[], context: FamilyScoreContext) => Promise<FamilyRun>,
  context: FamilyScoreContext,
  settings: SequentialSettings,
): Promise<{ run: FamilyRun; sequential: SequentialFamily; look: Look }> {
  const plan = lookPlan(items.length, settings.looks, settings.familyConfidence, settings.gatedMetrics, settings.spending);
  const stores = context.stores ?? memoryStores();
  let run: FamilyRun | undefined;
  for (const look of plan) {
    run = await score(items.slice(0, look.items), { ...context, stores });
    const last = look === plan.at(-1);
    if (last || run.interrupted || settings.settled(family, run, look)) {
      return { run, look, sequential: { looks: plan.length, stoppedAt: look.index, itemsUsed: look.items, confidence: look.confidence } };
    }
  }
  throw new InternalError('scoreInLooks: a look plan has no look');
}

/** A memory store per (family, role), for a run without the result cache. */
function memoryStores(): ResultStores {
  const kept = new Map<string, SideResultStore>();
  return (family, role) => {
    const key = `${family}/${role}`;
    let store = kept.get(key);
    if (store === undefined) kept.set(key, (store = new MemoryResultStore()));
    return store;
  };
}
