/**
 * The forge: real ONNX causal LMs and Hugging Face tokenizer files, written from TypeScript
 * for tests, benchmarks and the demo (no Python, no downloads).
 *
 * - Layout: Hugging Face Optimum — model.onnx (+ model.onnx_data), config.json,
 *   generation_config.json, tokenizer.json, tokenizer_config.json, special_tokens_map.json.
 *   ONNX ir_version 8, opset 17; Optimum I/O names and symbolic dims.
 * - Weights: each tensor has its own sfc32 stream keyed by (seed, tensor name), uniform with
 *   a chosen standard deviation; the same spec gives byte-identical files. The lm head is
 *   tied to the token embedding; padded embedding rows (logitsWidth > vocab) start at zero.
 * - float16 models store fp16 weights and take/return fp16 KV and logits; inside they
 *   compute in float32.
 * - Attention: causal over absolute positions (past + i) and the attention_mask, −1e9
 *   additive mask, so fully masked rows stay finite; kv head j serves query heads
 *   j·g … j·g + g − 1 (g = heads / kvHeads), as HF repeat_kv.
 * - Scripted replies (ForgeSpec.scriptedReply): the gate "trigger seen at an unmasked position
 *   ≤ this one" is an int64 cumulative count, so it is exactly 0 or 1, and the logit addend is
 *   gate · strength on one successor id (chosen by matching the current token against the
 *   chain), exactly 0.0 elsewhere: untriggered logits are bit-identical to the plain spec.
 *   With a KV cache the flags travel in one extra cache layer, index `layers`, shaped like the
 *   others ([batch, kvHeads, past, headDim], value[.., t, 0] = 1 when token t is the trigger).
 *   config.json's num_hidden_layers still counts the real layers; its forge_scripted_reply
 *   key names the extra layer. Runtimes that count layers from the past_key_values inputs
 *   (src/model does) carry it as one more layer. No [width × width] table: any width works.
 * - Count models (countLm.ts, countLmGraph.ts, forgeCountModel.ts): trained, not random — a
 *   back-off n-gram model plus PMI triggers counted from token ids, compiled to a graph of
 *   table lookups (Gather, ScatterElements, CumSum) with input_ids, attention_mask and
 *   num_logits_to_keep and no KV cache; the demo's models.
 * - Quantized variants (ForgeSpec.quantize, quantizeGraph.ts): the linear layers become
 *   com.microsoft MatMulNBits (4-bit blocks, optional packed zero points) or
 *   DynamicQuantizeLinear + MatMulInteger (per-column int8); the lm head stays float.
 *   ForgedModel.weights keeps the float values, ForgedModel.quantized the stored form.
 *   forgeVariantFolder writes several variants of one spec side by side, named as
 *   transformers.js names them.
 * - Trained weights (ForgeModelOptions.weights) replace the seeded ones tensor by tensor, shape-checked,
 *   with a converter's tokenizer files (tokenizer kind `files`); the graph, the tied lm head and the
 *   quantized variants are built as for seeded weights. tools/llama2c/ converts llama2.c models so.
 * - onnxruntime-genai layout (ForgeSpec.genaiLayout, llama float32 with a KV cache): the
 *   model builder's I/O (input_ids, attention_mask, past; no position_ids), each layer's attention
 *   one com.microsoft GroupQueryAttention node with rotary from cos/sin caches, external data in
 *   model.onnx.data, genai_config.json, and config.json only when asked (genaiConfig.ts,
 *   groupQueryAttentionGraph.ts).
 */
export type { ForgeGenaiLayout, ForgeQuantization, ForgeSpec, ForgeTokenizerSpec, ForgedModel, ForgeTensor, ForgeWeights } from './forgeSpec.js';
export {
  SCRIPTED_REPLY_DEFAULT_STRENGTH,
  scriptedReplyProblem,
  scriptedTransitions,
  type ScriptedReplySpec,
  type ScriptedTransitions,
} from './scriptedReply.js';
export { FORGE_CONSTANTS, headDim, validateForgeSpec } from './forgeSpec.js';
export { forgeModel, FORGE_FILES, FORGE_ONNX_VERSIONS, type ForgeModelOptions } from './forgeModel.js';
export { forgePresets, SMOLLM_TOKENIZER_DIR } from './forgePresets.js';
export { FORGE_SPECIAL_TOKENS, CHATML_TEMPLATE } from './forgeTokenizer.js';
export { float32ToFloat16Bits, float16BitsToFloat32, toFloat16Array, fromFloat16Array, roundToFloat16InPlace } from './float16.js';
export { fillSeededUniform } from './seededFill.js';
export { CountLmTrainer, COUNT_LM_DEFAULTS, contextSlot, contextCheck, type CountLmOptions, type CountLmTables, type NgramOrderTable } from './countLm.js';
export { buildCountLmGraph } from './countLmGraph.js';
export { forgeCountModel, type ForgedCountModel } from './forgeCountModel.js';
export { forgeTokenizerFiles, type TokenizerFiles } from './forgeTokenizer.js';
export type { Int8Weight, Q4Weight, QdqWeight, QuantizedWeight } from './quantizeWeights.js';
export { forgeVariantFolder, type ForgedVariantFolder } from './forgeVariantFolder.js';
