/**
 * The float weights a quantized forged model computes with, recovered from the bytes the forge
 * stored — written from onnxruntime's published layouts (docs/ContribOperators.md of
 * onnxruntime, MatMulNBits: B is uint8 [N, k_blocks, block_size·bits/8], values along K packed
 * low nibble first; scales [N, k_blocks]; packed uint8 zero points [N, ceil(k_blocks·bits/8)]
 * or, when absent, 2^(bits−1) = 8; w = (q − zero_point) · scale) and the ONNX MatMulInteger
 * definition (int8 B times a per-column float scale, zero point 0) and the ONNX DequantizeLinear
 * definition (y = (x − x_zero_point) · x_scale, per axis when the scale is 1-D), not from the
 * forge's quantizer.
 */
import type { ForgedModel, ForgeTensor, QuantizedWeight } from '../../tools/forge/index.js';

/** The [K, N] float32-rounded matrix onnxruntime dequantizes `q` to, in float64. */
export function dequantizeWeight(q: QuantizedWeight): ForgeTensor {
  const out = new Float32Array(q.k * q.n);
  if (q.kind === 'qdq') {
    const perColumn = q.scales.length > 1;
    for (let k = 0; k < q.k; k++) {
      for (let n = 0; n < q.n; n++) {
        const p = perColumn ? n : 0;
        // DequantizeLinear forms the product in float32.
        out[k * q.n + n] = Math.fround((q.values[k * q.n + n]! - q.zeroPoints[p]!) * q.scales[p]!);
      }
    }
    return { dims: [q.k, q.n], data: out };
  }
  if (q.kind === 'int8') {
    for (let k = 0; k < q.k; k++) for (let n = 0; n < q.n; n++) out[k * q.n + n] = q.values[k * q.n + n]! * q.scales[n]!;
    return { dims: [q.k, q.n], data: out };
  }
  const kBlocks = Math.ceil(q.k / q.blockSize);
  const blob = q.blockSize / 2;
  const zeroRow = Math.ceil(kBlocks / 2);
  const nibble = (byte: number, index: number): number => (index % 2 === 0 ? byte & 0x0f : byte >> 4);
  for (let n = 0; n < q.n; n++) {
    for (let b = 0; b < kBlocks; b++) {
      const scale = q.scales[n * kBlocks + b]!;
      const zero = q.zeroPoints === null ? 8 : nibble(q.zeroPoints[n * zeroRow + Math.floor(b / 2)]!, b);
      for (let i = 0; i < q.blockSize; i++) {
        const k = b * q.blockSize + i;
        if (k >= q.k) break;
        const value = nibble(q.packed[(n * kBlocks + b) * blob + Math.floor(i / 2)]!, i);
        // Float32 product, as the kernel forms it before accumulating.
        out[k * q.n + n] = Math.fround((value - zero) * scale);
      }
    }
  }
  return { dims: [q.k, q.n], data: out };
}

/** `model` with every quantized weight replaced by its dequantized values (for referenceLogits). */
export function dequantizedModel(model: ForgedModel): ForgedModel {
  const weights = { ...model.weights };
  for (const [name, q] of Object.entries(model.quantized)) weights[name] = dequantizeWeight(q);
  return { ...model, weights };
}
