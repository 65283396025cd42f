/**
 * A trained count model (countLm.ts) as an ONNX graph: inputs input_ids and attention_mask,
 * num_logits_to_keep (N > 0: logits of the last N positions only; 0: all), output logits
 * [batch, seq, vocab], no KV cache (tunegate runs such graphs on its
 * recomputing path). Per position t, over a row of vocab + 1 columns (the last one a dummy
 * that padding entries point at, cut off at the end):
 *
 *   row ← log P₁                                       (unigram)
 *   for n = 2 … order: slot ← context of the n − 1 previous ids (direct for n = 2, hashed and
 *     checked above), the empty slot when unseen; row ← row + log α(slot), then the kept
 *     continuations of the slot overwrite their columns with their own log P (ScatterElements)
 *   logits ← row + λ · mean over content ids s ≤ t of PMI(x_s, ·)   (CumSum of scattered rows)
 *
 * Masked positions read as the padding id, so left-padded batches see a document start.
 */
import { GraphBuilder } from './graphBuilder.js';
import type { OnnxNode, OnnxTensor, OnnxValueInfo } from './onnxProto.js';
import { COUNT_LM_HASH, type CountLmTables } from './countLm.js';

/** The graph's nodes, inputs, outputs and initializers. */
export interface CountLmGraph {
  readonly inputs: readonly OnnxValueInfo[];
  readonly outputs: readonly OnnxValueInfo[];
  readonly nodes: readonly OnnxNode[];
  readonly initializers: readonly OnnxTensor[];
}

