/** Batched decoding with left padding, as transformers' generate does it: greedy, or sampled with one uniform stream per prompt. */
import { InvalidInputError } from '../../errors/index.js';
import { NonFiniteLogitsError } from './tokenLogprob.js';
import { decodeWithCache } from './decodeWithCache.js';
import { decodeWithoutCache } from './decodeWithoutCache.js';
import type { DecodeContext, DecodeRow, GenerationLimits } from './decodeSlot.js';
import { generationBatchSize } from './generationBatchSize.js';
import type { SessionRunner } from './sessionRunner.js';
import { tokenPicker } from './tokenPicker.js';
import type { GenerateOptions, Generation } from '../types.js';

export type { GenerationLimits } from './decodeSlot.js';

/**
 * Continuations of `prompts`, in prompt order, by continuous batching: prompts are taken longest
 * first (similar lengths decode side by side, little padding) into a batch of `batchSize` rows
 * (default: generationBatchSize, from the memory of the KV cache), and a waiting prompt takes the
 * slot of a row that stopped (EOS or its cap). A prompt that would overflow maxContext stops when
 * the context is full. `onGenerated` hears each prompt as soon as it stops. Which rows share a pass
 * changes a logit's last bits, never a token beyond what a near tie allows (docs/concepts/lossless-changes.md);
 * sampled tokens draw from each prompt's own stream. Throws InvalidInputError for an empty prompt,
 * a prompt longer than maxContext, an id outside the logits width, bad options, or NaN/Inf logits
 * in an active row.
 */
export async function generateReplies(
  runner: SessionRunner,
  limits: GenerationLimits,
  prompts: readonly (readonly number[])[],
  options: GenerateOptions,
): Promise<Generation[]> {
  if (!Number.isInteger(options.maxNewTokens) || options.maxNewTokens < 0)
    throw new InvalidInputError(`generateReplies: maxNewTokens must be a non-negative integer, got ${options.maxNewTokens}`);
  const given = options.batchSize;
  if (given !== undefined && (!Number.isInteger(given) || given < 1))
    throw new InvalidInputError(`generateReplies: batchSize must be a positive integer, got ${given}`);
  const sampling = options.sampling;
  if (sampling !== undefined) {
    const { temperature, topK, topP } = sampling;
    if (!(temperature > 0 && Number.isFinite(temperature))) throw new InvalidInputError(`generate: temperature must be a positive number, got ${temperature}`);
    if (!Number.isInteger(topK) || topK < 0) throw new InvalidInputError(`generate: topK must be a non-negative integer (0 = no limit), got ${topK}`);
    if (!(topP > 0 && topP <= 1)) throw new InvalidInputError(`generate: topP must be in (0, 1], got ${topP}`);
  }
  const rows: DecodeRow[] = prompts.map((prompt, index) => {
    checkPrompt(limits, prompt, index);
    return { index, prompt, cap: Math.min(options.maxNewTokens, limits.maxContext - prompt.length + 1) };
  });
  const queue = [...rows].sort((a, b) => b.prompt.length - a.prompt.length || a.index - b.index);
  const longest = queue[0]?.prompt.length ?? 0;
  const results = new Array<Generation>(prompts.length);
  const context: DecodeContext = {
    runner,
    limits,
    eos: new Set(options.eosIds),
    pick: tokenPicker(options, limits.logitsWidth),
    batchSize: given ?? generationBatchSize(runner.signature.kv, longest + options.maxNewTokens),
    ...(options.stopAfter === undefined ? {} : { stopAfter: options.stopAfter }),
    finish: (slot) => {
      const generation: Generation = {
        ids: slot.generated,
        stoppedAtEos: slot.stoppedAtEos,
        ...(sampling === undefined ? { topGaps: slot.gaps, largestLogit: slot.largestLogit } : {}),
      };
      results[slot.row.index] = generation;
      options.onGenerated?.(slot.row.index, generation);
    },
  };
  try {
    await (runner.signature.kv === null ? decodeWithoutCache(context, queue) : decodeWithCache(context, queue));
  } catch (error) {
    throw await paddingDiagnosis(error, runner, limits, prompts, options, context.batchSize);
  }
  return results;
}

/**
 * A graph whose attention mask puts -Infinity (not the dtype's minimum, as transformers does) on
 * padded positions turns a left-padded row with no visible position into a softmax over nothing,
 * NaN, which the next layer spreads into the real rows: the logits are NaN only beside a longer
 * prompt. When a prompt's non-finite row came from a padded batch and the prompt alone decodes
 * finite, say so instead of blaming the weights (docs/reference/hostile-inputs.md, "Issue 50's cases").
 */
async function paddingDiagnosis(
  error: unknown,
  runner: SessionRunner,
  limits: GenerationLimits,
  prompts: readonly (readonly number[])[],
  options: GenerateOptions,
  batchSize: number,
): Promise<unknown> {
  if (!(error instanceof NonFiniteLogitsError) || error.promptIndex === undefined || batchSize < 2 || prompts.length < 2) return error;
  const prompt = prompts[error.promptIndex]!;
  try {
    const { onGenerated: _heard, stopAfter: _stop, ...alone } = options;
    await generateReplies(runner, limits, [prompt], { ...alone, batchSize: 1 });
  } catch {
    return error;
  }
  return new InvalidInputError(
    `${limits.onnxFile}: ${error.found === null || Number.isNaN(error.found.value) ? 'NaN' : 'infinite'} logits at position ${error.position} of prompt ${error.promptIndex} only when it shares a left-padded batch with other prompts; alone it decodes finite. The graph's attention mask is -Infinity on padded positions (a padded row that sees nothing softmaxes to NaN and spreads), not broken weights`,
    "Re-export the model with a finite mask value (the dtype's minimum, torch.finfo(dtype).min, as transformers builds it); tunegate batches prompts of different lengths with left padding, as transformers' generate does.",
  );
}

function checkPrompt(limits: GenerationLimits, prompt: readonly number[], index: number): void {
  if (prompt.length === 0) throw new InvalidInputError(`generateReplies: prompt ${index} is empty`, 'Render the prompt to at least one token.');
  if (prompt.length > limits.maxContext) {
    throw new InvalidInputError(
      `${limits.onnxFile}: prompt ${index} has ${prompt.length} tokens, more than the model's context of ${limits.maxContext}`,
      'Shorten the prompt or skip the item.',
    );
  }
  for (const id of prompt) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(
        `${limits.onnxFile}: token id ${id} in prompt ${index} is outside the model's vocabulary [0, ${limits.logitsWidth})`,
        "Encode the text with this model's own tokenizer.",
      );
    }
  }
}
