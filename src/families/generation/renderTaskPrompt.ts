/** How a generative task's prompt becomes the token ids a model reads (docs/reference/tasks.md, generative tasks). */
import { UsageError } from '../../errors/index.js';
import type { LanguageModel } from '../../model/index.js';
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
 * the model's chat template with the generation prompt added, then every prompt encoded with no
 * special tokens added (lm-eval's causal-LM default), and left-truncated to the model's context
 * less `maxGenToks` (its `max_ctx_len`). Throws UsageError for a chat prompt and a model with no
 * chat template. The caller refuses a budget below one token before calling.
 */
export function renderTaskPrompt(model: Pick<LanguageModel, 'tokenizer' | 'maxContext' | 'info'>, prompt: TaskPrompt, maxGenToks: number): RenderedTaskPrompt {
  const text = prompt.kind === 'text' ? prompt.text : renderChat(model, prompt.messages);
  const ids = model.tokenizer.encodeRaw(text);
  const budget = model.maxContext - maxGenToks;
  if (ids.length <= budget) return { text, ids, truncatedTokens: 0 };
  const kept = ids.slice(ids.length - budget);
  return { text: model.tokenizer.decode(kept, { skipSpecialTokens: false }), ids: kept, truncatedTokens: ids.length - budget };
}

function renderChat(model: Pick<LanguageModel, 'tokenizer' | 'info'>, messages: Extract<TaskPrompt, { kind: 'chat' }>['messages']): string {
  const text = model.tokenizer.renderMessages(messages, { addGenerationPrompt: true });
  if (text === null)
    throw new UsageError(
      `--apply-chat-template: ${model.info.path} has no chat template`,
      'Leave out --apply-chat-template for a base model, or give the model folder a tokenizer_config.json with a chat_template.',
    );
  return text;
}
