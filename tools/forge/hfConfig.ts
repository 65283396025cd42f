/**
 * config.json and generation_config.json of a forged model, in Hugging Face's format. Both
 * the architecture's own keys (n_embd, …) and the generic ones (hidden_size, …) are given.
 */
import { FORGE_CONSTANTS, headDim, type ForgeSpec } from './forgeSpec.js';
import type { TokenizerFiles } from './forgeTokenizer.js';
import { SCRIPTED_REPLY_DEFAULT_STRENGTH } from './scriptedReply.js';

/** Description of a scripted reply for config.json (num_hidden_layers keeps counting real layers only). */
function scriptedReplyConfig(spec: ForgeSpec): Record<string, unknown> {
  const reply = spec.scriptedReply;
  if (reply === undefined) return {};
  return {
    forge_scripted_reply: {
      trigger_token_id: reply.triggerTokenId,
      start_after_token_id: reply.startAfterTokenId,
      reply_ids: [...reply.replyIds],
      strength: reply.strength ?? SCRIPTED_REPLY_DEFAULT_STRENGTH,
      // Index of the extra past_key_values / present layer holding the trigger flags, null without a cache.
      trigger_cache_layer: (spec.kvCache ?? true) ? spec.layers : null,
    },
  };
}

/** config.json contents; vocab_size is the logits width. */
export function hfConfig(spec: ForgeSpec, logitsWidth: number, tokenizer: TokenizerFiles): Record<string, unknown> {
  const generic = {
    vocab_size: logitsWidth,
    hidden_size: spec.hidden,
    intermediate_size: spec.intermediate,
    num_hidden_layers: spec.layers,
    num_attention_heads: spec.heads,
    num_key_value_heads: spec.kvHeads,
    head_dim: headDim(spec),
    max_position_embeddings: spec.maxPositions,
    bos_token_id: tokenizer.bosId,
    eos_token_id: tokenizer.eosId,
    tie_word_embeddings: true,
    use_cache: spec.kvCache ?? true,
    torch_dtype: spec.dtype ?? 'float32',
    ...scriptedReplyConfig(spec),
  };
  if (spec.arch === 'gpt2') {
    return {
      architectures: ['GPT2LMHeadModel'],
      model_type: 'gpt2',
      n_embd: spec.hidden,
      n_layer: spec.layers,
      n_head: spec.heads,
      n_inner: spec.intermediate,
      n_positions: spec.maxPositions,
      n_ctx: spec.maxPositions,
      activation_function: 'gelu_new',
      layer_norm_epsilon: FORGE_CONSTANTS.layerNormEps,
      ...generic,
    };
  }
  return {
    architectures: ['LlamaForCausalLM'],
    model_type: 'llama',
    hidden_act: 'silu',
    rms_norm_eps: FORGE_CONSTANTS.rmsNormEps,
    rope_theta: FORGE_CONSTANTS.ropeTheta,
    attention_bias: false,
    mlp_bias: false,
    ...generic,
  };
}

/** generation_config.json: EOS plus end-of-turn ids (a list, as HF writes for chat models). */
export function hfGenerationConfig(tokenizer: TokenizerFiles): Record<string, unknown> {
  const eos = [tokenizer.eosId, ...tokenizer.extraEosIds.filter((id) => id !== tokenizer.eosId)];
  return { bos_token_id: tokenizer.bosId, eos_token_id: eos.length === 1 ? eos[0] : eos };
}
