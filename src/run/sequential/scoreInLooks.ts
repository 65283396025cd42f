/** A family scored look by look (`--sequential`), stopping once its gate outcome is settled (docs/concepts/statistics.md#sequential). */
import type { FamilyRun, FamilyScoreContext, ScoredEarlier, Warn } from '../../families/index.js';
import type { FamilyId, SequentialFamily } from '../../results/types.js';
import { InternalError } from '../../errors/index.js';
import { lookPlan, type Look, type SpendingFunction } from './lookPlan.js';
import { joinLooks, lookProgress } from './joinLooks.js';

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
 * prefix; stop at the first look that settles the gate, else at the last (all items). Each look
 * scores only its new items (ScoredEarlier): the earlier looks' records stay in memory and are
 * joined with the new ones, so no item is read back or scored twice, and the noise check is
 * measured once per loaded model. Chunks start at look boundaries, which are multiples of
 * CHUNK_ITEMS (lookPlan), so every item is batched with the same company as in a fixed-length run
 * and the records equal that run's on the same prefix. A scorer's warnings count every item so
 * far; only the stopping look's are passed on, so the run warns as a fixed-length run over the
 * items it used. A signal abort stops the loop as in a fixed-length run; the run is then partial.
 */
export async function scoreInLooks<I extends { readonly id: string }>(
  family: FamilyId,
  items: readonly I[],
  score: (items: readonly I[], context: FamilyScoreContext) => Promise<FamilyRun>,
  context: FamilyScoreContext,
  settings: SequentialSettings,
): Promise<{ run: FamilyRun; sequential: SequentialFamily; look: Look }> {
  const plan = lookPlan(items.length, settings.looks, settings.familyConfidence, settings.gatedMetrics, settings.spending);
  let earlier: ScoredEarlier | undefined;
  for (const look of plan) {
    const warnings: Parameters<Warn>[] = [];
    const progress = lookProgress(context.progress, earlier);
    const scored = await score(items.slice(0, look.items), {
      ...context,
      progress,
      warn: (...warning) => warnings.push(warning),
      ...(earlier ? { earlier } : {}),
    });
    const run = joinLooks(earlier, scored);
    const last = look === plan.at(-1);
    if (last || run.interrupted || settings.settled(family, run, look)) {
      for (const warning of warnings) context.warn(...warning);
      return { run, look, sequential: { looks: plan.length, stoppedAt: look.index, itemsUsed: look.items, confidence: look.confidence } };
    }
    earlier = { items: look.items, run };
  }
  throw new InternalError('scoreInLooks: a look plan has no look');
}
