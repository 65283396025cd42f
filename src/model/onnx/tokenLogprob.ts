/** Scoring one token against one logits row, with the non-finite check the runtime applies to every used row. */
import { InvalidInputError } from '../../errors/index.js';
import { float16Table } from './float16ToFloat32.js';

/** log P(token) under one row and the row's argmax (first on ties). */
export interface TokenLogprob {
  readonly logprobNats: number;
  readonly argmax: number;
}

/**
 * Score `token` against the row `data[offset … offset+width)` with a max-subtracted
 * log-sum-exp in float64, or return null when the row holds a NaN or infinite logit.
 */
export function tokenLogprob(data: Float32Array | Uint16Array, offset: number, width: number, token: number): TokenLogprob | null {
  const half = data instanceof Uint16Array ? float16Table() : null;
  let max = -Infinity;
  let argmax = 0;
  for (let v = 0; v < width; v++) {
    const x = half === null ? data[offset + v]! : half[data[offset + v]!]!;
    if (!Number.isFinite(x)) return null;
    if (x > max) {
      max = x;
      argmax = v;
    }
  }
  let sum = 0;
  for (let v = 0; v < width; v++) sum += Math.exp((half === null ? data[offset + v]! : half[data[offset + v]!]!) - max);
  const x = half === null ? data[offset + token]! : half[data[offset + token]!]!;
  return { logprobNats: x - max - Math.log(sum), argmax };
}

/** The error for a logits row holding NaN or ±Inf, naming the model file and the input position it predicts. */
export function nonFiniteLogitsError(onnxFile: string, position: number): InvalidInputError {
  return new InvalidInputError(
    `${onnxFile}: NaN logits at position ${position} (a NaN or infinite value in the predicting row)`,
    'The model produced non-finite logits; check the export (float16 overflow, broken weights) or try its float32 version.',
  );
}
