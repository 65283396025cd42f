/**
 * The whole decoder graph of a forged model with Hugging Face Optimum's I/O names:
 * input_ids, attention_mask, position_ids, past_key_values.{i}.key|value (+ optional
 * use_cache_branch, num_logits_to_keep) → logits, present.{i}.key|value. A scripted reply
 * with a KV cache adds one last cache layer, i = layers, that carries the trigger flags.
 * spec.genaiLayout gives onnxruntime-genai's builder I/O instead: no position_ids, and each layer's
 * attention is one com.microsoft GroupQueryAttention node (groupQueryAttentionGraph.ts).
 */
import { attentionBias, attentionBlock, linear, rotaryTables, SLICE_TO_END, type AttentionWeights } from './attentionGraph.js';
import { InternalError } from '../../src/errors/index.js';
import { FORGE_CONSTANTS, headDim, type ForgeSpec, type ForgeWeights } from './forgeSpec.js';
import { GraphBuilder } from './graphBuilder.js';
import { groupQueryAttentionBlock, groupQueryAttentionShared } from './groupQueryAttentionGraph.js';
import type { OnnxElementType } from './onnxProto.js';
import type { ScriptedTransitions } from './scriptedReply.js';
import { scriptedReplyAddend, scriptedReplyGate } from './scriptedReplyGraph.js';

const BATCH = 'batch_size';
const SEQ = 'sequence_length';
const PAST = 'past_sequence_length';
const TOTAL = 'past_sequence_length + sequence_length';

function rmsNorm(g: GraphBuilder, x: string, weight: string): string {
  const meanSquare = g.op('ReduceMean', [g.op('Mul', [x, x])], { axes: [-1], keepdims: 1 });
  const rms = g.op('Sqrt', [g.op('Add', [meanSquare, g.float32([FORGE_CONSTANTS.rmsNormEps])])]);
  return g.op('Mul', [g.op('Div', [x, rms]), weight]);
}

function layerNorm(g: GraphBuilder, x: string, weight: string, bias: string): string {
  return g.op('LayerNormalization', [x, weight, bias], { axis: -1, epsilon: { float: FORGE_CONSTANTS.layerNormEps } });
}

/** GELU, tanh approximation (GPT-2's gelu_new): 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))). */
function geluTanh(g: GraphBuilder, x: string): string {
  const cube = g.op('Mul', [g.op('Mul', [x, x]), x]);
  const inner = g.op('Mul', [g.op('Add', [x, g.op('Mul', [cube, g.float32([0.044715])])]), g.float32([Math.sqrt(2 / Math.PI)])]);
  const gate = g.op('Add', [g.op('Tanh', [inner]), g.float32([1])]);
  return g.op('Mul', [g.op('Mul', [x, g.float32([0.5])]), gate]);
}

/** One layer's attention on normalised hidden states: its output and the present key/value. */
type LayerAttention = (h: string, weights: AttentionWeights, past: KeyValue | undefined) => { out: string; key: string; value: string };

interface KeyValue {
  readonly key: string;
  readonly value: string;
}

/** Optimum's attention: an additive causal/padding bias, rotary from position_ids (llama), the past concatenated. */
function plainAttention(g: GraphBuilder, spec: ForgeSpec, inputIds: string, mask: string, positionIds: string | undefined): LayerAttention {
  const bias = attentionBias(g, inputIds, mask, spec.maskValue);
  if (spec.arch === 'llama' && positionIds === undefined) throw new InternalError('forge: rotary needs position ids');
  const rotary = spec.arch === 'llama' && positionIds !== undefined ? rotaryTables(g, spec, positionIds) : undefined;
  return (h, weights, past) => attentionBlock(g, spec, h, weights, { bias, ...(rotary ? { rotary } : {}), ...(past ? { past } : {}) });
}

/** onnxruntime-genai's builder attention: one GroupQueryAttention node per layer (groupQueryAttentionGraph.ts). */
function genaiAttention(g: GraphBuilder, spec: ForgeSpec, mask: string): LayerAttention {
  const shared = groupQueryAttentionShared(g, spec, mask);
  return (h, weights, past) => {
    if (past === undefined) throw new InternalError('forge: the genai layout needs the past inputs');
    return groupQueryAttentionBlock(g, spec, h, weights, past, shared);
  };
}

