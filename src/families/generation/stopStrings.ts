/** Stop strings as lm-eval v0.4.6 applies them to a generated reply (docs/reference/tasks.md, generative tasks). */
import type { TextTokenizer } from '../../model/index.js';

/**
 * The rule that stops a row once one of `until` appears in its generated text, as lm-eval's
 * MultiTokenEOSCriteria checks it: for each stop string, decode (special tokens kept) the last
 * len(encode(stop)) + 2 generated tokens and look for the string. Checking only that window
 * is what lm-eval does at batch size 1, so a row stops at the same token.
 */
export function stopRule(tokenizer: TextTokenizer, until: readonly string[]): ((generated: readonly number[]) => boolean) | undefined {
  const windows = until.filter((stop) => stop.length > 0).map((stop) => ({ stop, tokens: tokenizer.encodeRaw(stop).length + 2 }));
  if (windows.length === 0) return undefined;
  return (generated) => windows.some(({ stop, tokens }) => tokenizer.decode(generated.slice(-tokens), { skipSpecialTokens: false }).includes(stop));
}

/** lm-eval's post-hoc cut: for each non-empty stop string in order, keep what precedes its first occurrence. */
export function cutAtStops(text: string, until: readonly string[]): string {
  let reply = text;
  for (const stop of until) if (stop.length > 0) reply = reply.split(stop)[0]!;
  return reply;
}

/** The stop strings of a reply: the task's `until` and, as lm-eval's HF backend adds it, the model's EOS token as text. */
export function untilWithEos(tokenizer: TextTokenizer, until: readonly string[]): string[] {
  const eos = tokenizer.eosIds[0];
  const eosText = eos === undefined ? '' : tokenizer.decode([eos], { skipSpecialTokens: false });
  return eosText === '' || until.includes(eosText) ? [...until] : [...until, eosText];
}
