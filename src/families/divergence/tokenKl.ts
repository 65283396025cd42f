/** KL divergence between the next-token distributions of two logits rows, with each row's argmax and log-normaliser. */
import { InternalError, InvalidInputError } from '../../errors/index.js';
import { rowSums } from './klKernel.js';

/** What the divergence scorer needs from one predicted position of both models. */
export interface TokenKlResult {
  /** KL(P_base ‖ P_tuned), nats, ≥ 0: llama.cpp's "KLD" direction (docs/concepts/what-is-measured.md). */
  readonly klNats: number;
  /** KL(P_tuned ‖ P_base), nats, ≥ 0, from the same exps. */
  readonly reverseKlNats: number;
  /** Index of each row's largest logit, the first one on ties (as torch.argmax). */
  readonly baseArgmax: number;
  readonly tunedArgmax: number;
  /** Each row's largest logit m and log Σ_v exp(x_v − m): log P(v) = (x_v − m) − logSum, nats. */
  readonly baseMax: number;
  readonly baseLogSum: number;
  readonly tunedMax: number;
  readonly tunedLogSum: number;
}

/**
 * KL(P_base ‖ P_tuned) = Σ_v p_b(v)(log p_b(v) − log p_t(v)) over the logits rows `base[baseOffset
 * … +width)` and `tuned[tunedOffset … +width)`, in nats. With z = x − max(x) per row and
 * S = Σ_v e^z, log p(v) = z_v − log S, so KL = Σ_v e^(z_b)(z_b − z_t) / S_b − log(S_b / S_t):
 * the WebAssembly kernel (klKernel.ts) makes two passes over the rows (both maxima; then both
 * exp-sums and the weighted sum, float64, one exp per logit), and a native search finds each
 * argmax. The reverse KL(P_tuned ‖ P_base) = Σ_v e^(z_t)(z_t − z_b) / S_t − log(S_t / S_b) comes
 * from the same pass. No log-probability rows; identical rows give exactly 0. Rounding can leave a tiny
 * negative value for nearly equal rows, which is returned as 0 (KL ≥ 0 by Gibbs' inequality).
 * O(width). Throws NonFiniteLogitError (an InvalidInputError) naming the row and the vocabulary
 * index of a NaN or infinite logit.
 */
export function tokenKl(base: Float32Array, baseOffset: number, tuned: Float32Array, tunedOffset: number, width: number): TokenKlResult {
  const { baseMax, tunedMax, baseSum, tunedSum, weighted, reverseWeighted } = rowSums(base, baseOffset, tuned, tunedOffset, width);
  // A NaN makes its row's maximum and sums NaN, a +Inf maximum makes z = Inf − Inf = NaN, and a
  // −Inf gives ±∞ in `weighted` (its z_b − z_t is infinite): checking the sums replaces a
  // validation pass over the rows.
  if (!Number.isFinite(baseSum + tunedSum + weighted + reverseWeighted)) {
    throw (
      firstNonFinite('base', base, baseOffset, width) ??
      firstNonFinite('tuned', tuned, tunedOffset, width) ??
      new InternalError('tokenKl: non-finite sums over finite logits')
    );
  }
  // Finite rows hold their float32 maximum, so the native search finds its first occurrence
  // inside the row (the first index on ties, as torch.argmax).
  const baseArgmax = base.indexOf(baseMax, baseOffset) - baseOffset;
  const tunedArgmax = tuned.indexOf(tunedMax, tunedOffset) - tunedOffset;
  const kl = weighted / baseSum - Math.log(baseSum / tunedSum);
  const reverse = reverseWeighted / tunedSum - Math.log(tunedSum / baseSum);
  return {
    klNats: kl > 0 ? kl : 0,
    reverseKlNats: reverse > 0 ? reverse : 0,
    baseArgmax,
    tunedArgmax,
    baseMax,
    baseLogSum: Math.log(baseSum),
    tunedMax,
    tunedLogSum: Math.log(tunedSum),
  };
}

/** A NaN or infinite logit in one of the two rows; `row` says which model produced it. */
export class NonFiniteLogitError extends InvalidInputError {
  constructor(
    readonly row: 'base' | 'tuned',
    readonly index: number,
    value: number,
  ) {
    super(
      `non-finite logit ${value} at vocabulary index ${index}`,
      'The model produced NaN or infinite logits; check its export (dtype overflow, broken weights).',
    );
  }
}

function firstNonFinite(row: 'base' | 'tuned', data: Float32Array, offset: number, width: number): NonFiniteLogitError | undefined {
  for (let v = 0; v < width; v++) {
    const x = data[offset + v]!;
    if (!Number.isFinite(x)) return new NonFiniteLogitError(row, v, x);
  }
  return undefined;
}
