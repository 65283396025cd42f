/** A conversation rendered as lm-eval v0.4.6's Hugging Face backend renders it under --apply_chat_template (docs/reference/tasks.md, "Chat templates"). */
import { InvalidInputError } from '../../errors/index.js';
import type { ChatTurn, TextTokenizer } from '../types.js';

/** A chat template that failed to render: its own raise_exception, a syntax error, a construct the renderer lacks. */
export class ChatTemplateError extends InvalidInputError {
  constructor(
    readonly dir: string,
    readonly reason: string,
  ) {
    super(
      `${dir}: the chat template failed to render: ${reason}`,
      "The tokenizer's chat template rejected the conversation (e.g. it takes no system turn, or wants roles to alternate); fix its chat_template.jinja or tokenizer_config.json's chat_template, or drop --system-instruction / --fewshot-as-multiturn.",
    );
  }
}

/**
 * lm-eval's HFLM.apply_chat_template (lm_eval/models/huggingface.py, v0.4.6): the tokenizer's
 * template with add_generation_prompt=True; when the template fails, once more without the system
 * turns (lm-eval catches jinja2's TemplateError and drops every message whose role is "system").
 * Throws InvalidInputError naming the tokenizer's folder when it has no chat template, and
 * ChatTemplateError when the retry fails too.
 */
export function renderLmEvalChat(tokenizer: TextTokenizer, messages: readonly ChatTurn[]): string {
  let rendered: string | null;
  try {
    rendered = tokenizer.renderMessages(messages, { addGenerationPrompt: true });
  } catch (error) {
    if (!(error instanceof ChatTemplateError)) throw error;
    rendered = tokenizer.renderMessages(
      messages.filter((message) => message.role !== 'system'),
      { addGenerationPrompt: true },
    );
  }
  if (rendered === null) {
    throw new InvalidInputError(
      `${tokenizer.dir}: --apply-chat-template, but this tokenizer has no chat template`,
      'Add the model\'s chat template (a chat_template.jinja beside tokenizer.json, or tokenizer_config.json\'s "chat_template"), or drop --apply-chat-template to score plain prompts.',
    );
  }
  return rendered;
}
