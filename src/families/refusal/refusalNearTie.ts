/** Whether numerical noise alone could have set a greedy refusal pair's replies apart (docs/concepts/lossless-changes.md). */
import type { RefusalSide } from '../../results/types.js';

/**
 * A near tie: the replies diverged at a step that both record as a close call with the same
 * prefix (so they agreed up to it) and different tokens, and both models' gaps there are
 * within `boundNats`. Only then can a lossless change part greedy replies: until they part,
 * both models read the same ids, and the first differing token needs each model's top two
 * logits within the noise of each other. False for identical replies and for sides without
 * close calls (sampled runs, runs written before they were recorded).
 */
export function isRefusalNearTie(base: RefusalSide, tuned: RefusalSide, boundNats: number): boolean {
  if (base.renderedPrompt !== tuned.renderedPrompt) return false;
  const tunedCalls = new Map((tuned.closeCalls ?? []).map((call) => [call.step, call]));
  for (const call of base.closeCalls ?? []) {
    const other = tunedCalls.get(call.step);
    if (other === undefined || other.prefix !== call.prefix) continue;
    // Same prefix, same token: the replies still agree here; a later step may be where they part.
    if (other.token === call.token) continue;
    return call.gapNats <= boundNats && other.gapNats <= boundNats;
  }
  return false;
}
