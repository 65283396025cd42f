/** Numerically stable log-softmax of one logits row, accumulated in float64. */
import { InvalidInputError } from '../errors/index.js';
import { float16Table } from './float16ToFloat32.js';

/**
 * Write log P(v) = x_v − max − log Σ exp(x_u − max) for the row `data[offset … offset+width)`
 * into `out[0 … width)` (natural log) and return log Σ exp(x_u) of the row.
 * Uint16Array data is read as raw binary16. Subtracting the row maximum keeps every exp ≤ 1,
 * so the sum cannot overflow. Throws InvalidInputError on a NaN or infinite logit, or when
 * `out` is shorter than `width`.
 */
export function logSoftmaxRow(data: Float32Array | Uint16Array, offset: number, width: number, out: Float64Array): number {
  if (out.length < width) throw new InvalidInputError(`logSoftmaxRow: output length ${out.length} < row width ${width}`);
  const half = data instanceof Uint16Array ? float16Table() : null;
  let max = -Infinity;
  for (let v = 0; v < width; v++) {
    const raw = data[offset + v]!;
    const x = half === null ? raw : half[raw]!;
    if (!Number.isFinite(x)) {
      throw new InvalidInputError(`non-finite logit ${x} at vocabulary index ${v}`, 'The model produced NaN or infinite logits; check its export (dtype overflow, broken weights).');
    }
    out[v] = x;
    if (x > max) max = x;
  }
  let sum = 0;
  for (let v = 0; v < width; v++) sum += Math.exp(out[v]! - max);
  const logSum = Math.log(sum);
  // (x − max) − log Σ rather than x − log Z: log Z would round away small differences of huge logits.
  for (let v = 0; v < width; v++) out[v] = out[v]! - max - logSum;
  return max + logSum;
}
