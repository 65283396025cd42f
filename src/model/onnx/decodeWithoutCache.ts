/** Batched decoding for graphs without a KV cache: every step runs each row's whole sequence again. */
import { advanceSlot, newSlot, type DecodeContext, type DecodeRow, type Slot } from './decodeSlot.js';
import { releaseNow } from './releaseNow.js';

/**
 * Decode every row of `queue` (taken from the front, which is emptied). Each pass runs the batch's
 * sequences left-padded to the longest; a finished row leaves at once and a waiting prompt takes
 * its slot in the next pass (recomputing everything, a change of rows costs nothing). A prompt
 * joins while the pass stays within the prefill budget (rows × longest), or alone. Throws what the
 * forward pass and advanceSlot throw.
 */
export async function decodeWithoutCache(context: DecodeContext, queue: DecodeRow[]): Promise<void> {
  const { runner, limits, batchSize } = context;
  let slots: Slot[] = [];
  const lengthOf = (slot: Slot): number => slot.row.prompt.length + slot.generated.length;
  while (slots.length > 0 || queue.length > 0) {
    while (slots.length < batchSize && queue.length > 0) {
      const longest = Math.max(queue[0]!.prompt.length, ...slots.map(lengthOf));
      if (slots.length > 0 && (slots.length + 1) * longest > limits.prefillBudget) break;
      const slot = newSlot(context, queue.shift()!);
      if (slot.active) slots.push(slot);
    }
    if (slots.length === 0) continue;
    const b = slots.length;
    const seq = Math.max(...slots.map(lengthOf));
    const ids = new Array<number>(b * seq);
    const positions = new Array<number>(b * seq);
    const mask = new Array<number>(b * seq);
    slots.forEach((slot, r) => {
      const tokens = [...slot.row.prompt, ...slot.generated];
      const pad = seq - tokens.length;
      for (let i = 0; i < seq; i++) {
        ids[r * seq + i] = i < pad ? limits.padId : tokens[i - pad]!;
        // position_ids = cumsum(mask) − 1, clamped at 0 for the left padding (transformers' rule).
        positions[r * seq + i] = Math.max(0, i - pad);
        mask[r * seq + i] = i < pad ? 0 : 1;
      }
    });
    const out = await runner.forward({ batch: b, seq, ids, mask, positions, past: null, logitsToKeep: 1, keepPresent: false });
    slots.forEach((slot, r) => advanceSlot(context, slot, out.logits, (r * out.rows + out.rows - 1) * out.width, out.width, seq));
    // Freed once read, not at the next collection (releaseNow).
    releaseNow([out.logits]);
    slots = slots.filter((slot) => slot.active);
  }
}
