/** Capability scorer: one model's log-likelihoods for every choice of every item. */
import type { LanguageModel } from '../../model/index.js';
import type { CapabilitySide } from '../../results/types.js';
import type { CapabilityItem } from './item.js';
import { choiceTokens, utf8Length } from './choiceTokens.js';

/** One model's scores per item, or why the item could not be scored. */
export type CapabilityScore = { readonly side: CapabilitySide } | { readonly skipped: string };

/**
 * Score every item with one model. The context runs once and its KV cache serves all
 * choices (the runtime's continuationLogprobs). Prediction ties go to the lowest index,
 * as numpy's argmax does in lm-eval. `onScore` hears each item as it finishes (index into `items`).
 */
export async function scoreCapability(
  model: LanguageModel,
  items: readonly CapabilityItem[],
  onScore: (index: number, score: CapabilityScore) => void = () => {},
): Promise<CapabilityScore[]> {
  const scores: CapabilityScore[] = [];
  for (const item of items) {
    const score = await scoreItem(model, item);
    onScore(scores.length, score);
    scores.push(score);
  }
  return scores;
}

async function scoreItem(model: LanguageModel, item: CapabilityItem): Promise<CapabilityScore> {
  const { prefixIds, continuationIds } = choiceTokens(model.tokenizer, item.context, item.choices);
  const emptyChoice = continuationIds.findIndex((ids) => ids.length === 0);
  if (emptyChoice >= 0) return { skipped: `choice ${emptyChoice} adds no tokens after the context` };
  const longest = Math.max(...continuationIds.map((ids) => ids.length));
  if (prefixIds.length + longest > model.maxContext) {
    return { skipped: `context + choice is ${prefixIds.length + longest} tokens, over the model's ${model.maxContext}` };
  }
  const results = await model.continuationLogprobs(prefixIds, continuationIds);
  const logliks = results.map((r) => r.sumLogprob);
  const normalised = logliks.map((value, i) => value / utf8Length(item.choices[i] ?? ''));
  const predicted = argmax(logliks);
  const predictedNorm = argmax(normalised);
  return {
    side: {
      logliks,
      tokenCounts: continuationIds.map((ids) => ids.length),
      predicted,
      predictedNorm,
      correct: predicted === item.answer,
      correctNorm: predictedNorm === item.answer,
      correctLoglik: logliks[item.answer] ?? Number.NaN,
      correctIsGreedy: results[item.answer]?.isGreedy ?? false,
    },
  };
}

function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? -Infinity) > (values[best] ?? -Infinity)) best = i;
  return best;
}
