/**
 * The refusal family's noise bound (docs/concepts/lossless-changes.md): each model decodes one
 * greedy step of the first NOISE_CHECK_ITEMS prompts in one batch (the padded shapes a run uses)
 * and one at a time; the per-prompt differences of the top-2 logit gap are a sample of how far
 * rounding moves it, and noiseBoundOf turns their two largest into an upper confidence bound.
 */
import type { LanguageModel } from '../../model/index.js';
import type { NoiseBound } from '../../results/types.js';
import { NOISE_CHECK_ITEMS, noiseBoundOf, rememberedSideNoise, twoLargest, type SideNoise } from '../noiseBoundOf.js';

/** One model's self-check over `prompts` (token ids; the first NOISE_CHECK_ITEMS are used). */
export async function measureSideGapNoise(model: LanguageModel, prompts: readonly (readonly number[])[]): Promise<SideNoise> {
  const checked = prompts.slice(0, NOISE_CHECK_ITEMS);
  if (checked.length === 0) return { spreadNats: 0, secondSpreadNats: 0, largestNats: 0, items: 0 };
  // A sequential run's looks ask again for the check of the same first prompts (run/sequential/scoreInLooks.ts).
  return rememberedSideNoise(model, JSON.stringify(checked), () => gapSpreadsOf(model, checked));
}

async function gapSpreadsOf(model: LanguageModel, checked: readonly (readonly number[])[]): Promise<SideNoise> {
  // No EOS ids, so every prompt decodes its one step and reports its gap.
  const step = { maxNewTokens: 1, eosIds: [] };
  const together = await model.generateGreedy(checked, step);
  const spreads: number[] = [];
  let largest = 0;
  for (let i = 0; i < checked.length; i++) {
    const [alone] = await model.generateGreedy([checked[i]!], step);
    const batched = together[i]!.topGaps?.[0];
    const single = alone?.topGaps?.[0];
    if (batched === undefined || single === undefined) continue;
    // A one-token vocabulary has no runner-up (gap ∞): nothing to tie.
    if (Number.isFinite(batched) && Number.isFinite(single)) spreads.push(Math.abs(batched - single));
    largest = Math.max(largest, together[i]!.largestLogit ?? 0, alone?.largestLogit ?? 0);
  }
  const [first, second] = twoLargest(spreads);
  return { spreadNats: first, secondSpreadNats: second, largestNats: largest, items: checked.length };
}

/** Both models' self-checks combined; null when there is no prompt to check. */
export async function measureGapNoise(models: readonly LanguageModel[], prompts: readonly (readonly number[])[][]): Promise<NoiseBound | null> {
  const sides: SideNoise[] = [];
  for (let m = 0; m < models.length; m++) sides.push(await measureSideGapNoise(models[m]!, prompts[m] ?? []));
  return noiseBoundOf(sides, 'batched-vs-single-first-step');
}
