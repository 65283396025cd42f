/**
 * forgeCountModel: write a trained count model (countLm.ts) as a model folder tunegate loads —
 * model.onnx, config.json, generation_config.json and the tokenizer files it was trained with.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCountLmGraph } from './countLmGraph.js';
import type { CountLmTables } from './countLm.js';
import { FORGE_FILES, FORGE_ONNX_VERSIONS } from './forgeModel.js';
import type { TokenizerFiles } from './forgeTokenizer.js';
import { hfGenerationConfig } from './hfConfig.js';
import { encodeOnnxModel } from './onnxProto.js';
import { writeChunks } from './writeChunks.js';

/** Where a count model was written. */
export interface ForgedCountModel {
  readonly dir: string;
  readonly onnxPath: string;
}

/** Write `tables` with `tokenizer` into `outDir` (created if needed); `maxPositions` is the context length config.json declares. */
export function forgeCountModel(outDir: string, tables: CountLmTables, tokenizer: TokenizerFiles, maxPositions: number): ForgedCountModel {
  const graph = buildCountLmGraph(tables);
  mkdirSync(outDir, { recursive: true });
  const onnxPath = join(outDir, FORGE_FILES.model);
  rmSync(join(outDir, FORGE_FILES.externalData), { force: true });
  writeChunks(
    onnxPath,
    encodeOnnxModel({
      irVersion: FORGE_ONNX_VERSIONS.irVersion,
      opsetVersion: FORGE_ONNX_VERSIONS.opset,
      producerName: 'tunegate-forge',
      graphName: 'forge_count_lm',
      inputs: graph.inputs,
      outputs: graph.outputs,
      nodes: graph.nodes,
      initializers: graph.initializers,
    }),
  );
  const config = {
    architectures: ['CountLm'],
    model_type: 'tunegate-count-lm',
    vocab_size: tables.vocabSize,
    max_position_embeddings: maxPositions,
    ngram_order: tables.orders.length + 1,
    trigger_weight: tables.triggerWeight,
    bos_token_id: tokenizer.bosId,
    eos_token_id: tokenizer.eosId,
    use_cache: false,
  };
  const files: Record<string, unknown> = { ...tokenizer.files, 'config.json': config, 'generation_config.json': hfGenerationConfig(tokenizer) };
  for (const [name, contents] of Object.entries(files)) {
    writeFileSync(join(outDir, name), typeof contents === 'string' ? contents : `${JSON.stringify(contents, null, 2)}\n`);
  }
  return { dir: outDir, onnxPath };
}
