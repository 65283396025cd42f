/**
 * The cost of refusal generation on a model without a KV cache: every new token recomputes
 * the whole sequence, so the work grows with prompt × new tokens instead of prompt + new tokens.
 */
import type { LanguageModel } from '../../model/index.js';
import { formatCount } from '../../format/index.js';

/** Token positions a greedy run computes, with and without a KV cache. */
export interface GenerationWork {
  readonly cached: number;
  readonly uncached: number;
}

/**
 * Positions for prompts of `promptLengths` tokens and up to `newTokens` new tokens each: with a
 * cache the prompt once plus one position per later token (p + n − 1); without, step t runs
 * p + t positions, Σ_{t<n} (p + t) = n·p + n(n − 1)/2.
 */
export function generationWork(promptLengths: readonly number[], newTokens: number): GenerationWork {
  let cached = 0;
  let uncached = 0;
  for (const p of promptLengths) {
    cached += p + newTokens - 1;
    uncached += newTokens * p + (newTokens * (newTokens - 1)) / 2;
  }
  return { cached, uncached };
}

/**
 * One warning for `model` (named `side`) when it has no KV cache: the work ratio over `epochs`
 * generations per prompt; null when the model has a cache or no prompt runs. It names no time:
 * an estimate from one timed pass was off by up to 50× on the demo's count models (the first
 * pass pays the session's warm-up), and the progress line's ETA measures the real cost.
 */
export function noCacheWarning(side: string, model: LanguageModel, promptIds: readonly (readonly number[])[], newTokens: number, epochs = 1): string | null {
  if (model.info.signature.kvCache) return null;
  const runnable = promptIds.filter((ids) => ids.length + newTokens <= model.maxContext);
  if (runnable.length === 0) return null;
  const work = generationWork(
    runnable.map((ids) => ids.length),
    newTokens,
  );
  const ratio = work.uncached / work.cached;
  return (
    `the ${side} model has no KV cache, so refusal generation recomputes the whole sequence for every new token: ` +
    `about ${ratio.toFixed(1)}× the work of a cached model (${formatCount(work.uncached * epochs)} token positions instead of ${formatCount(work.cached * epochs)}) ` +
    `for ${formatCount(runnable.length)} prompts${epochs > 1 ? ` × ${epochs} samples` : ''} × up to ${newTokens} new tokens; export the model with its KV cache to avoid it`
  );
}
