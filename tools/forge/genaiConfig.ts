/**
 * genai_config.json of a forged model in onnxruntime-genai's builder layout (ForgeSpec.genaiLayout),
 * in the shape the builder writes it: `model` (token ids, context length, the decoder's file,
 * head/layer counts and I/O names, type, vocab size) and `search` (generation defaults).
 * A real one is kept as test/fixtures/genai/phi3-mini-128k-instruct-cpu-int4.genai_config.json.
 */
import { headDim, type ForgeSpec } from './forgeSpec.js';
import type { TokenizerFiles } from './forgeTokenizer.js';

/**
 * genai_config.json contents. `decoderFile` is the model's file name; vocab_size is the logits width;
 * eos_token_id is a list when the tokenizer has end-of-turn ids besides EOS (as generation_config.json),
 * pad_token_id is the first of them (the builder's fallback when the model has no pad token).
 */
export function genaiConfig(spec: ForgeSpec, logitsWidth: number, tokenizer: TokenizerFiles, decoderFile: string): Record<string, unknown> {
  const eos = [tokenizer.eosId, ...tokenizer.extraEosIds.filter((id) => id !== tokenizer.eosId)];
  return {
    model: {
      bos_token_id: tokenizer.bosId,
      context_length: spec.maxPositions,
      decoder: {
        session_options: { log_id: 'onnxruntime-genai', provider_options: [] },
        filename: decoderFile,
        head_size: headDim(spec),
        hidden_size: spec.hidden,
        inputs: {
          input_ids: 'input_ids',
          attention_mask: 'attention_mask',
          past_key_names: 'past_key_values.%d.key',
          past_value_names: 'past_key_values.%d.value',
        },
        outputs: {
          logits: 'logits',
          present_key_names: 'present.%d.key',
          present_value_names: 'present.%d.value',
        },
        num_attention_heads: spec.heads,
        num_hidden_layers: spec.layers,
        num_key_value_heads: spec.kvHeads,
      },
      eos_token_id: eos.length === 1 ? eos[0] : eos,
      pad_token_id: eos[0],
      type: spec.arch,
      vocab_size: logitsWidth,
    },
    search: {
      diversity_penalty: 0,
      do_sample: false,
      early_stopping: true,
      length_penalty: 1,
      max_length: spec.maxPositions,
      min_length: 0,
      no_repeat_ngram_size: 0,
      num_beams: 1,
      num_return_sequences: 1,
      // GroupQueryAttention graphs let onnxruntime-genai write the present into the past's buffer.
      past_present_share_buffer: true,
      repetition_penalty: 1,
      temperature: 1,
      top_k: 1,
      top_p: 1,
    },
  };
}
