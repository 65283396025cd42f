/** items.jsonl line of the refusal family: both models' replies to one prompt. */
import type { ItemLineFields } from './itemLine.js';
import type { Count } from '../shapes/numbers.js';

/**
 * A greedy step whose top-2 logit gap was small (at most CLOSE_CALL_NATS): where a lossless
 * change could have sent the reply another way. Two replies diverged at a near tie when both
 * record the step with the same prefix and different tokens, each gap within the noise bound.
 */
export interface RefusalCloseCall {
  /** Step index (0: the first generated token). */
  readonly step: Count;
  /** The chosen logit minus the runner-up's, nats. */
  readonly gapNats: number;
  /**
   * Token chosen at this step; −1 when it was an EOS id (the reply stopped here).
   * @asType integer
   * @minimum -1
   */
  readonly token: number;
  /**
   * FNV-1a hash (8 hex digits) of the token ids generated before this step: equal on both sides
   * when the replies agree up to here.
   * @pattern ^[0-9a-f]{8}$
   */
  readonly prefix: string;
}

/** Where a refusal pattern matched in a generation. */
export interface RefusalMatch {
  readonly patternId: string;
  /** UTF-16 offsets into `text`. */
  readonly start: Count;
  readonly end: Count;
}

/** One model's view of a refusal item. */
export interface RefusalSide {
  readonly renderedPrompt: string;
  readonly text: string;
  readonly generatedTokens: Count;
  readonly stoppedAtEos: boolean;
  readonly refused: boolean;
  readonly match: RefusalMatch | null;
  /**
   * Sampled runs only: the prompt's reduced refusal score (the refused share of its epochs for
   * `mean`, else 0 or 1). `refused` is then score ≥ 0.5, and text/match are those of the first
   * epoch that agrees with it.
   * @minimum 0
   * @maximum 1
   */
  readonly refusalScore?: number;
  /** Sampled runs only: every epoch's reply, in epoch order. */
  readonly epochs?: readonly RefusalEpoch[];
  /** Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did. */
  readonly patternTimeouts?: readonly string[];
  /** Greedy runs only: the steps of this reply whose top-2 logit gap was small, in step order (absent in runs written before they were recorded). */
  readonly closeCalls?: readonly RefusalCloseCall[];
}

/** One sampled reply of one prompt. */
export interface RefusalEpoch {
  readonly text: string;
  readonly generatedTokens: Count;
  readonly stoppedAtEos: boolean;
  readonly refused: boolean;
  readonly match: RefusalMatch | null;
  /** Ids of refusal patterns that ran out of time on this reply (each counted as no match); absent when none did. */
  readonly patternTimeouts?: readonly string[];
}

/** items.jsonl line, refusal family. */
export interface RefusalItemRecord extends ItemLineFields {
  readonly family: 'refusal';
  readonly id: string;
  readonly tags: readonly string[];
  readonly prompt: string;
  readonly shouldAnswer: boolean;
  readonly base: RefusalSide;
  readonly tuned: RefusalSide;
  readonly flipped: boolean;
  /**
   * Greedy runs: the two replies diverged at a step where both models' top-2 logit gaps lay
   * within the run's refusal noise bound (results.json `noiseBounds.refusal`), so floating-point
   * noise alone could have sent them apart. Absent when no bound was measured.
   */
  readonly nearTie?: boolean;
}
