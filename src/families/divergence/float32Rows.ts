/** Float32 views of logits rows, decoding float16 windows one row at a time. */
import { float16ToFloat32, type LogitsWindow } from '../../model/index.js';

/** Where one row's float32 logits live: `data[offset … offset + width)`. */
export interface Float32Row {
  readonly data: Float32Array;
  readonly offset: number;
}

/** Reads rows of windows as float32. */
export interface Float32Rows {
  /** Row `r` of `window`: a view of float32 data, or (binary16) a decoded copy valid until the next call. */
  row(window: LogitsWindow, r: number): Float32Row;
}

let halfTable: Float32Array | null = null;

/**
 * A row reader with its own decode buffer, so the divergence kernel sees Float32Array only
 * (one array type keeps its loops monomorphic) and a float16 window costs one row of float32,
 * not a float32 copy of the whole window.
 */
export function float32Rows(): Float32Rows {
  let buffer = new Float32Array(0);
  return {
    row(window: LogitsWindow, r: number): Float32Row {
      const { data, width } = window;
      if (data instanceof Float32Array) return { data, offset: r * width };
      // Every binary16 pattern decoded once by the model layer's exact converter.
      halfTable ??= float16ToFloat32(Uint16Array.from({ length: 65536 }, (_, bits) => bits));
      if (buffer.length !== width) buffer = new Float32Array(width);
      const offset = r * width;
      for (let v = 0; v < width; v++) buffer[v] = halfTable[data[offset + v]!]!;
      return { data: buffer, offset: 0 };
    },
  };
}
