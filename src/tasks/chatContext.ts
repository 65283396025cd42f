/**
 * A document's prompt as lm-eval v0.4.6's ConfigurableTask.fewshot_context builds it
 * (lm_eval/api/task.py, with ContextSampler.get_context / get_chat_context of
 * lm_eval/api/samplers.py): one string, or with --apply_chat_template the messages the model's
 * chat template renders (docs/reference/tasks.md, "Chat templates"). Pure: no model, no files.
 */
import type { ChatMessage, ChatPromptOptions, TaskPrompt } from './generationTypes.js';

/** One few-shot example: doc_to_text of its document, and the text of its target (doc_to_choice[gold] for a multiple-choice task). */
export interface FewshotExample {
  readonly text: string;
  readonly target: string;
}

/** What a document's prompt is made of. */
export interface FewshotContextInput {
  /** The task's description rendered for this document; '' when it has none. */
  readonly description: string;
  readonly numFewshot: number;
  /**
   * One sampler draw for this document (one `sampler.sample` call, the evaluated document
   * already dropped). Called as often as lm-eval calls it: once, or twice under a chat template
   * without multiturn (get_chat_context draws, then get_context draws again), so a random sampler's
   * state moves on as lm-eval's does. Not called when numFewshot is 0.
   */
  readonly sample: () => readonly FewshotExample[];
  /** doc_to_text(doc). */
  readonly docText: string;
  readonly targetDelimiter: string;
  readonly fewshotDelimiter: string;
}

/** Plain prompts: no system instruction, no chat template (lm-eval's defaults). */
export const PLAIN_PROMPTS: ChatPromptOptions = { applyChatTemplate: false, fewshotAsMultiturn: false };

/**
 * fewshot_context: the system prompt (system instruction, fewshot delimiter, description — or
 * either alone), then the few-shot examples, then the document. Without a chat template it is one
 * string; with one, a system turn, the examples (one user turn, or user/assistant pairs with
 * fewshotAsMultiturn) and the document as the next user turn, or appended to the last user turn.
 */
export function fewshotContext(input: FewshotContextInput, options: ChatPromptOptions): TaskPrompt {
  const systemPrompt = systemPromptOf(input.description, options.systemInstruction, input.fewshotDelimiter);
  if (!options.applyChatTemplate) {
    const shots = input.numFewshot > 0 ? fewshotBlock(input.sample(), input) : '';
    return { kind: 'text', text: systemPrompt + shots + input.docText };
  }
  return { kind: 'chat', messages: chatFewshotMessages(input, systemPrompt, options.fewshotAsMultiturn) };
}

/** lm-eval: `f"{system_instruction}{fewshot_delimiter}{description}"` when both are set, else whichever is; the instruction counts when given at all, even empty. */
export function systemPromptOf(description: string, systemInstruction: string | undefined, fewshotDelimiter: string): string {
  if (systemInstruction !== undefined && description !== '') return `${systemInstruction}${fewshotDelimiter}${description}`;
  if (systemInstruction !== undefined) return systemInstruction;
  return description;
}

/** The chat branch of fewshot_context: the messages before the chat template renders them. */
export function chatFewshotMessages(input: FewshotContextInput, systemPrompt: string, fewshotAsMultiturn: boolean): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (systemPrompt !== '') messages.push({ role: 'system', content: systemPrompt });
  if (input.numFewshot > 0) messages.push(...chatContext(input, fewshotAsMultiturn));
  appendTargetQuestion(messages, input.docText, fewshotAsMultiturn);
  return messages;
}

/**
 * get_chat_context: it draws the examples itself; with multiturn each becomes a user turn and an
 * assistant turn (its target), otherwise it discards its draw and get_context draws again for one
 * user turn holding the few-shot block.
 */
function chatContext(input: FewshotContextInput, fewshotAsMultiturn: boolean): ChatMessage[] {
  const drawn = input.sample();
  if (fewshotAsMultiturn) {
    return drawn.flatMap((example): ChatMessage[] => [
      { role: 'user', content: example.text },
      { role: 'assistant', content: example.target },
    ]);
  }
  return [{ role: 'user', content: fewshotBlock(input.sample(), input) }];
}

/** get_context: each example's text, then (when its target is not empty) the target delimiter, the target and the fewshot delimiter. */
function fewshotBlock(examples: readonly FewshotExample[], input: Pick<FewshotContextInput, 'targetDelimiter' | 'fewshotDelimiter'>): string {
  return examples.map((example) => example.text + (example.target === '' ? '' : input.targetDelimiter + example.target + input.fewshotDelimiter)).join('');
}

/**
 * append_target_question: a new user turn with multiturn, after no message or after the system
 * turn; otherwise appended to the last (user) turn, so two user turns never follow each other.
 */
function appendTargetQuestion(messages: ChatMessage[], question: string, fewshotAsMultiturn: boolean): void {
  const last = messages[messages.length - 1];
  if (fewshotAsMultiturn || last === undefined || last.role === 'system') {
    messages.push({ role: 'user', content: question });
    return;
  }
  messages[messages.length - 1] = { role: last.role, content: last.content + question };
}
