/** Index of the largest logit in one row. */
import { float16Table } from './float16ToFloat32.js';

/**
 * Index of the maximum of `data[offset … offset+width)`; the first one on ties (as torch.argmax
 * and numpy.argmax). Uint16Array data is read as raw binary16. NaN entries are never chosen.
 */
export function argmaxRow(data: Float32Array | Uint16Array | Float64Array, offset: number, width: number): number {
  const half = data instanceof Uint16Array ? float16Table() : null;
  let best = -1;
  let bestValue = -Infinity;
  for (let v = 0; v < width; v++) {
    const raw = data[offset + v]!;
    const x = half === null ? raw : half[raw]!;
    if (x > bestValue || (best < 0 && x === -Infinity)) {
      best = v;
      bestValue = x;
    }
  }
  return best < 0 ? 0 : best;
}
