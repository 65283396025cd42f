/** Ready-made forge specs: two tiny models for tests and one with SmolLM-135M's shape for benchmarks. */
import { fileURLToPath } from 'node:url';
import type { ForgeSpec } from './forgeSpec.js';

/** The SmolLM tokenizer used by smol135mShape: the committed test fixture. */
export const SMOLLM_TOKENIZER_DIR = fileURLToPath(new URL('../../test/fixtures/tokenizers/smollm', import.meta.url));

/** Named spec factories; every option not listed keeps its default (fp32, KV cache, position_ids). */
export const forgePresets = {
  /** GPT-2 architecture, hidden 32, 2 layers, 4 heads, forge tokenizer; model.onnx ≈ 0.2 MB. */
  tinyGpt2(seed = 0): ForgeSpec {
    return { arch: 'gpt2', hidden: 32, layers: 2, heads: 4, kvHeads: 4, intermediate: 128, maxPositions: 128, seed, tokenizer: { kind: 'forge' } };
  },
  /** Llama architecture with GQA (4 heads, 2 kv heads), hidden 32, 2 layers, forge tokenizer; model.onnx ≈ 0.15 MB. */
  tinyLlama(seed = 0): ForgeSpec {
    return { arch: 'llama', hidden: 32, layers: 2, heads: 4, kvHeads: 2, intermediate: 64, maxPositions: 128, seed, tokenizer: { kind: 'forge' } };
  },
  /** SmolLM-135M's shape (llama, 576 hidden, 30 layers, 9/3 heads, 1536 MLP, 49152 vocab), external data, ≈ 540 MB. */
  smol135mShape(seed = 0, tokenizerDir: string = SMOLLM_TOKENIZER_DIR): ForgeSpec {
    return {
      arch: 'llama',
      hidden: 576,
      layers: 30,
      heads: 9,
      kvHeads: 3,
      intermediate: 1536,
      maxPositions: 2048,
      seed,
      tokenizer: { kind: 'copy', dir: tokenizerDir },
      externalData: true,
    };
  },
} as const;
