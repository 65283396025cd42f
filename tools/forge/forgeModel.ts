/**
 * forgeModel: write a synthetic causal LM in the Hugging Face Optimum layout — model.onnx
 * (+ model.onnx_data), config.json, generation_config.json and the tokenizer files — or, with
 * spec.genaiLayout, onnxruntime-genai's builder layout (model.onnx + model.onnx.data, genai_config.json).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InternalError, InvalidInputError } from '../../src/errors/index.js';
import { copyTokenizerFiles } from './copyTokenizer.js';
import { buildDecoderGraph } from './decoderGraph.js';
import { toFloat16Array } from './float16.js';
import { validateForgeSpec, type ForgedModel, type ForgeSpec, type ForgeTensor, type ForgeWeights } from './forgeSpec.js';
import { forgeTokenizerFiles, type TokenizerFiles } from './forgeTokenizer.js';
import { generateForgeWeights } from './forgeWeights.js';
import { genaiConfig } from './genaiConfig.js';
import { hfConfig, hfGenerationConfig } from './hfConfig.js';
import { encodeOnnxModel, type OnnxTensor } from './onnxProto.js';
import type { ProtoChunk } from './protobuf.js';
import type { GraphBuilder } from './graphBuilder.js';
import { quantizeGraph } from './quantizeGraph.js';
import { scriptedTransitions } from './scriptedReply.js';
import { ChunkFileWriter, writeChunks } from './writeChunks.js';

/** File names of a forged model folder (the split pair instead of `model` with spec.splitDecoder). */
export const FORGE_FILES = {
  model: 'model.onnx',
  externalData: 'model.onnx_data',
  /** The external data of spec.genaiLayout, named as onnxruntime-genai's builder names it. */
  genaiExternalData: 'model.onnx.data',
  genaiConfig: 'genai_config.json',
  hfConfig: 'config.json',
  hfGenerationConfig: 'generation_config.json',
  splitFirst: 'decoder_model.onnx',
  splitWithPast: 'decoder_with_past_model.onnx',
} as const;

/** ONNX IR version and default-domain opset of forged models. */
export const FORGE_ONNX_VERSIONS = { irVersion: 8, opset: 17 } as const;

// Page-aligned external tensors let onnxruntime map them directly.
const EXTERNAL_ALIGNMENT = 4096;

let forgeTokenizerCache: TokenizerFiles | undefined;
let forgeTokenizerCacheLength = -1;

function tokenizerFor(spec: ForgeSpec): TokenizerFiles {
  if (spec.tokenizer.kind === 'copy') return copyTokenizerFiles(spec.tokenizer.dir, spec.maxPositions);
  if (spec.tokenizer.kind === 'files') return spec.tokenizer.files;
  // Learning the merges takes a moment and its result never changes: keep it.
  if (forgeTokenizerCache === undefined || forgeTokenizerCacheLength !== spec.maxPositions) {
    forgeTokenizerCache = forgeTokenizerFiles(spec.maxPositions);
    forgeTokenizerCacheLength = spec.maxPositions;
  }
  return forgeTokenizerCache;
}

function tensorBytes(tensor: ForgeTensor, fp16: boolean): ProtoChunk {
  if (!fp16) return new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength);
  // Converted only when written, one tensor at a time.
  return { length: tensor.data.length * 2, produce: () => new Uint8Array(toFloat16Array(tensor.data).buffer) };
}

/** What forgeModel may be given besides the spec. */
export interface ForgeModelOptions {
  /**
   * Trained weights to write instead of seeded ones (a converted checkpoint, tools/llama2c/): every
   * tensor the spec's architecture has, named and shaped as ForgeWeights says, lm_head.weight left
   * out (the forge ties it to the embedding). perturb, logitBias, float16 and quantization apply to them.
   */
  readonly weights?: ForgeWeights;
}

/**
 * Forge the model described by `spec` into `outDir` (created if needed; files of the same
 * names are overwritten). Deterministic: the same spec (and given weights) gives byte-identical files.
 * Throws InvalidInputError for an invalid spec (scriptedReply ids beyond the logits width or
 * holding the EOS id included), given weights that do not fit it, or an unreadable copied tokenizer.
 */
