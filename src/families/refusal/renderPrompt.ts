/** How a refusal prompt becomes token ids (docs/ARCHITECTURE.md §4, refusal). */
import type { TextTokenizer } from '../../model/index.js';

/** A prompt as the model sees it. */
export interface RenderedPrompt {
  readonly text: string;
  readonly ids: readonly number[];
  /** Whether the tokenizer's chat template was used (else the plain fallback). */
  readonly chatTemplate: boolean;
}

/**
 * Render with the tokenizer's chat template (add_generation_prompt) when it has one; such
 * templates write their own special tokens, so the text is encoded without adding more.
 * Otherwise the documented fallback `User: …\nAssistant:` with a plain encode.
 */
export function renderPrompt(tokenizer: TextTokenizer, prompt: string, systemPrompt?: string): RenderedPrompt {
  const chat = tokenizer.renderChat(prompt, systemPrompt);
  if (chat !== null) return { text: chat, ids: tokenizer.encodeRaw(chat), chatTemplate: true };
  const system = systemPrompt === undefined ? '' : `System: ${systemPrompt}\n`;
  const text = `${system}User: ${prompt}\nAssistant:`;
  return { text, ids: tokenizer.encode(text), chatTemplate: false };
}
