/** How a generative task's prompt becomes the token ids a model reads (docs/reference/generation.md). */
import { renderLmEvalChat, type LanguageModel } from '../../model/index.js';
import type { TaskPrompt } from '../../tasks/index.js';

/** A prompt as one model reads it. */
export interface RenderedTaskPrompt {
  /** The text of the ids kept: the rendered prompt, less any left-truncated tokens. */
  readonly text: string;
  readonly ids: readonly number[];
  /** Tokens cut from the left so that max_gen_toks fit the context. */
  readonly truncatedTokens: number;
}

/**
 * Render `prompt` as lm-eval v0.4.6's HF backend does for generate_until: a chat prompt through
 * the model's chat template with the generation prompt added (its retry without system turns
 * included), then every prompt encoded with no special tokens added (lm-eval's causal-LM
 * default), and left-truncated to the model's context less `maxGenToks` (its `max_ctx_len`).
 * Throws InvalidInputError for a chat prompt and a model with no chat template. The caller skips
 * a context not longer than `maxGenToks` before calling.
 */
export function renderTaskPrompt(model: Pick<LanguageModel, 'tokenizer' | 'maxContext'>, prompt: TaskPrompt, maxGenToks: number): RenderedTaskPrompt {
  const text = prompt.kind === 'text' ? prompt.text : renderLmEvalChat(model.tokenizer, prompt.messages);
  const ids = model.tokenizer.encodeRaw(text);
  const budget = model.maxContext - maxGenToks;
  if (ids.length <= budget) return { text, ids, truncatedTokens: 0 };
  const kept = ids.slice(ids.length - budget);
  return { text: model.tokenizer.decode(kept, { skipSpecialTokens: false }), ids: kept, truncatedTokens: ids.length - budget };
}
