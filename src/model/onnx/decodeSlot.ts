/** One prompt of a generation and the step that advances it, shared by the cached and uncached decoders. */
import type { SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError } from './tokenLogprob.js';
import type { TokenPicker } from './tokenPicker.js';

/** Model facts generation checks its inputs against. */
export interface GenerationLimits {
  readonly onnxFile: string;
  readonly maxContext: number;
  readonly logitsWidth: number;
  /** Id fed at padded positions (masked out, so any in-vocabulary id works). */
  readonly padId: number;
  /**
   * Padded prompt tokens (rows × longest prompt) in one prompt pass: long prompts start in
   * smaller groups, so a graph that returns logits for every prompt position stays in bounds.
   */
  readonly prefillBudget: number;
}

/** A prompt to decode. */
export interface DecodeRow {
  readonly index: number;
  readonly prompt: readonly number[];
  /** Most tokens this row may generate: maxNewTokens, less when the context would overflow. */
  readonly cap: number;
}

/** A prompt being decoded and what it has generated so far. */
export interface Slot {
  readonly row: DecodeRow;
  readonly generated: number[];
  /** Greedy only: the chosen logit's lead over the runner-up at each step that chose a token (EOS included). */
  readonly gaps: number[];
  /** Greedy only: the largest |chosen logit| of any step. */
  largestLogit: number;
  active: boolean;
  stoppedAtEos: boolean;
}

/** What both decoders share: the session, its limits, the stop ids, the picker, the most rows per pass, and where finished slots go. */
export interface DecodeContext {
  readonly runner: SessionRunner;
  readonly limits: GenerationLimits;
  readonly eos: ReadonlySet<number>;
  readonly pick: TokenPicker;
  readonly batchSize: number;
  /** Stops a row after a kept token (a stop string reached); absent: EOS and the cap only. */
  readonly stopAfter?: (promptIndex: number, generated: readonly number[]) => boolean;
  /** Hears each slot once, as soon as it stops (its arrays are final then). */
  readonly finish: (slot: Slot) => void;
}

/** A slot for `row`; a row with nothing to generate is finished at once. */
export function newSlot(context: DecodeContext, row: DecodeRow): Slot {
  const slot: Slot = { row, generated: [], gaps: [], largestLogit: 0, active: row.cap > 0, stoppedAtEos: false };
  if (!slot.active) context.finish(slot);
  return slot;
}

/**
 * Pick the slot's next token from the logits row at `data[offset …]` and record it: an EOS id, the row's cap
 * or `stopAfter` stops the slot (and reports it). `position` (the sequence length the row was
 * predicted from) names the place in the InvalidInputError thrown for NaN/Inf logits.
 */
export function advanceSlot(context: DecodeContext, slot: Slot, data: Float32Array | Uint16Array, offset: number, width: number, position: number): void {
  const { pick } = context;
  const token = pick.token(data, offset, width, slot.row.index);
  if (token < 0) throw nonFiniteLogitsError(context.limits.onnxFile, position, data, offset, width, slot.row.index);
  if (pick.greedy !== null) {
    slot.gaps.push(pick.greedy.gap);
    slot.largestLogit = Math.max(slot.largestLogit, Math.abs(pick.greedy.top));
  }
  if (context.eos.has(token)) {
    slot.stoppedAtEos = true;
    slot.active = false;
  } else {
    slot.generated.push(token);
    if (slot.generated.length >= slot.row.cap || context.stopAfter?.(slot.row.index, slot.generated) === true) slot.active = false;
  }
  if (!slot.active) context.finish(slot);
}
