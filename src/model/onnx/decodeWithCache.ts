/**
 * Continuous batching over a KV cache (docs/ARCHITECTURE.md §3): when rows finish, waiting prompts
 * take their slots. Each joiner's prompt runs in a prompt pass of its own, and its cache rows are
 * merged into the batch's, every row right-aligned with its own left padding, mask and positions;
 * for a GroupQueryAttention graph every row is packed from position 0 instead, its padding on the
 * right, its length its mask's sum (GraphSignature.packedRows).
 */
import { alignCacheRows, type AlignedRow, type RowLayout } from './alignCacheRows.js';
import { advanceSlot, newSlot, type DecodeContext, type DecodeRow, type Slot } from './decodeSlot.js';
import { packByBudget } from './packByBudget.js';
import { releaseCaches, releaseNow } from './releaseNow.js';
import type { KvCache } from './sessionRunner.js';

/** A slot that finished its prompt pass still running, and where its cache rows are. */
interface Joiner {
  readonly slot: Slot;
  readonly part: AlignedRow;
}

/**
 * Decode every row of `queue` (taken from the front, which is emptied) in batches of at most
 * `context.batchSize` rows. A finished row keeps stepping on the pad id, its output frozen, until
 * the batch is rebuilt: when a few slots are idle and prompts wait (refill), when at most half the
 * batch runs and none wait (shrink), or when one more position would pass maxContext. A rebuild
 * copies the running rows' cache into a new one; a refill or a full context makes it as long as
 * the longest row, cutting padding no row needs any more. Throws what the forward pass and
 * advanceSlot throw.
 */
export async function decodeWithCache(context: DecodeContext, queue: DecodeRow[]): Promise<void> {
  const { runner, limits, batchSize } = context;
  const layout: RowLayout = runner.signature.packedRows ? 'packed' : 'left-padded';
  // Each rebuild copies the batch's cache and runs a prompt pass: waiting for an eighth of the
  // batch to be idle shares both among several joiners for little idle compute.
  const refillAt = Math.max(1, Math.floor(batchSize / 8));
  let slots: Slot[] = [];
  let pads: number[] = [];
  let cache: KvCache | null = null;
  let length = 0;
  for (;;) {
    const running = slots.reduce((n, slot) => n + (slot.active ? 1 : 0), 0);
    if (running === 0 && queue.length === 0) {
      releaseCaches([cache]);
      return;
    }
    const idle = slots.length - running;
    const full = length + 1 > limits.maxContext;
    if (running === 0 || full || (queue.length > 0 ? idle >= refillAt : running * 2 <= slots.length)) {
      const kept: Slot[] = [];
      const parts: AlignedRow[] = [];
      slots.forEach((slot, r) => {
        if (!slot.active) return;
        kept.push(slot);
        parts.push({ cache: cache!, row: r, filled: length - pads[r]! });
      });
      const joiners = await admit(context, queue, batchSize - kept.length);
      for (const joiner of joiners) {
        kept.push(joiner.slot);
        parts.push(joiner.part);
      }
      slots = kept;
      // The batch's cache and the joiners' prompt-pass caches are copied from, then freed (releaseNow).
      const copied = new Set([cache, ...joiners.map((joiner) => joiner.part.cache)]);
      if (kept.length === 0) {
        releaseCaches(copied);
        cache = null;
        continue;
      }
      // Only dropping rows keeps every row where it was, so the rows left compute bit for bit what
      // they did in the wider batch; joiners (or a full context) cut the padding no row needs.
      if (joiners.length > 0 || full) length = Math.max(...parts.map((part) => part.filled));
      cache = alignCacheRows(parts, length, layout);
      releaseCaches(copied);
      pads = parts.map((part) => length - part.filled);
    }
    const b = slots.length;
    const total = length + 1;
    const ids = new Array<number>(b);
    const positions = new Array<number>(b);
    const mask = new Array<number>(b * total);
    slots.forEach((slot, r) => {
      ids[r] = slot.active ? slot.generated[slot.generated.length - 1]! : limits.padId;
      // A row's position is the count of its own tokens before it; its padding sits on the left,
      // or after its tokens in a packed row (where the graph writes the new token's keys).
      positions[r] = length - pads[r]!;
      if (layout === 'packed') mask.fill(1, r * total, (r + 1) * total - pads[r]!).fill(0, (r + 1) * total - pads[r]!, (r + 1) * total);
      else mask.fill(0, r * total, r * total + pads[r]!).fill(1, r * total + pads[r]!, (r + 1) * total);
    });
    const out = await runner.forward({ batch: b, seq: 1, ids, mask, positions, past: cache, logitsToKeep: 1, keepPresent: true });
    // The past is freed as soon as the pass that read it has run, the logits once they are read.
    releaseCaches([cache]);
    cache = out.present;
    length = total;
    slots.forEach((slot, r) => {
      if (slot.active) advanceSlot(context, slot, out.logits, (r * out.rows + out.rows - 1) * out.width, out.width, total);
    });
    releaseNow([out.logits]);
  }
}

