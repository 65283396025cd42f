/**
 * A llama2.c checkpoint's weights in the forge's llama names and layout ([in, out] matrices), with
 * the query and key projections' outputs reordered so the forge's rotary embedding computes
 * llama2.c's.
 *
 * llama2.c rotates adjacent pairs (2i, 2i + 1) of each head by position · 10000^(−2i / head_size);
 * the forge, as Hugging Face's Llama, rotates the halves (i, i + head_size / 2) by the same angle.
 * Reordering each head's outputs as [0, 2, 4, …, 1, 3, 5, …] in both q and k turns one into the
 * other, and leaves every attention score q·k unchanged (the same permutation on both sides of a
 * dot product); Hugging Face's convert_llama_weights_to_hf.py reorders Meta's weights the same way.
 */
import type { ForgeTensor, ForgeWeights } from '../forge/index.js';
import type { Llama2cCheckpoint } from './readLlama2cCheckpoint.js';

/** Output o of a head in halves order reads llama2.c's output pairOrder(o): the even ones first, then the odd. */
export function halvesToPairs(o: number, headSize: number): number {
  const half = headSize / 2;
  return o < half ? 2 * o : 2 * (o - half) + 1;
}

/**
 * Layer `layer` of a stacked [out][in] llama2.c matrix as a forge [in, out] matrix; `rowOf(o)` is the
 * llama2.c row that forge output column o takes (the identity unless reordering rotary pairs).
 */
function transposedLayer(stacked: Float32Array, layer: number, outDim: number, inDim: number, rowOf: (o: number) => number = (o) => o): ForgeTensor {
  const base = layer * outDim * inDim;
  const data = new Float32Array(inDim * outDim);
  for (let o = 0; o < outDim; o++) {
    const row = base + rowOf(o) * inDim;
    for (let i = 0; i < inDim; i++) data[i * outDim + o] = stacked[row + i]!;
  }
  return { dims: [inDim, outDim], data };
}

function vector(stacked: Float32Array, layer: number, size: number): ForgeTensor {
  return { dims: [size], data: stacked.slice(layer * size, (layer + 1) * size) };
}

/** Every weight of `checkpoint` as ForgeWeights of a llama spec (lm_head.weight left to the forge, which ties it). */
export function llama2cForgeWeights(checkpoint: Llama2cCheckpoint): ForgeWeights {
  const { config, weights: w } = checkpoint;
  const { dim, hiddenDim, heads, kvHeads } = config;
  const headSize = dim / heads;
  const kvDim = kvHeads * headSize;
  const rotaryRow = (o: number): number => Math.floor(o / headSize) * headSize + halvesToPairs(o % headSize, headSize);
  const out: Record<string, ForgeTensor> = { embed_tokens: { dims: [config.vocabSize, dim], data: w.tokenEmbedding.slice() } };
  for (let l = 0; l < config.layers; l++) {
    const p = `layers.${l}`;
    out[`${p}.input_layernorm.weight`] = vector(w.rmsAtt, l, dim);
    out[`${p}.self_attn.q_proj.weight`] = transposedLayer(w.wq, l, dim, dim, rotaryRow);
    out[`${p}.self_attn.k_proj.weight`] = transposedLayer(w.wk, l, kvDim, dim, rotaryRow);
    out[`${p}.self_attn.v_proj.weight`] = transposedLayer(w.wv, l, kvDim, dim);
    out[`${p}.self_attn.o_proj.weight`] = transposedLayer(w.wo, l, dim, dim);
    out[`${p}.post_attention_layernorm.weight`] = vector(w.rmsFfn, l, dim);
    out[`${p}.mlp.gate_proj.weight`] = transposedLayer(w.w1, l, hiddenDim, dim);
    out[`${p}.mlp.up_proj.weight`] = transposedLayer(w.w3, l, hiddenDim, dim);
    out[`${p}.mlp.down_proj.weight`] = transposedLayer(w.w2, l, dim, hiddenDim);
  }
  out['norm.weight'] = { dims: [dim], data: w.rmsFinal.slice() };
  return out;
}
