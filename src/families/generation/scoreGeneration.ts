/** One model's answers to generation items: greedy replies with lm-eval's stop and truncation rules, scored by each task's scorer. */
import type { LanguageModel } from '../../model/index.js';
import type { GenerationSide } from '../../results/types.js';
import { scoreReply } from '../../scorers/index.js';
import type { GenerationItem } from './item.js';
import { renderTaskPrompt, type RenderedTaskPrompt } from './renderTaskPrompt.js';
import { cutAtStops, stopRule, untilWithEos } from './stopStrings.js';

/** One model's answer to an item, or why it could not answer. */
export type GenerationScore = { readonly side: GenerationSide } | { readonly skipped: string };

/**
 * Why `model` cannot answer `item` as lm-eval would, or undefined: lm-eval keeps the last
 * (context − max_gen_toks) prompt tokens, which is nothing, or a negative slice that keeps the
 * wrong end, when the context is not longer than max_gen_toks (docs/reference/tasks.md).
 */
export function contextTooShort(model: Pick<LanguageModel, 'maxContext'>, item: GenerationItem): string | undefined {
  const { maxGenToks, task } = item.doc;
  if (model.maxContext > maxGenToks) return undefined;
  return `${task}: the model's context of ${model.maxContext} tokens leaves no room for a prompt beside max_gen_toks ${maxGenToks}`;
}

/**
 * Generate greedily for every item (batched with a KV cache; items of one max_gen_toks share
 * batches) and score each reply. A row stops at the model's EOS, at one of the task's `until`
 * strings (or the EOS string) as lm-eval's stopping criteria see them, or after max_gen_toks
 * tokens; the reply is decoded without special tokens and cut before each stop string, in order,
 * as lm-eval cuts it. `onScore` hears each item (index into `items`) as soon as it is scored.
 */
export async function scoreGeneration(
  model: LanguageModel,
  items: readonly GenerationItem[],
  onScore: (index: number, score: GenerationScore) => void = () => {},
): Promise<GenerationScore[]> {
  const scores: GenerationScore[] = items.map((item) => ({ skipped: contextTooShort(model, item) ?? 'not generated' }));
  const byBudget = new Map<number, number[]>();
  items.forEach((item, index) => {
    if (contextTooShort(model, item) !== undefined) return;
    const group = byBudget.get(item.doc.maxGenToks) ?? [];
    group.push(index);
    byBudget.set(item.doc.maxGenToks, group);
  });
  for (const [maxGenToks, members] of byBudget) {
    const rendered = members.map((index) => renderTaskPrompt(model, items[index]!.doc.prompt, maxGenToks));
    const stops = members.map((index) => untilWithEos(model.tokenizer, items[index]!.doc.until));
    const rules = stops.map((until) => stopRule(model.tokenizer, until));
    await model.generateGreedy(
      rendered.map((prompt) => prompt.ids),
      {
        maxNewTokens: maxGenToks,
        eosIds: model.tokenizer.eosIds,
        stopAfter: (row, generated) => rules[row]?.(generated) === true,
        onGenerated: (row, generation) => {
          const index = members[row]!;
          const item = items[index]!;
          const text = model.tokenizer.decode(generation.ids, { skipSpecialTokens: true });
          const stop = generation.stoppedAtEos ? 'eos' : generation.ids.length >= maxGenToks ? 'max_gen_toks' : 'until';
          const score = { side: answer(item, rendered[row]!, cutAtStops(text, stops[row]!), generation.ids.length, stop) };
          scores[index] = score;
          onScore(index, score);
        },
      },
    );
  }
  return scores;
}

function answer(item: GenerationItem, prompt: RenderedTaskPrompt, reply: string, generatedTokens: number, stop: GenerationSide['stop']): GenerationSide {
  const scored = scoreReply(item.scorer, reply, item.doc.reference);
  return {
    renderedPrompt: prompt.text,
    promptTokens: prompt.ids.length,
    truncatedTokens: prompt.truncatedTokens,
    reply,
    generatedTokens,
    stop,
    filtered: scored.filtered,
    metrics: scored.metrics,
  };
}
