/** items.jsonl line of the divergence family: one document scored token by token. */
import type { ItemLineFields } from './itemLine.js';
import type { Count } from '../shapes/numbers.js';

/** items.jsonl line, divergence family (one document). */
export interface DivergenceItemRecord extends ItemLineFields {
  readonly family: 'divergence';
  readonly id: string;
  readonly tags: readonly string[];
  /** Predicted positions scored. */
  readonly tokenCount: Count;
  /** Σ KL(P_base‖P_tuned) over positions, nats. */
  readonly klSum: number;
  /** Σ KL(P_tuned‖P_base) over positions, nats; absent in records written before it was recorded. */
  readonly reverseKlSum?: number;
  /** Positions where both argmaxes agree. */
  readonly top1Agree: Count;
  /** Σ −log P(actual next token), nats, per model. */
  readonly baseNllSum: number;
  readonly tunedNllSum: number;
  /**
   * Σ Δp and Σ Δp² over positions, Δp = P_tuned(next token) − P_base(next token) (llama.cpp's
   * "Δp"); absent in records written before they were recorded.
   */
  readonly dpSum?: number;
  readonly dpSquaredSum?: number; /**
   * Decoded text of each input token (for the heat map); tokens[0] is never predicted.
   * tokenKl, tokenReverseKl, baseTop1 and tunedTop1 hold tokens.length − 1 entries (checked when read).
   */
  readonly tokens: readonly string[];
  /** KL per predicted position (index i scores tokens[i + 1]), rounded to 9 significant digits (4 in runs written before). */
  readonly tokenKl: readonly number[];
  /** Reverse KL per predicted position, as tokenKl; absent in records written before it was recorded. */
  readonly tokenReverseKl?: readonly number[];
  /** Decoded argmax token of each model per predicted position. */
  readonly baseTop1: readonly string[];
  readonly tunedTop1: readonly string[];
}
