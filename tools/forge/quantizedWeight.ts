/** The shapes of a forged model's quantized weights, shared by the spec and the quantizers. */

/** One [K, N] matrix quantized to 4 bits in blocks of `blockSize` along K. */
export interface Q4Weight {
  readonly kind: 'q4';
  readonly k: number;
  readonly n: number;
  readonly blockSize: number;
  /** uint8 [N, kBlocks, blockSize / 2]: along K, the first value in the low nibble, the next in the high one. */
  readonly packed: Uint8Array;
  /** float32 [N, kBlocks]. */
  readonly scales: Float32Array;
  /** uint8 [N, ceil(kBlocks / 2)] packed like `packed`; null: the default zero point 8. */
  readonly zeroPoints: Uint8Array | null;
}

/** One [K, N] matrix quantized to int8, one symmetric scale per output column (zero point 0). */
export interface Int8Weight {
  readonly kind: 'int8';
  readonly k: number;
  readonly n: number;
  /** int8 [K, N], row-major like the float matrix. */
  readonly values: Int8Array;
  /** float32 [N]. */
  readonly scales: Float32Array;
}

/**
 * One [K, N] matrix stored for a QDQ graph (a DequantizeLinear in front of the MatMul): int8
 * with one symmetric scale per output column (axis 1, zero point 0), or uint8 with one scale
 * and one zero point for the whole tensor.
 */
export interface QdqWeight {
  readonly kind: 'qdq';
  readonly k: number;
  readonly n: number;
  /** [K, N] row-major like the float matrix: Int8Array for int8, Uint8Array for uint8. */
  readonly values: Int8Array | Uint8Array;
  /** float32 [N] (int8, per column) or [1] (uint8, per tensor). */
  readonly scales: Float32Array;
  /** Same type and length as the scales' count: zeros for int8, the tensor's zero point for uint8. */
  readonly zeroPoints: Int8Array | Uint8Array;
}

/** A quantized weight of a forged model. */
export type QuantizedWeight = Q4Weight | Int8Weight | QdqWeight;
