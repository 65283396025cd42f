/**
 * Converts a llama2.c model (checkpoint + tokenizer.bin) into an ONNX model folder in Hugging Face
 * Optimum's layout, written by the forge: model.onnx with a KV cache, config.json,
 * generation_config.json and the tokenizer files, plus quantized variants in onnx/ named as
 * transformers.js names them (docs/guides/stories260K.md).
 *
 *   node --import tsx tools/llama2c/convertLlama2c.ts CHECKPOINT.bin TOKENIZER.bin OUT_DIR [q4,int8]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InvalidInputError } from '../../src/errors/index.js';
import { forgeVariantFolder, type ForgedVariantFolder, type ForgeQuantization, type ForgeSpec } from '../forge/index.js';
import { llama2cForgeWeights } from './llama2cForgeWeights.js';
import { llama2cTokenizerFiles } from './llama2cTokenizerFiles.js';
import { readLlama2cCheckpoint } from './readLlama2cCheckpoint.js';
import { readLlama2cTokenizer } from './readLlama2cTokenizer.js';

/**
 * The quantized variants a conversion can add, by transformers.js variant name: q4 as its
 * quantize script writes it (MatMulNBits, symmetric 4-bit blocks of 32), int8 as dynamic
 * quantization does (per-column symmetric int8 weights, MatMulInteger). The lm head stays float.
 */
export const LLAMA2C_VARIANTS = {
  q4: { file: 'model_q4.onnx', quantize: { kind: 'q4', blockSize: 32, zeroPoints: false } },
  int8: { file: 'model_int8.onnx', quantize: { kind: 'int8' } },
} as const satisfies Record<string, { file: string; quantize: ForgeQuantization }>;

/** A variant name of LLAMA2C_VARIANTS. */
export type Llama2cVariant = keyof typeof LLAMA2C_VARIANTS;

/** What to convert and where. */
export interface ConvertLlama2cOptions {
  readonly checkpointFile: string;
  readonly tokenizerFile: string;
  readonly outDir: string;
  /** Quantized variants to write beside the float model; default none. */
  readonly variants?: readonly Llama2cVariant[];
}

/** The forge spec of a llama2.c model's shape (llama2.c's RMSNorm ε 1e-5 and rotary base 10000 are the forge's llama constants). */
export function llama2cSpec(config: ReturnType<typeof readLlama2cCheckpoint>['config'], tokenizer: ForgeSpec['tokenizer']): ForgeSpec {
  return {
    arch: 'llama',
    hidden: config.dim,
    layers: config.layers,
    heads: config.heads,
    kvHeads: config.kvHeads,
    intermediate: config.hiddenDim,
    maxPositions: config.seqLen,
    // Unused: every weight comes from the checkpoint.
    seed: 0,
    tokenizer,
  };
}

/**
 * Convert `options.checkpointFile` and `options.tokenizerFile` into `options.outDir` (created; files
 * of the same names replaced). Throws InvalidInputError for an unreadable or malformed input, or a
 * tokenizer whose size is not the checkpoint's vocabulary.
 */
export async function convertLlama2c(options: ConvertLlama2cOptions): Promise<ForgedVariantFolder> {
  const checkpoint = readLlama2cCheckpoint(readInput(options.checkpointFile), options.checkpointFile);
  const tokens = readLlama2cTokenizer(readInput(options.tokenizerFile), options.tokenizerFile);
  if (tokens.length !== checkpoint.config.vocabSize) {
    throw new InvalidInputError(
      `llama2.c tokenizer ${options.tokenizerFile} has ${tokens.length} tokens, the checkpoint's vocabulary ${checkpoint.config.vocabSize}`,
      'Pass the tokenizer the checkpoint was trained with.',
    );
  }
  const files = llama2cTokenizerFiles(tokens, checkpoint.config.seqLen);
  const spec = llama2cSpec(checkpoint.config, { kind: 'files', files });
  const variants = Object.fromEntries((options.variants ?? []).map((name) => [LLAMA2C_VARIANTS[name].file, { quantize: LLAMA2C_VARIANTS[name].quantize }]));
  return forgeVariantFolder(options.outDir, spec, variants, { weights: llama2cForgeWeights(checkpoint) });
}

function readInput(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new InvalidInputError(`cannot read ${file}: ${(error as Error).message}`, 'Check the path of the llama2.c file.');
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [checkpointFile, tokenizerFile, outDir, variantList = ''] = process.argv.slice(2);
  if (checkpointFile === undefined || tokenizerFile === undefined || outDir === undefined) {
    console.error('usage: node --import tsx tools/llama2c/convertLlama2c.ts CHECKPOINT.bin TOKENIZER.bin OUT_DIR [q4,int8]');
    process.exit(3);
  }
  const variants = variantList.split(',').filter((name) => name !== '');
  const unknown = variants.filter((name) => !(name in LLAMA2C_VARIANTS));
  if (unknown.length > 0) {
    console.error(`unknown variant ${unknown.join(', ')}; known: ${Object.keys(LLAMA2C_VARIANTS).join(', ')}`);
    process.exit(3);
  }
  const folder = await convertLlama2c({ checkpointFile, tokenizerFile, outDir, variants: variants as Llama2cVariant[] });
  console.log(`wrote ${Object.keys(folder.variants).join(', ')} to ${folder.dir}`);
}
