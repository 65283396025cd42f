/** The bytes of an ONNX model holding only the nodes and initializers a file-reading test needs. */
import { encodeOnnxModel, type OnnxModel } from '../../tools/forge/onnxProto.js';

/** A model of one graph with these parts (no inputs or outputs unless given); onnxruntime need not run it. */
export function bareOnnxModel(parts: Partial<Pick<OnnxModel, 'nodes' | 'initializers' | 'inputs' | 'outputs'>>): Buffer {
  const chunks = encodeOnnxModel({
    irVersion: 8,
    opsetVersion: 17,
    producerName: 'test',
    graphName: 'g',
    inputs: parts.inputs ?? [],
    outputs: parts.outputs ?? [],
    nodes: parts.nodes ?? [],
    initializers: parts.initializers ?? [],
  });
  return Buffer.concat(chunks.map((chunk) => (chunk instanceof Uint8Array ? chunk : chunk.produce())));
}
