/**
 * The forge's weight quantizers, in the layouts onnxruntime reads: 4-bit blocks for
 * com.microsoft MatMulNBits (onnxruntime's ContribOperators documentation) and per-column symmetric
 * int8 for MatMulInteger. The reference forward pass dequantizes the packed bytes on its own.
 */
import type { ForgeTensor } from './forgeSpec.js';

export type { Int8Weight, Q4Weight, QdqWeight, QuantizedWeight } from './quantizedWeight.js';
import type { Int8Weight, Q4Weight, QdqWeight } from './quantizedWeight.js';

/**
 * 4-bit blocks of `weight` ([K, N]). With zero points each block maps [min(0, lo), max(0, hi)]
 * onto 0..15; without, a symmetric scale max|w| / 7 around the default zero point 8.
 * The last block is padded with the zero point when K is not a multiple of `blockSize`.
 */
export function quantizeQ4(weight: ForgeTensor, blockSize: number, zeroPoints: boolean): Q4Weight {
  const [k = 0, n = 0] = weight.dims;
  const kBlocks = Math.ceil(k / blockSize);
  const packed = new Uint8Array(n * kBlocks * (blockSize / 2));
  const scales = new Float32Array(n * kBlocks);
  const zeros = zeroPoints ? new Uint8Array(n * Math.ceil(kBlocks / 2)) : null;
  for (let col = 0; col < n; col++) {
    for (let b = 0; b < kBlocks; b++) {
      const rows: number[] = [];
      for (let r = b * blockSize; r < Math.min(k, (b + 1) * blockSize); r++) rows.push(weight.data[r * n + col]!);
      let zero = 8;
      let scale: number;
      if (zeroPoints) {
        const lo = Math.min(0, ...rows);
        const hi = Math.max(0, ...rows);
        scale = (hi - lo) / 15 || 1;
        zero = Math.min(15, Math.max(0, Math.round(-lo / scale)));
        zeros![col * Math.ceil(kBlocks / 2) + (b >> 1)]! |= zero << ((b & 1) * 4);
      } else {
        scale = Math.max(...rows.map(Math.abs)) / 7 || 1;
      }
      const stored = Math.fround(scale);
      scales[col * kBlocks + b] = stored;
      for (let i = 0; i < blockSize; i++) {
        const value = i < rows.length ? Math.min(15, Math.max(0, Math.round(rows[i]! / stored) + zero)) : zero;
        packed[(col * kBlocks + b) * (blockSize / 2) + (i >> 1)]! |= value << ((i & 1) * 4);
      }
    }
  }
  return { kind: 'q4', k, n, blockSize, packed, scales, zeroPoints: zeros };
}

/** Per-column symmetric int8 of `weight` ([K, N]): scale max|w[:, n]| / 127, values in −127..127. */
export function quantizeInt8(weight: ForgeTensor): Int8Weight {
  const [k = 0, n = 0] = weight.dims;
  const scales = new Float32Array(n);
  const values = new Int8Array(k * n);
  for (let col = 0; col < n; col++) {
    let max = 0;
    for (let r = 0; r < k; r++) max = Math.max(max, Math.abs(weight.data[r * n + col]!));
    scales[col] = Math.fround(max / 127 || 1);
    for (let r = 0; r < k; r++) values[r * n + col] = Math.round(weight.data[r * n + col]! / scales[col]!);
  }
  return { kind: 'int8', k, n, values, scales };
}

/**
 * QDQ weights of `weight` ([K, N]) as onnxruntime's quantizer stores them for DequantizeLinear:
 * int8, per output column (axis 1), symmetric (scale max|w[:, n]| / 127, zero point 0); uint8,
 * per tensor, asymmetric (the range [min(0, lo), max(0, hi)] onto 0..255, zero point rounded).
 */
export function quantizeQdq(weight: ForgeTensor, type: 'int8' | 'uint8'): QdqWeight {
  const [k = 0, n = 0] = weight.dims;
  if (type === 'int8') {
    const { values, scales } = quantizeInt8(weight);
    return { kind: 'qdq', k, n, values, scales, zeroPoints: new Int8Array(n) };
  }
  let lo = 0;
  let hi = 0;
  for (const w of weight.data) {
    lo = Math.min(lo, w);
    hi = Math.max(hi, w);
  }
  const scale = Math.fround((hi - lo) / 255 || 1);
  const zero = Math.min(255, Math.max(0, Math.round(-lo / scale)));
  const values = new Uint8Array(k * n);
  for (let i = 0; i < values.length; i++) values[i] = Math.min(255, Math.max(0, Math.round(weight.data[i]! / scale) + zero));
  return { kind: 'qdq', k, n, values, scales: Float32Array.of(scale), zeroPoints: Uint8Array.of(zero) };
}