export async function forgeModel(outDir: string, spec: ForgeSpec, options: ForgeModelOptions = {}): Promise<ForgedModel> {
  validateForgeSpec(spec);
  const tokenizer = tokenizerFor(spec);
  const logitsWidth = spec.logitsWidth ?? tokenizer.vocabSize;
  if (logitsWidth < tokenizer.vocabSize) {
    throw new InvalidInputError(`forge spec: logitsWidth ${logitsWidth} is below the vocabulary size ${tokenizer.vocabSize}`);
  }
  for (const id of Object.keys(spec.logitBias ?? {})) {
    if (Number(id) >= logitsWidth) throw new InvalidInputError(`forge spec: logitBias id ${id} is outside the logits width ${logitsWidth}`);
  }
  const scripted = spec.scriptedReply === undefined ? undefined : scriptedTransitions(spec.scriptedReply, tokenizer.eosId, logitsWidth);
  const fp16 = spec.dtype === 'float16';
  const weights = generateForgeWeights(spec, tokenizer.vocabSize, logitsWidth, options.weights);
  const graph = buildDecoderGraph(spec, logitsWidth, weights, scripted);
  if (graph.weights.length !== Object.keys(weights).length) {
    throw new InternalError(`forge: the graph uses ${graph.weights.length} of ${Object.keys(weights).length} weights`);
  }

  const quantizedGraph = spec.quantize === undefined ? { initializers: [], quantized: {} } : quantizeGraph(graph, weights, spec.quantize);
  const stored = Object.entries(weights).filter(([name]) => !(name in quantizedGraph.quantized));

  mkdirSync(outDir, { recursive: true });
  const onnxPath = join(outDir, FORGE_FILES.model);
  const dataFile = spec.genaiLayout !== undefined ? FORGE_FILES.genaiExternalData : FORGE_FILES.externalData;
  const dataPath = join(outDir, dataFile);
  const type = fp16 ? 'float16' : 'float32';
  const initializers: OnnxTensor[] = [];
  if (spec.externalData === true) {
    const data = new ChunkFileWriter(dataPath);
    try {
      for (const [name, tensor] of stored) {
        data.padTo(EXTERNAL_ALIGNMENT);
        const offset = data.position;
        const bytes = tensorBytes(tensor, fp16);
        data.write(bytes);
        const external = { location: dataFile, offset, length: bytes.length };
        initializers.push({ name, type, dims: tensor.dims, data: { external } });
      }
    } finally {
      data.close();
    }
  } else {
    rmSync(dataPath, { force: true });
    for (const [name, tensor] of stored) {
      initializers.push({ name, type, dims: tensor.dims, data: { raw: tensorBytes(tensor, fp16) } });
    }
  }
  const model = (built: GraphBuilder, extra: readonly OnnxTensor[]) => ({
    irVersion: FORGE_ONNX_VERSIONS.irVersion,
    opsetVersion: FORGE_ONNX_VERSIONS.opset,
    producerName: 'tunegate-forge',
    graphName: `forge_${spec.arch}`,
    inputs: built.inputs,
    outputs: built.outputs,
    nodes: built.nodes,
    initializers: [...initializers, ...extra, ...built.constants],
  });
  let modelPath = onnxPath;
  if (spec.splitDecoder === true) {
    rmSync(onnxPath, { force: true });
    const first = buildDecoderGraph(spec, logitsWidth, weights, scripted, false);
    const firstQuantized = spec.quantize === undefined ? { initializers: [] } : quantizeGraph(first, weights, spec.quantize);
    modelPath = join(outDir, FORGE_FILES.splitFirst);
    writeChunks(modelPath, encodeOnnxModel(model(first, firstQuantized.initializers)));
    writeChunks(join(outDir, FORGE_FILES.splitWithPast), encodeOnnxModel(model(graph, quantizedGraph.initializers)));
  } else {
    writeChunks(onnxPath, encodeOnnxModel(model(graph, quantizedGraph.initializers)));
  }

  const jsonFiles: Record<string, unknown> = { ...tokenizer.files };
  if (spec.genaiLayout === undefined || spec.genaiLayout.withHfConfig) {
    jsonFiles[FORGE_FILES.hfConfig] = hfConfig(spec, logitsWidth, tokenizer);
    jsonFiles[FORGE_FILES.hfGenerationConfig] = hfGenerationConfig(tokenizer);
  } else {
    // A folder forged here before must not keep files this layout leaves out.
    for (const name of [FORGE_FILES.hfConfig, FORGE_FILES.hfGenerationConfig]) rmSync(join(outDir, name), { force: true });
  }
  if (spec.genaiLayout !== undefined) jsonFiles[FORGE_FILES.genaiConfig] = genaiConfig(spec, logitsWidth, tokenizer, FORGE_FILES.model);
  for (const [name, contents] of Object.entries(jsonFiles)) {
    writeFileSync(join(outDir, name), typeof contents === 'string' ? contents : `${JSON.stringify(contents, null, 2)}\n`);
  }
  return { dir: outDir, onnxPath: modelPath, spec, vocabSize: tokenizer.vocabSize, logitsWidth, weights, quantized: quantizedGraph.quantized };
}
