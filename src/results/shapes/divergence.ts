/** results.json's `divergence` block: KL as quantization people read it (docs/concepts/what-is-measured.md). */
import type { Count } from './numbers.js';

/**
 * One per-position quantity over every predicted position of every scored document, nats.
 * Percentiles are llama.cpp's (`llama-perplexity --kl-divergence`): the type-7 quantile of the
 * sorted values, x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋+1] − x[⌊h⌋]) with h = (N − 1)·q; the median is q = 0.5.
 */
export interface DivergenceTail {
  /** Σ over positions / positions: the pooled mean, as llama.cpp's "Mean KLD". */
  readonly mean: number;
  readonly median: number;
  readonly p90: number;
  readonly p95: number;
  readonly p99: number;
  readonly p99_9: number;
  readonly max: number;
}

/** The per-position distribution of the divergence family, pooled over documents. */
export interface DivergenceDistribution {
  /** Predicted positions pooled (every document's tokens − 1). */
  readonly positions: Count;
  /** Documents with at least one predicted position. */
  readonly documents: Count;
  /** KL(P_base ‖ P_tuned) per position: llama.cpp's "KLD". */
  readonly kl: DivergenceTail;
  /** KL(P_tuned ‖ P_base) per position. */
  readonly reverse_kl: DivergenceTail;
  /** Share of positions where both models' argmax (first on ties) is the same token: llama.cpp's "Same top p", as a fraction. */
  readonly same_top1: number;
  /** Mean of Δp = P_tuned(next) − P_base(next), the probability of the text's next token: llama.cpp's "Mean Δp", as a fraction. */
  readonly dp_mean: number;
  /** √(mean Δp²): llama.cpp's "RMS Δp", as a fraction. */
  readonly dp_rms: number;
}

/** What the divergence family measured beside its metrics; absent when it did not run, or read records without the per-position values. */
export interface DivergenceResults {
  readonly distribution: DivergenceDistribution;
}
