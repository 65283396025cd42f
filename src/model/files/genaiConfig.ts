/**
 * onnxruntime-genai's genai_config.json, read for what config.json would otherwise say: the
 * builder's folders may hold no config.json (docs/guides/model-formats.md, "onnxruntime-genai").
 */
import { ModelLoadError } from '../../errors/index.js';
import { readJsonFile } from './readJsonFile.js';

/** What tunegate takes from a genai_config.json. */
export interface GenaiConfig {
  /** The decoder's facts under config.json's names (max_position_embeddings, num_key_value_heads, head_dim, …). */
  readonly modelConfig: Readonly<Record<string, unknown>>;
  /** `model.decoder.filename`: the graph the folder runs, or null when not named. */
  readonly decoderFile: string | null;
}

/** genai_config.json key under model.decoder (or model) → config.json key. */
const DECODER_KEYS: readonly (readonly [string, string])[] = [
  ['num_attention_heads', 'num_attention_heads'],
  ['num_key_value_heads', 'num_key_value_heads'],
  ['head_size', 'head_dim'],
  ['hidden_size', 'hidden_size'],
  ['num_hidden_layers', 'num_hidden_layers'],
];
const MODEL_KEYS: readonly (readonly [string, string])[] = [
  ['context_length', 'max_position_embeddings'],
  ['eos_token_id', 'eos_token_id'],
  ['bos_token_id', 'bos_token_id'],
  ['pad_token_id', 'pad_token_id'],
  ['vocab_size', 'vocab_size'],
  ['type', 'model_type'],
];

/**
 * Read `file`. Throws ModelLoadError naming it when it is not a JSON object or has no `model`
 * object; keys it lacks are simply absent from modelConfig (config.json may supply them).
 */
export function readGenaiConfig(file: string): GenaiConfig {
  const json = readJsonFile(file);
  const model = json['model'];
  if (typeof model !== 'object' || model === null || Array.isArray(model)) {
    throw new ModelLoadError(file, 'has no "model" object', "Use the genai_config.json that onnxruntime-genai's model builder wrote beside the model.");
  }
  const modelFields = model as Record<string, unknown>;
  const decoder = typeof modelFields['decoder'] === 'object' && modelFields['decoder'] !== null ? (modelFields['decoder'] as Record<string, unknown>) : {};
  const modelConfig: Record<string, unknown> = {};
  for (const [from, to] of DECODER_KEYS) if (decoder[from] !== undefined) modelConfig[to] = decoder[from];
  for (const [from, to] of MODEL_KEYS) if (modelFields[from] !== undefined) modelConfig[to] = modelFields[from];
  const filename = decoder['filename'];
  return { modelConfig, decoderFile: typeof filename === 'string' && filename !== '' ? filename : null };
}

/** config.json's keys, with genai_config.json's filling what config.json lacks (config.json wins where both speak). */
export function withGenaiDefaults(config: Readonly<Record<string, unknown>>, genai: GenaiConfig | null): Record<string, unknown> {
  return genai === null ? { ...config } : { ...genai.modelConfig, ...config };
}