/**
 * Up to `free` rows from the front of `queue` through their prompt passes (grouped by length under
 * the prefill budget, left-padded, or right-padded for packed rows) and their first token; rows that stop at it are reported and
 * replaced by the next ones waiting. Returns the rows still running, with their cache rows.
 */
async function admit(context: DecodeContext, queue: DecodeRow[], free: number): Promise<Joiner[]> {
  const { runner, limits } = context;
  const packed = runner.signature.packedRows;
  const joiners: Joiner[] = [];
  while (joiners.length < free && queue.length > 0) {
    const waiting = queue.splice(0, free - joiners.length).flatMap((row) => {
      const slot = newSlot(context, row);
      return slot.active ? [slot] : [];
    });
    const groups = packByBudget(
      waiting.map((slot) => slot.row.prompt.length),
      limits.prefillBudget,
      { maxRows: waiting.length },
    );
    for (const group of groups) {
      const members = group.map((i) => waiting[i]!);
      const seq = Math.max(...members.map((slot) => slot.row.prompt.length));
      const shortest = Math.min(...members.map((slot) => slot.row.prompt.length));
      const ids = new Array<number>(members.length * seq);
      const positions = new Array<number>(members.length * seq);
      const mask = new Array<number>(members.length * seq);
      members.forEach(({ row }, r) => {
        const pad = packed ? 0 : seq - row.prompt.length;
        for (let i = 0; i < seq; i++) {
          const real = i >= pad && i - pad < row.prompt.length;
          ids[r * seq + i] = real ? row.prompt[i - pad]! : limits.padId;
          // position_ids = cumsum(mask) − 1, clamped at 0 for the left padding (transformers' rule).
          positions[r * seq + i] = Math.max(0, i - pad);
          mask[r * seq + i] = real ? 1 : 0;
        }
      });
      // A packed row's last prompt token is not the pass's last position: keep rows from the shortest prompt's on.
      const keep = packed ? seq - shortest + 1 : 1;
      const out = await runner.forward({ batch: members.length, seq, ids, mask, positions, past: null, logitsToKeep: keep, keepPresent: true });
      const before = joiners.length;
      members.forEach((slot, r) => {
        const last = (packed ? slot.row.prompt.length : seq) - 1;
        advanceSlot(context, slot, out.logits, (r * out.rows + last - (seq - out.rows)) * out.width, out.width, last + 1);
        if (slot.active) joiners.push({ slot, part: { cache: out.present!, row: r, filled: slot.row.prompt.length } });
      });
      releaseNow([out.logits]);
      // A pass none of whose rows goes on is not copied from later: freed now.
      if (joiners.length === before) releaseCaches([out.present]);
    }
  }
  return joiners;
}
