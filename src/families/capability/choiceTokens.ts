/** lm-evaluation-harness's token rule for log-likelihood requests (docs/ARCHITECTURE.md §4, capability). */
import { renderLmEvalChat, type ChatTurn, type TextTokenizer } from '../../model/index.js';
import type { CapabilityItem } from './item.js';

/** Token ids of one item: the shared scored prefix and one continuation per choice. */
export interface ChoiceTokens {
  /** BOS (when asked for and the tokenizer adds one, or for an empty context) ++ encode(context). */
  readonly prefixIds: readonly number[];
  /** whole[len(ctx):] per continuation, where whole = encode(context + continuation). */
  readonly continuationIds: readonly (readonly number[])[];
}

/** How a context starts: with the tokenizer's BOS when its post-processor adds one (suites), or bare as lm-eval's HFLM encodes it (benchmark tasks). */
export interface ChoiceTokenOptions {
  readonly prependBos: boolean;
}

/**
 * Split an item into prefix and continuations exactly as lm-eval does: trailing whitespace
 * of the context moves to the front of every continuation, `ctx = encode(context)`,
 * `whole = encode(context + continuation)`, continuation = `whole[len(ctx):]`. Encodes without
 * special tokens and prepends BOS itself, so a post-processor's BOS is counted once. lm-eval's
 * HFLM encodes a causal model's text without special tokens and starts an empty context with its
 * prefix token (BOS, else EOS): `prependBos: false` does the same.
 */
export function choiceTokens(
  tokenizer: TextTokenizer,
  context: string,
  continuations: readonly string[],
  options: ChoiceTokenOptions = { prependBos: true },
): ChoiceTokens {
  const trimmed = context.replace(/\s+$/u, '');
  const movedWhitespace = context.slice(trimmed.length);
  const contextIds = trimmed === '' ? [] : tokenizer.encodeRaw(trimmed);
  const continuationIds = continuations.map((continuation) => {
    const whole = tokenizer.encodeRaw(trimmed + movedWhitespace + continuation);
    return whole.slice(contextIds.length);
  });
  const emptyStart = contextIds.length === 0 ? (tokenizer.bosId ?? tokenizer.eosIds[0] ?? null) : null;
  const start = options.prependBos ? (tokenizer.bosId ?? emptyStart) : emptyStart;
  const prefixIds = start === null ? contextIds : [start, ...contextIds];
  return { prefixIds, continuationIds };
}

/** Bytes of a string in UTF-8: the acc_norm denominator of suite items. */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Characters of a string as Python's len counts them (code points): lm-eval's acc_norm denominator. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * An item's tokens by its own rule: a suite line scores `context + choice` after the tokenizer's
 * BOS; a benchmark document scores `context + targetDelimiter + choice` with no BOS, as lm-eval does,
 * its context under --apply-chat-template being its messages rendered by this tokenizer's template.
 */
export function itemTokens(tokenizer: TextTokenizer, item: CapabilityItem): ChoiceTokens {
  const task = item.task;
  if (task === undefined) return choiceTokens(tokenizer, item.context, item.choices);
  return choiceTokens(
    tokenizer,
    task.chat === undefined ? item.context : renderedChat(tokenizer, task.chat),
    item.choices.map((choice) => task.targetDelimiter + choice),
    { prependBos: false },
  );
}

/** The acc_norm denominator of an item: characters for a benchmark document (lm-eval's len), UTF-8 bytes for a suite line. */
export function choiceLength(item: Pick<CapabilityItem, 'task'>): (text: string) => number {
  return item.task === undefined ? utf8Length : codePointLength;
}

/** Rendered conversations by tokenizer: noise checks, work estimates and scoring all tokenize the same items. */
const renderings = new WeakMap<TextTokenizer, WeakMap<readonly ChatTurn[], string>>();

/** lm-eval's HFLM.apply_chat_template of `chat` with this tokenizer's template, once per tokenizer and conversation. */
function renderedChat(tokenizer: TextTokenizer, chat: readonly ChatTurn[]): string {
  let byChat = renderings.get(tokenizer);
  if (byChat === undefined) renderings.set(tokenizer, (byChat = new WeakMap()));
  let text = byChat.get(chat);
  if (text === undefined) byChat.set(chat, (text = renderLmEvalChat(tokenizer, chat)));
  return text;
}
