/** Capability scorer: one model's log-likelihoods for every choice of every item. */
import type { ContinuationScore, LanguageModel } from '../../model/index.js';
import type { CapabilitySide } from '../../results/types.js';
import type { CapabilityItem } from './item.js';
import { choiceTokens, utf8Length, type ChoiceTokens } from './choiceTokens.js';

/** One model's scores per item, or why the item could not be scored. */
export type CapabilityScore = { readonly side: CapabilitySide } | { readonly skipped: string };

/**
 * Score every item with one model, in item order. All scorable items go to the model at once
 * (its scoreContinuations batches contexts of similar length, and each context's KV cache serves
 * all its choices). Prediction ties go to the lowest index, as numpy's argmax does in lm-eval.
 * `onScore` hears each item (index into `items`), in order, once the batch has finished.
 */
export async function scoreCapability(
  model: LanguageModel,
  items: readonly CapabilityItem[],
  onScore: (index: number, score: CapabilityScore) => void = () => {},
): Promise<CapabilityScore[]> {
  const tokens = items.map((item) => choiceTokens(model.tokenizer, item.context, item.choices));
  const skipped = tokens.map((t) => skipReason(model, t));
  const scorable = items.flatMap((_, i) => (skipped[i] === null ? [i] : []));
  const results = await model.scoreContinuations(scorable.map((i) => ({ contextIds: tokens[i]!.prefixIds, continuations: tokens[i]!.continuationIds })));
  const byItem = new Map(scorable.map((i, r) => [i, results[r]!]));
  const scores = items.map((item, i): CapabilityScore => {
    const reason = skipped[i];
    return reason === null || reason === undefined ? { side: itemSide(item, tokens[i]!, byItem.get(i)!) } : { skipped: reason };
  });
  scores.forEach((score, i) => onScore(i, score));
  return scores;
}

function skipReason(model: LanguageModel, { prefixIds, continuationIds }: ChoiceTokens): string | null {
  const emptyChoice = continuationIds.findIndex((ids) => ids.length === 0);
  if (emptyChoice >= 0) return `choice ${emptyChoice} adds no tokens after the context`;
  const longest = Math.max(...continuationIds.map((ids) => ids.length));
  if (prefixIds.length + longest > model.maxContext) return `context + choice is ${prefixIds.length + longest} tokens, over the model's ${model.maxContext}`;
  return null;
}

function itemSide(item: CapabilityItem, { continuationIds }: ChoiceTokens, results: readonly ContinuationScore[]): CapabilitySide {
  const logliks = results.map((r) => r.sumLogprob);
  const normalised = logliks.map((value, i) => value / utf8Length(item.choices[i] ?? ''));
  const predicted = argmax(logliks);
  const predictedNorm = argmax(normalised);
  return {
    logliks,
    tokenCounts: continuationIds.map((ids) => ids.length),
    predicted,
    predictedNorm,
    correct: predicted === item.answer,
    correctNorm: predictedNorm === item.answer,
    correctLoglik: logliks[item.answer] ?? Number.NaN,
    correctIsGreedy: results[item.answer]?.isGreedy ?? false,
  };
}

function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? -Infinity) > (values[best] ?? -Infinity)) best = i;
  return best;
}
