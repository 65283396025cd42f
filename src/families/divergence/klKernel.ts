/** The divergence kernel's WebAssembly instance: both rows' maxima and exp-sums, two values per SIMD lane pair. */
import { EXP_TABLE_SIZE, ROWS_OFFSET } from './klKernelSource.js';
import { KL_KERNEL_WASM_BASE64 } from './klKernelWasm.js';

/** Maxima and float64 sums of one pair of rows; z = x − max per row. */
export interface RowSums {
  readonly baseMax: number;
  readonly tunedMax: number;
  /** Σ_v e^(z_b) and Σ_v e^(z_t). */
  readonly baseSum: number;
  readonly tunedSum: number;
  /** Σ_v e^(z_b)·(z_b − z_t): KL(base ‖ tuned) = weighted / baseSum − log(baseSum / tunedSum). */
  readonly weighted: number;
  /** Σ_v e^(z_t)·(z_t − z_b): KL(tuned ‖ base) = reverseWeighted / tunedSum − log(tunedSum / baseSum). */
  readonly reverseWeighted: number;
}

// The project loads no DOM typings; these are the members of the WebAssembly global used here.
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { readonly exports: unknown };
};

interface KernelExports {
  readonly memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  maxima(base: number, tuned: number, quads: number): [number, number];
  sums(base: number, tuned: number, quads: number, baseMax: number, tunedMax: number): [number, number, number, number];
}

/** −FLT_MAX pads a row to whole quads: z ≤ −3.4e38 clamps to e^−708, which leaves a sum ≥ 1 unchanged, and both rows' pads give z_b − z_t = 0. */
const PAD = -3.4028234663852886e38;

let kernel: KernelExports | null = null;
let rows = new Float32Array(0);

/**
 * Copy `base[baseOffset … +width)` and `tuned[tunedOffset … +width)` into the kernel's memory and
 * return both maxima and the four float64 sums (non-finite when a row holds NaN or ±Infinity).
 * Identical rows give bit-identical sums, hence weighted = reverseWeighted = 0 and equal base and tuned sums.
 * O(width); the memory grows to the widest row seen and stays.
 */
export function rowSums(base: Float32Array, baseOffset: number, tuned: Float32Array, tunedOffset: number, width: number): RowSums {
  const k = (kernel ??= instantiate());
  const quads = Math.ceil(width / 4);
  const needed = ROWS_OFFSET + 2 * quads * 16;
  if (k.memory.buffer.byteLength < needed) k.memory.grow(Math.ceil((needed - k.memory.buffer.byteLength) / 65536));
  if (rows.buffer !== k.memory.buffer) rows = new Float32Array(k.memory.buffer);
  const baseAt = ROWS_OFFSET / 4;
  const tunedAt = baseAt + quads * 4;
  rows.set(base.subarray(baseOffset, baseOffset + width), baseAt);
  rows.fill(PAD, baseAt + width, tunedAt);
  rows.set(tuned.subarray(tunedOffset, tunedOffset + width), tunedAt);
  rows.fill(PAD, tunedAt + width, tunedAt + quads * 4);
  const [baseMax, tunedMax] = k.maxima(baseAt * 4, tunedAt * 4, quads);
  const [baseSum, tunedSum, weighted, reverseWeighted] = k.sums(baseAt * 4, tunedAt * 4, quads, baseMax, tunedMax);
  return { baseMax, tunedMax, baseSum, tunedSum, weighted, reverseWeighted };
}

function instantiate(): KernelExports {
  const module = new WebAssembly.Module(Buffer.from(KL_KERNEL_WASM_BASE64, 'base64'));
  const exports = new WebAssembly.Instance(module).exports as unknown as KernelExports;
  const table = new Float64Array(exports.memory.buffer, 0, EXP_TABLE_SIZE);
  for (let j = 0; j < EXP_TABLE_SIZE; j++) table[j] = 2 ** (j / EXP_TABLE_SIZE);
  return exports;
}
