/** lm-evaluation-harness's token rule for log-likelihood requests (docs/ARCHITECTURE.md §4, capability). */
import type { TextTokenizer } from '../../model/index.js';

/** Token ids of one item: the shared scored prefix and one continuation per choice. */
export interface ChoiceTokens {
  /** BOS (when the tokenizer adds one, or for an empty context) ++ encode(context). */
  readonly prefixIds: readonly number[];
  /** whole[len(ctx):] per choice, where whole = encode(context + choice). */
  readonly continuationIds: readonly (readonly number[])[];
}

/**
 * Split an item into prefix and continuations exactly as lm-eval does: trailing whitespace
 * of the context moves to the front of every continuation, `ctx = encode(context)`,
 * `whole = encode(context + choice)`, continuation = `whole[len(ctx):]`. Encodes without
 * special tokens and prepends BOS itself, so a post-processor's BOS is counted once.
 */
export function choiceTokens(tokenizer: TextTokenizer, context: string, choices: readonly string[]): ChoiceTokens {
  const trimmed = context.replace(/\s+$/u, '');
  const movedWhitespace = context.slice(trimmed.length);
  const contextIds = trimmed === '' ? [] : tokenizer.encodeRaw(trimmed);
  const continuationIds = choices.map((choice) => {
    const whole = tokenizer.encodeRaw(trimmed + movedWhitespace + choice);
    return whole.slice(contextIds.length);
  });
  const start = tokenizer.bosId ?? (contextIds.length === 0 ? (tokenizer.eosIds[0] ?? null) : null);
  const prefixIds = start === null ? contextIds : [start, ...contextIds];
  return { prefixIds, continuationIds };
}

/** Bytes of a string in UTF-8: the acc_norm denominator. */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