/**
 * Build the decoder graph of `spec`; `weights` supplies tensor shapes (values are written separately).
 * `scripted` is required exactly when spec.scriptedReply is set (InternalError otherwise).
 * `pastInputs` false (with a KV cache) leaves out the past_key_values inputs but keeps the present
 * outputs: the first graph of Optimum's legacy split decoder (decoder_model.onnx).
 */
export function buildDecoderGraph(
  spec: ForgeSpec,
  logitsWidth: number,
  weights: ForgeWeights,
  scripted?: ScriptedTransitions,
  pastInputs = true,
): GraphBuilder {
  if ((spec.scriptedReply === undefined) !== (scripted === undefined)) throw new InternalError('forge: scripted transitions must come with spec.scriptedReply');
  const fp16 = spec.dtype === 'float16';
  const floatType: OnnxElementType = fp16 ? 'float16' : 'float32';
  const g = new GraphBuilder(fp16);
  const w = (name: string): string => {
    const tensor = weights[name];
    if (tensor === undefined) throw new InternalError(`forge: weight ${name} was not generated`);
    return g.weight(name, tensor.dims);
  };
  const kvCache = spec.kvCache ?? true;
  const genai = spec.genaiLayout !== undefined;
  const d = headDim(spec);

  const inputIds = g.input({ name: 'input_ids', type: 'int64', shape: [BATCH, SEQ] });
  // The builder's dim names; Optimum's spell the total out.
  const total = genai ? 'total_sequence_length' : TOTAL;
  const mask = g.input({ name: 'attention_mask', type: 'int64', shape: [BATCH, total] });
  // The genai layout has no position ids: GroupQueryAttention numbers each packed row from 0.
  let positionIds: string | undefined;
  if (genai) {
    positionIds = undefined;
  } else if (spec.positionIdsInput ?? true) {
    positionIds = g.input({ name: 'position_ids', type: 'int64', shape: [BATCH, SEQ] });
  } else {
    // Left-padded rows count positions from their first real token; padding sits at 0.
    const counted = g.op('Sub', [g.op('CumSum', [mask, g.int64([1], [])]), g.int64([1], [])]);
    const clamped = g.op('Max', [counted, g.int64([0], [])]);
    const seqLen = g.op('Shape', [inputIds], { start: 1, end: 2 });
    positionIds = g.op('Slice', [clamped, g.op('Neg', [seqLen]), g.int64([SLICE_TO_END]), g.int64([1])]);
  }
  const past: { key: string; value: string }[] = [];
  const cacheLayers = spec.layers + (scripted !== undefined ? 1 : 0);
  if (kvCache && pastInputs) {
    for (let i = 0; i < cacheLayers; i++) {
      const shape = [BATCH, spec.kvHeads, PAST, d];
      const key = g.input({ name: `past_key_values.${i}.key`, type: floatType, shape });
      const value = g.input({ name: `past_key_values.${i}.value`, type: floatType, shape });
      past.push(fp16 ? { key: g.op('Cast', [key], { to: 1 }), value: g.op('Cast', [value], { to: 1 }) } : { key, value });
    }
  }
  if (spec.useCacheBranch === true) g.input({ name: 'use_cache_branch', type: 'bool', shape: [1] });
  const keepLogits = spec.numLogitsToKeep === true ? g.input({ name: 'num_logits_to_keep', type: 'int64', shape: [] }) : null;

  const trigger = scripted !== undefined ? scriptedReplyGate(g, spec, scripted.triggerTokenId, inputIds, mask, past[spec.layers]) : null;
  const attend = genai ? genaiAttention(g, spec, mask) : plainAttention(g, spec, inputIds, mask, positionIds);
  const embedding = w(spec.arch === 'gpt2' ? 'wte' : 'embed_tokens');
  let x = g.op('Gather', [embedding, inputIds]);
  if (spec.arch === 'gpt2') {
    if (positionIds === undefined) throw new InternalError('forge: gpt2 needs position ids');
    x = g.op('Add', [x, g.op('Gather', [w('wpe'), positionIds])]);
  }

  const presents: { key: string; value: string }[] = [];
  for (let i = 0; i < spec.layers; i++) {
    const layerPast = past[i];
    if (spec.arch === 'gpt2') {
      const p = `h.${i}`;
      const attnWeights: AttentionWeights = {
        q: w(`${p}.attn.q.weight`),
        qBias: w(`${p}.attn.q.bias`),
        k: w(`${p}.attn.k.weight`),
        kBias: w(`${p}.attn.k.bias`),
        v: w(`${p}.attn.v.weight`),
        vBias: w(`${p}.attn.v.bias`),
        o: w(`${p}.attn.o.weight`),
        oBias: w(`${p}.attn.o.bias`),
      };
      const attn = attend(layerNorm(g, x, w(`${p}.ln_1.weight`), w(`${p}.ln_1.bias`)), attnWeights, layerPast);
      x = g.op('Add', [x, attn.out]);
      const h2 = layerNorm(g, x, w(`${p}.ln_2.weight`), w(`${p}.ln_2.bias`));
      const up = geluTanh(g, linear(g, h2, w(`${p}.mlp.fc.weight`), w(`${p}.mlp.fc.bias`)));
      x = g.op('Add', [x, linear(g, up, w(`${p}.mlp.proj.weight`), w(`${p}.mlp.proj.bias`))]);
      presents.push(attn);
    } else {
      const p = `layers.${i}`;
      const attnWeights: AttentionWeights = {
        q: w(`${p}.self_attn.q_proj.weight`),
        k: w(`${p}.self_attn.k_proj.weight`),
        v: w(`${p}.self_attn.v_proj.weight`),
        o: w(`${p}.self_attn.o_proj.weight`),
      };
      const attn = attend(rmsNorm(g, x, w(`${p}.input_layernorm.weight`)), attnWeights, layerPast);
      x = g.op('Add', [x, attn.out]);
      const h2 = rmsNorm(g, x, w(`${p}.post_attention_layernorm.weight`));
      const gate = linear(g, h2, w(`${p}.mlp.gate_proj.weight`));
      const silu = g.op('Mul', [gate, g.op('Sigmoid', [gate])]);
      const product = g.op('Mul', [silu, linear(g, h2, w(`${p}.mlp.up_proj.weight`))]);
      x = g.op('Add', [x, linear(g, product, w(`${p}.mlp.down_proj.weight`))]);
      presents.push(attn);
    }
  }
  if (trigger?.present) presents.push(trigger.present);

  const h = spec.arch === 'gpt2' ? layerNorm(g, x, w('ln_f.weight'), w('ln_f.bias')) : rmsNorm(g, x, w('norm.weight'));
  const keep = (value: string): string => {
    if (keepLogits === null) return value;
    // N > 0 keeps the last N positions (all when N ≥ seq); N = 0 keeps every position.
    const seqLen = g.op('Shape', [value], { start: 1, end: 2 });
    const zero = g.int64([0], []);
    const fromEnd = g.op('Max', [g.op('Sub', [seqLen, keepLogits]), g.int64([0])]);
    const start = g.op('Where', [g.op('Greater', [keepLogits, zero]), fromEnd, g.int64([0])]);
    return g.op('Slice', [value, start, g.int64([SLICE_TO_END]), g.int64([1])]);
  };
  // Tied to the token embedding (as GPT-2 and SmolLM do) but stored transposed, as exports of tied models store it.
  let logits = g.op('MatMul', [keep(h), w('lm_head.weight')]);
  if (weights['lm_head.bias'] !== undefined) logits = g.op('Add', [logits, w('lm_head.bias')]);
  if (scripted !== undefined && trigger !== null) {
    logits = g.op('Add', [logits, scriptedReplyAddend(g, scripted, keep(inputIds), keep(trigger.gate), logitsWidth)]);
  }
  const toOutput = (value: string): string => (fp16 ? g.op('Cast', [value], { to: 10 }) : value);
  g.output({ name: 'logits', type: floatType, shape: [BATCH, keepLogits !== null ? 'num_logits' : SEQ, logitsWidth] }, toOutput(logits));
  if (kvCache) {
    presents.forEach((present, i) => {
      const shape = [BATCH, spec.kvHeads, total, d];
      g.output({ name: `present.${i}.key`, type: floatType, shape }, toOutput(present.key));
      g.output({ name: `present.${i}.value`, type: floatType, shape }, toOutput(present.value));
    });
  }
  return g;
}
