/** Capability scorer: one model's log-likelihoods for every choice of every item. */
import type { ContinuationRequest, ContinuationScore, LanguageModel } from '../../model/index.js';
import type { CapabilitySide } from '../../results/types.js';
import type { CapabilityItem } from './item.js';
import { choiceLength, itemTokens, type ChoiceTokens } from './choiceTokens.js';
import { mc2Mass } from './mc2Mass.js';

/** One model's scores per item, or why the item could not be scored. */
export type CapabilityScore = { readonly side: CapabilitySide } | { readonly skipped: string };

/** The model requests that score one item: one shared context, or (when truncated) one per choice. */
type ItemRequests = { readonly requests: readonly ContinuationRequest[] } | { readonly skipped: string };

/**
 * Score every item with one model, in item order. All scorable items go to the model at once
 * (its scoreContinuations batches contexts of similar length, computes a prefix shared by several
 * contexts once — a few-shot block — and each context's KV cache serves all its choices).
 * Prediction ties go to the lowest index, as numpy's argmax does in lm-eval.
 * `onScore` hears each item (index into `items`), in order, once the batch has finished.
 */
export async function scoreCapability(
  model: LanguageModel,
  items: readonly CapabilityItem[],
  onScore: (index: number, score: CapabilityScore) => void = () => {},
): Promise<CapabilityScore[]> {
  const tokens = items.map((item) => itemTokens(model.tokenizer, item));
  const planned = items.map((item, i): ItemRequests => itemRequests(model.maxContext, item, tokens[i]!));
  const flat = planned.flatMap((plan) => ('requests' in plan ? plan.requests : []));
  const results = await model.scoreContinuations(flat);
  let next = 0;
  const scores = items.map((item, i): CapabilityScore => {
    const plan = planned[i]!;
    if ('skipped' in plan) return plan;
    const taken = results.slice(next, next + plan.requests.length);
    next += plan.requests.length;
    // One request holds every choice; a truncated item has one request, of one choice, per choice.
    const perChoice = taken.length === 1 ? taken[0]! : taken.map((scored) => scored[0]!);
    const side = itemSide(item, tokens[i]!, perChoice);
    // The prompt tokens the longest choice's request lost (truncated items have a request per choice).
    const cut = tokens[i]!.prefixIds.length - Math.min(...plan.requests.map((request) => request.contextIds.length));
    return { side: cut > 0 ? { ...side, truncatedTokens: cut } : side };
  });
  scores.forEach((score, i) => onScore(i, score));
  return scores;
}

/**
 * How an item reaches the model. A suite line that does not fit the context is skipped. A benchmark
 * document is truncated as lm-eval's HFLM truncates it: each choice keeps the last maxContext + 1
 * tokens of context ++ continuation (the last token is never fed), so a choice of another length
 * keeps another share of the context, and then each choice is its own request.
 */
function itemRequests(maxContext: number, item: CapabilityItem, { prefixIds, continuationIds }: ChoiceTokens): ItemRequests {
  // A few leaderboard_bbh documents' targets are none of their choices (docs/reference/tasks.md): lm-eval scores them wrong for every model.
  if (item.answer < 0) return { skipped: 'its target is none of its choices, so lm-eval counts it wrong for every model and it cannot tell two apart' };
  const emptyChoice = continuationIds.findIndex((ids) => ids.length === 0);
  if (emptyChoice >= 0) return { skipped: `choice ${emptyChoice} adds no tokens after the context` };
  const longest = Math.max(...continuationIds.map((ids) => ids.length));
  if (item.task === undefined) {
    if (prefixIds.length + longest > maxContext) return { skipped: `context + choice is ${prefixIds.length + longest} tokens, over the model's ${maxContext}` };
    return { requests: [{ contextIds: prefixIds, continuations: continuationIds }] };
  }
  if (longest >= maxContext) return { skipped: `a choice is ${longest} tokens, not shorter than the model's context of ${maxContext}` };
  if (prefixIds.length + longest <= maxContext + 1) return { requests: [{ contextIds: prefixIds, continuations: continuationIds }] };
  return {
    requests: continuationIds.map((ids) => ({
      contextIds: prefixIds.slice(Math.max(0, prefixIds.length + ids.length - (maxContext + 1))),
      continuations: [ids],
    })),
  };
}

function itemSide(item: CapabilityItem, { continuationIds }: ChoiceTokens, results: readonly ContinuationScore[]): CapabilitySide {
  const logliks = results.map((r) => r.sumLogprob);
  // lm-eval divides by the choice's characters (its len()); suite lines by their UTF-8 bytes (docs/concepts/what-is-measured.md).
  const length = choiceLength(item);
  const normalised = logliks.map((value, i) => value / length(item.choices[i] ?? ''));
  const predicted = argmax(logliks);
  const predictedNorm = argmax(normalised);
  const trueChoices = item.task?.trueChoices;
  return {
    logliks,
    tokenCounts: continuationIds.map((ids) => ids.length),
    predicted,
    predictedNorm,
    correct: predicted === item.answer,
    correctNorm: predictedNorm === item.answer,
    correctLoglik: logliks[item.answer] ?? Number.NaN,
    correctIsGreedy: results[item.answer]?.isGreedy ?? false,
    ...(trueChoices === undefined ? {} : { mc2: mc2Mass(logliks, trueChoices) }),
  };
}

function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? -Infinity) > (values[best] ?? -Infinity)) best = i;
  return best;
}
