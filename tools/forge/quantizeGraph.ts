/**
 * Rewrites a forged float32 graph's linear layers as quantized ops, the way onnxruntime's
 * quantizers leave a transformers.js export: MatMul(x, W) becomes com.microsoft MatMulNBits
 * (q4), DynamicQuantizeLinear + MatMulInteger + rescale (dynamic int8) or MatMul(x,
 * DequantizeLinear(W_quantized, scale, zero_point)) (QDQ, weights only). The lm head stays
 * float (it is the transposed embedding, which the reference reads).
 */
import type { ForgeQuantization, ForgeWeights } from './forgeSpec.js';
import type { GraphBuilder } from './graphBuilder.js';
import type { OnnxNode, OnnxTensor } from './onnxProto.js';
import { quantizeInt8, quantizeQ4, quantizeQdq, type QuantizedWeight } from './quantizeWeights.js';

/** What quantizing a graph produced: the new initializers and each replaced weight's quantized form. */
export interface QuantizedGraph {
  readonly initializers: readonly OnnxTensor[];
  readonly quantized: Readonly<Record<string, QuantizedWeight>>;
}

const bytes = (array: Uint8Array | Int8Array | Float32Array): Uint8Array => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

/**
 * Replace, in `graph.nodes`, every MatMul whose right operand is a 2-D weight other than
 * lm_head.weight (validateForgeSpec allows quantization of float32 graphs only, whose MatMuls read weights directly).
 */
export function quantizeGraph(graph: GraphBuilder, weights: ForgeWeights, quantization: ForgeQuantization): QuantizedGraph {
  const initializers: OnnxTensor[] = [];
  const quantized: Record<string, QuantizedWeight> = {};
  const rewritten: OnnxNode[] = [];
  for (const node of graph.nodes) {
    const name = node.inputs[1] ?? '';
    const weight = weights[name];
    if (node.opType !== 'MatMul' || weight === undefined || name === 'lm_head.weight') {
      rewritten.push(node);
      continue;
    }
    const [x = '', output = ''] = [node.inputs[0], node.outputs[0]];
    if (quantization.kind === 'q4') {
      const q = quantizeQ4(weight, quantization.blockSize, quantization.zeroPoints);
      quantized[name] = q;
      const kBlocks = Math.ceil(q.k / q.blockSize);
      initializers.push({ name: `${name}_Q4`, type: 'uint8', dims: [q.n, kBlocks, q.blockSize / 2], data: { raw: q.packed } });
      initializers.push({ name: `${name}_scales`, type: 'float32', dims: [q.n, kBlocks], data: { raw: bytes(q.scales) } });
      const inputs = [x, `${name}_Q4`, `${name}_scales`];
      if (q.zeroPoints !== null) {
        initializers.push({ name: `${name}_zero_points`, type: 'uint8', dims: [q.n, Math.ceil(kBlocks / 2)], data: { raw: q.zeroPoints } });
        inputs.push(`${name}_zero_points`);
      }
      rewritten.push({
        opType: 'MatMulNBits',
        domain: 'com.microsoft',
        name: `${node.name}_Q4`,
        inputs,
        outputs: [output],
        attributes: { K: q.k, N: q.n, bits: 4, block_size: q.blockSize },
      });
    } else if (quantization.kind === 'qdq') {
      const q = quantizeQdq(weight, quantization.weightType);
      quantized[name] = q;
      const perColumn = q.scales.length > 1;
      // Per-column parameters are 1-D along axis 1 (the output columns); per-tensor ones are scalars.
      const paramDims = perColumn ? [q.n] : [];
      initializers.push({ name: `${name}_quantized`, type: quantization.weightType, dims: [q.k, q.n], data: { raw: bytes(q.values) } });
      initializers.push({ name: `${name}_scale`, type: 'float32', dims: paramDims, data: { raw: bytes(q.scales) } });
      initializers.push({ name: `${name}_zero_point`, type: quantization.weightType, dims: paramDims, data: { raw: bytes(q.zeroPoints) } });
      const dequantized = `${name}_DequantizeLinear_Output`;
      rewritten.push(
        {
          opType: 'DequantizeLinear',
          name: `${name}_DequantizeLinear`,
          inputs: [`${name}_quantized`, `${name}_scale`, `${name}_zero_point`],
          outputs: [dequantized],
          attributes: perColumn ? { axis: 1 } : {},
        },
        { ...node, inputs: [x, dequantized] },
      );
    } else {
      const q = quantizeInt8(weight);
      quantized[name] = q;
      initializers.push({ name: `${name}_quantized`, type: 'int8', dims: [q.k, q.n], data: { raw: bytes(q.values) } });
      initializers.push({ name: `${name}_scale`, type: 'float32', dims: [q.n], data: { raw: bytes(q.scales) } });
      const p = `${node.name}_int8`;
      rewritten.push(
        { opType: 'DynamicQuantizeLinear', name: `${p}_quantize`, inputs: [x], outputs: [`${p}/x`, `${p}/x_scale`, `${p}/x_zero`], attributes: {} },
        { opType: 'MatMulInteger', name: `${p}_matmul`, inputs: [`${p}/x`, `${name}_quantized`, `${p}/x_zero`], outputs: [`${p}/int32`], attributes: {} },
        { opType: 'Cast', name: `${p}_cast`, inputs: [`${p}/int32`], outputs: [`${p}/float`], attributes: { to: 1 } },
        { opType: 'Mul', name: `${p}_scales`, inputs: [`${p}/x_scale`, `${name}_scale`], outputs: [`${p}/scale`], attributes: {} },
        { opType: 'Mul', name: `${p}_rescale`, inputs: [`${p}/float`, `${p}/scale`], outputs: [output], attributes: {} },
      );
    }
  }
  graph.nodes.splice(0, graph.nodes.length, ...rewritten);
  return { initializers, quantized };
}
