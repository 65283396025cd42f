/** Scoring tokens against one logits row, with the non-finite check the runtime applies to every used row. */
import { InvalidInputError } from '../../errors/index.js';
import { float16Table } from './float16ToFloat32.js';

/** log P(token) of each requested token under one row, and the row's argmax (first on ties). */
export interface TokenLogprobs {
  readonly logprobNats: readonly number[];
  readonly argmax: number;
}

/**
 * Score `tokens` against the row `data[offset … offset+width)` with one max-subtracted
 * log-sum-exp in float64 (several choices predicted by the same row share it), or return null
 * when the row holds a NaN or infinite logit.
 */
export function tokenLogprobs(data: Float32Array | Uint16Array, offset: number, width: number, tokens: readonly number[]): TokenLogprobs | null {
  const row = data instanceof Uint16Array ? widen(data.subarray(offset, offset + width)) : data.subarray(offset, offset + width);
  let max = -Infinity;
  let argmax = 0;
  // x·0 is 0 for finite x and NaN for NaN or ±Inf, so one sum checks the whole row.
  let poison = 0;
  for (let v = 0; v < width; v++) {
    const x = row[v]!;
    poison += x * 0;
    if (x > max) {
      max = x;
      argmax = v;
    }
  }
  if (poison !== 0) return null;
  let sum = 0;
  for (let v = 0; v < width; v++) sum += Math.exp(row[v]! - max);
  const logSum = Math.log(sum);
  return { logprobNats: tokens.map((token) => row[token]! - max - logSum), argmax };
}

function widen(half: Uint16Array): Float32Array {
  const table = float16Table();
  const out = new Float32Array(half.length);
  for (let v = 0; v < half.length; v++) out[v] = table[half[v]!]!;
  return out;
}

/** The first non-finite value of a logits row and its vocabulary index. */
export interface NonFiniteValue {
  readonly value: number;
  readonly index: number;
}

/**
 * A logits row holding NaN or ±Inf, naming the model file, the input position it predicts and
 * what the row holds (a NaN and an infinity have different causes); in generation, the prompt.
 */
export class NonFiniteLogitsError extends InvalidInputError {
  constructor(
    readonly onnxFile: string,
    readonly position: number,
    readonly found: NonFiniteValue | null,
    readonly promptIndex?: number,
  ) {
    super(
      found === null
        ? `${onnxFile}: NaN logits at position ${position} (a NaN or infinite value in the predicting row)`
        : `${onnxFile}: ${Number.isNaN(found.value) ? 'NaN' : 'infinite'} logits at position ${position} (${found.value} at vocabulary index ${found.index}, the first non-finite value of the predicting row)`,
      'The model produced non-finite logits; check the export (float16 overflow, broken weights) or try its float32 version.',
    );
  }
}

/** The error for the logits row at `data[offset … offset+width)`, which holds NaN or ±Inf. */
export function nonFiniteLogitsError(
  onnxFile: string,
  position: number,
  data: Float32Array | Uint16Array,
  offset: number,
  width: number,
  promptIndex?: number,
): NonFiniteLogitsError {
  const values = data instanceof Uint16Array ? widen(data.subarray(offset, offset + width)) : data.subarray(offset, offset + width);
  const index = values.findIndex((x) => !Number.isFinite(x));
  return new NonFiniteLogitsError(onnxFile, position, index < 0 ? null : { value: values[index]!, index }, promptIndex);
}
