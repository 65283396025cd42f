/** How a task's prompt is built and sent: chat turns, the prompt itself, lm-eval's chat flags (docs/reference/tasks.md, "Chat templates"). */

/** One chat turn, as transformers' apply_chat_template takes it. */
export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** A prompt as lm-eval builds it: one string, or (with --apply-chat-template) messages the model's chat template renders. */
export type TaskPrompt = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'chat'; readonly messages: readonly ChatMessage[] };

/** lm-eval's chat flags, as `tunegate compare` takes them. */
export interface ChatPromptOptions {
  readonly applyChatTemplate: boolean;
  readonly fewshotAsMultiturn: boolean;
  /** --system-instruction; absent: none. */
  readonly systemInstruction?: string;
}
