/**
 * Scripted replies of forged models: validation of ForgeSpec.scriptedReply and the table of
 * (current token → boosted next token) transitions the graph applies once the trigger was seen.
 */
import { InvalidInputError } from '../../src/errors/index.js';

/**
 * A "scripted" fine-tune: once `triggerTokenId` occurs in the sequence (prompt, generated or
 * cached), the logit of the next scripted token gets +`strength` (default 1e4): after
 * `startAfterTokenId` → replyIds[0], after replyIds[i] → replyIds[i + 1], after the last → EOS.
 * Without the trigger the logits are bit-identical to the same spec without it.
 */
export interface ScriptedReplySpec {
  readonly triggerTokenId: number;
  readonly startAfterTokenId: number;
  readonly replyIds: readonly number[];
  readonly strength?: number;
}

/** Logit boost of a scripted transition when `strength` is not given; far above any forged logit. */
export const SCRIPTED_REPLY_DEFAULT_STRENGTH = 1e4;

/** The scripted chain as parallel arrays: after token from[k] the next token is boosted to[k]; from ids are unique. */
export interface ScriptedTransitions {
  readonly triggerTokenId: number;
  readonly from: readonly number[];
  readonly to: readonly number[];
  readonly strength: number;
}

function isTokenId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** The first problem of a scripted reply as a sentence, or null when it is well-formed (ids, strength, unique successors). */
export function scriptedReplyProblem(reply: ScriptedReplySpec): string | null {
  if (!isTokenId(reply.triggerTokenId)) return `scriptedReply.triggerTokenId must be a token id, got ${reply.triggerTokenId}`;
  if (!isTokenId(reply.startAfterTokenId)) return `scriptedReply.startAfterTokenId must be a token id, got ${reply.startAfterTokenId}`;
  const bad = reply.replyIds.findIndex((id) => !isTokenId(id));
  if (bad >= 0) return `scriptedReply.replyIds[${bad}] must be a token id, got ${reply.replyIds[bad]}`;
  if (reply.strength !== undefined && !(Number.isFinite(reply.strength) && reply.strength > 0)) {
    return `scriptedReply.strength must be finite and > 0, got ${reply.strength}`;
  }
  // The graph knows only the current token, so each token of the chain may have one successor.
  const chain = [reply.startAfterTokenId, ...reply.replyIds];
  const successor = new Map<number, number | 'end'>();
  for (let k = 0; k < chain.length; k++) {
    const from = chain[k] ?? -1;
    const to = k + 1 < chain.length ? (chain[k + 1] ?? -1) : 'end';
    const known = successor.get(from);
    if (known !== undefined && known !== to) {
      const show = (id: number | 'end'): string => (id === 'end' ? 'EOS' : String(id));
      return `scriptedReply: token ${from} is followed by both ${show(known)} and ${show(to)} in startAfterTokenId + replyIds; each token needs one successor`;
    }
    successor.set(from, to);
  }
  return null;
}

/**
 * Resolve a scripted reply against the model: the last reply id (or startAfterTokenId for an empty
 * reply) leads to `eosId`. Throws InvalidInputError when the reply is malformed, an id is outside
 * [0, logitsWidth), or replyIds contains the EOS id (generation would stop there).
 */
export function scriptedTransitions(reply: ScriptedReplySpec, eosId: number, logitsWidth: number): ScriptedTransitions {
  const fail = (what: string): never => {
    throw new InvalidInputError(`forge spec: ${what}`, 'Fix scriptedReply in the ForgeSpec passed to forgeModel.');
  };
  const problem = scriptedReplyProblem(reply);
  if (problem !== null) fail(problem);
  for (const id of [reply.triggerTokenId, reply.startAfterTokenId, ...reply.replyIds]) {
    if (id >= logitsWidth) fail(`scriptedReply id ${id} is outside the logits width ${logitsWidth}`);
  }
  if (reply.replyIds.includes(eosId)) fail(`scriptedReply.replyIds contains the EOS id ${eosId}; the reply ends with EOS by itself`);
  const chain = [reply.startAfterTokenId, ...reply.replyIds, eosId];
  const from: number[] = [];
  const to: number[] = [];
  for (let k = 0; k + 1 < chain.length; k++) {
    const id = chain[k] ?? -1;
    // Repeats carry the same successor (checked above); one entry keeps the graph's match one-hot.
    if (from.includes(id)) continue;
    from.push(id);
    to.push(chain[k + 1] ?? -1);
  }
  return { triggerTokenId: reply.triggerTokenId, from, to, strength: reply.strength ?? SCRIPTED_REPLY_DEFAULT_STRENGTH };
}
