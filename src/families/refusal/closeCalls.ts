/** The steps of a greedy reply that a lossless change could have sent another way (docs/concepts/lossless-changes.md). */
import type { Generation } from '../../model/index.js';
import type { RefusalCloseCall } from '../../results/types.js';

/**
 * Steps whose top-2 logit gap is at most this many nats are recorded. Far above any float32
 * noise bound measured (about 10⁻⁵ nats on CPU), so every near tie is among them, and small
 * enough that a reply records a handful of steps, not every one.
 */
export const CLOSE_CALL_NATS = 0.05;

/** FNV-1a over 32-bit words: the prefix fingerprint of RefusalCloseCall. */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * The close calls of one greedy generation: each step whose gap is ≤ CLOSE_CALL_NATS, with
 * the token chosen (−1 for the EOS step) and the hash of the ids before it. Empty for a
 * generation without gaps (sampled decoding).
 */
export function closeCalls(generation: Generation): RefusalCloseCall[] {
  const gaps = generation.topGaps ?? [];
  const calls: RefusalCloseCall[] = [];
  let hash = FNV_OFFSET;
  for (let step = 0; step < gaps.length; step++) {
    const token = step < generation.ids.length ? generation.ids[step]! : -1;
    const gap = gaps[step]!;
    if (gap <= CLOSE_CALL_NATS) calls.push({ step, gapNats: gap, token, prefix: (hash >>> 0).toString(16).padStart(8, '0') });
    for (let shift = 0; shift < 32; shift += 8) hash = Math.imul(hash ^ ((token >>> shift) & 0xff), FNV_PRIME);
  }
  return calls;
}
