/**
 * Graph pieces of a scripted reply: an exact 0/1 "trigger seen" gate per query position, the
 * extra cache layer that carries it across KV steps, and the logit addend of the transitions.
 */
import { SLICE_TO_END } from './attentionGraph.js';
import { headDim, type ForgeSpec } from './forgeSpec.js';
import type { GraphBuilder } from './graphBuilder.js';
import type { ScriptedTransitions } from './scriptedReply.js';

/** The gate and, with a KV cache, the present key/value of the trigger cache layer. */
export interface ScriptedReplyGate {
  /** float32 [batch, seq]: 1 when the trigger occurs at an unmasked position ≤ the query's, else 0. */
  readonly gate: string;
  /** float32 [batch, kvHeads, past + seq, headDim]; null without a KV cache. */
  readonly present: { readonly key: string; readonly value: string } | null;
}

/**
 * Trigger gate of every query position. The cache layer stores 1 at [.., t, 0] (every head) when
 * token t is the trigger, else 0; the gate is a cumulative count over past + current flags times
 * the attention_mask, in int64, so it is exact and masked (left-padded) positions never count.
 * `pastValue` is the float32 past value of the trigger layer, absent without a KV cache.
 */
export function scriptedReplyGate(
  g: GraphBuilder,
  spec: ForgeSpec,
  triggerTokenId: number,
  inputIds: string,
  attentionMask: string,
  past?: { readonly key: string; readonly value: string },
): ScriptedReplyGate {
  const axis1 = g.int64([1]);
  const current = g.op('Cast', [g.op('Equal', [inputIds, g.int64([triggerTokenId], [])])], { to: 7 });
  let present: ScriptedReplyGate['present'] = null;
  let flags = current;
  if (past !== undefined) {
    const zero = g.int64([0], []);
    const pastFlags = g.op('Gather', [g.op('Gather', [past.value, zero], { axis: 1 }), zero], { axis: 2 });
    flags = g.op('Concat', [g.op('Cast', [pastFlags], { to: 7 }), current], { axis: 1 });
    const d = headDim(spec);
    const slot = Array.from({ length: spec.kvHeads * d }, (_, i) => (i % d === 0 ? 1 : 0));
    // [batch, 1, seq, 1] × [1, kvHeads, 1, headDim] one-hot: products of 0/1 are exact.
    const encoded = g.op('Mul', [g.op('Unsqueeze', [g.op('Cast', [current], { to: 1 }), g.int64([1, 3])]), g.float32(slot, [1, spec.kvHeads, 1, d])]);
    present = {
      key: g.op('Concat', [past.key, encoded], { axis: 2 }),
      value: g.op('Concat', [past.value, encoded], { axis: 2 }),
    };
  }
  const seen = g.op('CumSum', [g.op('Mul', [flags, attentionMask]), g.int64([1], [])]);
  const seqLen = g.op('Shape', [inputIds], { start: 1, end: 2 });
  const ofQueries = g.op('Slice', [seen, g.op('Neg', [seqLen]), g.int64([SLICE_TO_END]), axis1]);
  const gate = g.op('Cast', [g.op('Greater', [ofQueries, g.int64([0], [])])], { to: 1 });
  return { gate, present };
}

/**
 * Logit addend [batch, seq, logitsWidth]: strength · gate at the scripted successor of each input
 * token, exactly 0 elsewhere (so adding it to ungated logits changes no bit). `inputIds` and
 * `gate` are [batch, seq] (already cut to the kept positions when logits are trimmed).
 */
export function scriptedReplyAddend(g: GraphBuilder, transitions: ScriptedTransitions, inputIds: string, gate: string, logitsWidth: number): string {
  const k = transitions.from.length;
  const matches = g.op('Cast', [g.op('Equal', [g.op('Unsqueeze', [inputIds, g.int64([-1])]), g.int64(transitions.from, [k])])], { to: 7 });
  // from ids are unique, so at most one match per position: the sum is successor + 1, or 0 for none.
  const successorPlusOne = g.op(
    'ReduceSum',
    [
      g.op('Mul', [
        matches,
        g.int64(
          transitions.to.map((id) => id + 1),
          [k],
        ),
      ]),
      g.int64([-1]),
    ],
    { keepdims: 0 },
  );
  const successor = g.op('Sub', [successorPlusOne, g.int64([1], [])]);
  const vocab = g.op('Range', [g.int64([0], []), g.int64([logitsWidth], []), g.int64([1], [])]);
  const hit = g.op('Cast', [g.op('Equal', [g.op('Unsqueeze', [successor, g.int64([-1])]), vocab])], { to: 1 });
  const amount = g.op('Unsqueeze', [g.op('Mul', [gate, g.float32([transitions.strength])]), g.int64([-1])]);
  return g.op('Mul', [hit, amount]);
}
