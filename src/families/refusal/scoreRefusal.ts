/** Refusal scorer: one model's greedy replies to every prompt, classified by pattern. */
import type { LanguageModel } from '../../model/index.js';
import type { RefusalSide } from '../../results/types.js';
import type { RefusalItem } from './item.js';
import { classifyRefusal } from './classifier.js';
import type { RefusalPattern } from './patterns.js';
import { renderPrompt } from './renderPrompt.js';

/** Options of one model's refusal run. */
export interface ScoreRefusalOptions {
  readonly patterns: readonly RefusalPattern[];
  readonly maxNewTokens: number;
  readonly systemPrompt?: string;
  readonly batchSize?: number;
}

/** One model's reply per item, or why the item could not be run. */
export type RefusalScore = { readonly side: RefusalSide } | { readonly skipped: string };

/**
 * Generate greedily for every prompt (batched, KV cache, stop at the tokenizer's EOS ids),
 * decode without special tokens and classify the reply. Prompts that leave no room for
 * `maxNewTokens` inside the model's context are skipped with a reason.
 */
export async function scoreRefusal(model: LanguageModel, items: readonly RefusalItem[], options: ScoreRefusalOptions): Promise<RefusalScore[]> {
  const rendered = items.map((item) => renderPrompt(model.tokenizer, item.prompt, options.systemPrompt));
  const runnable = rendered.flatMap((prompt, index) => (prompt.ids.length + options.maxNewTokens <= model.maxContext ? [index] : []));
  const generations = await model.generateGreedy(
    runnable.map((index) => rendered[index]?.ids ?? []),
    { maxNewTokens: options.maxNewTokens, eosIds: model.tokenizer.eosIds, ...(options.batchSize ? { batchSize: options.batchSize } : {}) },
  );
  const scores: RefusalScore[] = rendered.map((prompt) => ({
    skipped: `prompt is ${prompt.ids.length} tokens; with ${options.maxNewTokens} new tokens it exceeds the model's ${model.maxContext}`,
  }));
  runnable.forEach((itemIndex, generationIndex) => {
    const generation = generations[generationIndex];
    const prompt = rendered[itemIndex];
    if (!generation || !prompt) return;
    const text = model.tokenizer.decode(generation.ids, { skipSpecialTokens: true });
    const verdict = classifyRefusal(text, options.patterns);
    scores[itemIndex] = {
      side: {
        renderedPrompt: prompt.text,
        text,
        generatedTokens: generation.ids.length,
        stoppedAtEos: generation.stoppedAtEos,
        refused: verdict.refused,
        match: verdict.match,
      },
    };
  });
  return scores;
}