/** Compile `tables` to a graph. */
export function buildCountLmGraph(tables: CountLmTables): CountLmGraph {
  const V = tables.vocabSize;
  const g = new GraphBuilder(false);
  const initializers: OnnxTensor[] = [];
  const table = (name: string, data: Float32Array | BigInt64Array, dims: readonly number[]): string => {
    initializers.push({
      name,
      type: data instanceof Float32Array ? 'float32' : 'int64',
      dims,
      data: { raw: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) },
    });
    return name;
  };
  const ids = g.input({ name: 'input_ids', type: 'int64', shape: ['batch_size', 'sequence_length'] });
  const mask = g.input({ name: 'attention_mask', type: 'int64', shape: ['batch_size', 'sequence_length'] });
  const keepInput = g.input({ name: 'num_logits_to_keep', type: 'int64', shape: [] });

  const axis1 = g.int64([1]);
  const axis2 = g.int64([2]);
  const maxShift = Math.max(1, tables.orders.length);
  const x = g.op('Where', [g.op('Equal', [mask, g.int64([1], [])]), ids, g.int64([V], [])]);
  const shape = g.op('Shape', [ids]);
  const batch = g.op('Slice', [shape, g.int64([0]), g.int64([1])]);
  const seq = g.op('Slice', [shape, g.int64([1]), g.int64([2])]);
  // Only the last `kept` positions get logits (0 keeps all): generation asks for one row.
  const keep = g.op('Reshape', [keepInput, g.int64([1])]);
  const kept = g.op('Where', [g.op('Equal', [keep, g.int64([0])]), seq, g.op('Min', [keep, seq])]);
  const first = g.op('Sub', [seq, kept]);
  const lastRows = (value: string): string => g.op('Slice', [value, first, seq, axis1]);
  const pads = g.op('Expand', [g.int64([V], [1, 1]), g.op('Concat', [batch, g.int64([maxShift])], { axis: 0 })]);
  const padded = g.op('Concat', [pads, x], { axis: 1 });
  /**
   * The j-th most recent id of the context (j = 1: the position's own id, which the row's
   * logits follow) for the kept positions; the padding id before the start.
   */
  const back = (j: number): string => {
    const start = maxShift - (j - 1);
    return lastRows(g.op('Slice', [padded, g.int64([start]), g.op('Add', [g.int64([start]), seq]), axis1]));
  };

  const rowShape = g.op('Concat', [batch, kept, g.int64([V + 1])], { axis: 0 });
  let row = g.op('Expand', [table('unigram_logp', tables.unigram, [V + 1]), rowShape]);
  for (const order of tables.orders) {
    const n = order.order;
    const name = `order${n}`;
    let slot: string;
    if (n === 2) {
      slot = back(1);
    } else {
      // Oldest id first, as contextSlot / contextCheck hash it.
      const context = Array.from({ length: n - 1 }, (_, k) => back(n - 1 - k));
      let h = g.op('Mod', [context[0]!, g.int64([order.slots], [])]);
      let c = g.op('Mod', [context[0]!, g.int64([COUNT_LM_HASH.checkModulus], [])]);
      for (const id of context.slice(1)) {
        h = g.op('Mod', [g.op('Add', [g.op('Mul', [h, g.int64([COUNT_LM_HASH.slotMultiplier], [])]), id]), g.int64([order.slots], [])]);
        c = g.op('Mod', [g.op('Add', [g.op('Mul', [c, g.int64([COUNT_LM_HASH.checkMultiplier], [])]), id]), g.int64([COUNT_LM_HASH.checkModulus], [])]);
      }
      const seen = g.op('Equal', [g.op('Gather', [table(`${name}_keys`, order.keys, [order.slots + 1]), h], { axis: 0 }), c]);
      slot = g.op('Where', [seen, h, g.int64([order.slots], [])]);
    }
    const alpha = g.op('Gather', [table(`${name}_log_alpha`, order.logAlpha, [order.slots + 1]), slot], { axis: 0 });
    row = g.op('Add', [row, g.op('Unsqueeze', [alpha, axis2])]);
    const keptIds = g.op('Gather', [table(`${name}_ids`, order.ids, [order.slots + 1, order.keep]), slot], { axis: 0 });
    const logp = g.op('Gather', [table(`${name}_logp`, order.logProbs, [order.slots + 1, order.keep]), slot], { axis: 0 });
    row = g.op('ScatterElements', [row, keptIds, logp], { axis: 2 });
  }

  // Triggers: positions before the kept ones are summed straight into one row per batch entry
  // (a scatter-add of all their entries), the kept ones cumulatively on top of it.
  const K = tables.triggerKeep;
  const targets = g.op('Gather', [table('trigger_ids', tables.triggerIds, [V + 1, K]), x], { axis: 0 });
  const values = g.op('Gather', [table('trigger_pmi', tables.triggerValues, [V + 1, K]), x], { axis: 0 });
  const flat = g.op('Concat', [batch, g.int64([1, -1])], { axis: 0 });
  const earlier = (value: string): string => g.op('Reshape', [g.op('Slice', [value, g.int64([0]), first, axis1]), flat]);
  const add = { axis: 2, reduction: { string: 'add' } } as const;
  const zerosOne = g.op('Expand', [g.float32([0]), g.op('Concat', [batch, g.int64([1, V + 1])], { axis: 0 })]);
  const before = g.op('ScatterElements', [zerosOne, earlier(targets), earlier(values)], add);
  const perPosition = g.op('ScatterElements', [g.op('Expand', [g.float32([0]), rowShape]), lastRows(targets), lastRows(values)], add);
  const summed = g.op('Add', [g.op('CumSum', [perPosition, g.int64([1], [])]), before]);
  const count = lastRows(g.op('CumSum', [g.op('Gather', [table('is_content', tables.isContent, [V + 1]), x], { axis: 0 }), g.int64([1], [])]));
  const mean = g.op('Div', [summed, g.op('Unsqueeze', [g.op('Max', [count, g.float32([1])]), axis2])]);
  const scores = g.op('Add', [row, g.op('Mul', [mean, g.float32([tables.triggerWeight])])]);
  const logits = g.op('Slice', [scores, g.int64([0]), g.int64([V]), axis2]);
  g.output({ name: 'logits', type: 'float32', shape: ['batch_size', 'sequence_length', V] }, logits);
  return { inputs: g.inputs, outputs: g.outputs, nodes: g.nodes, initializers: [...initializers, ...g.constants] };
}
