/** Batched decoding with left padding, as transformers' generate does it: greedy, or sampled with one uniform stream per prompt. */
import { InvalidInputError } from '../../errors/index.js';
import { finiteTopTwo, type TopTwo } from './finiteTopTwo.js';
import { packByBudget } from './packByBudget.js';
import { selectRows, type KvCache, type SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError } from './tokenLogprob.js';
import { sampleToken, samplingScratch, type SamplingScratch } from './sampleToken.js';
import type { GenerateOptions, Generation } from '../types.js';

/** Model facts generation checks its inputs against. */
export interface GenerationLimits {
  readonly onnxFile: string;
  readonly maxContext: number;
  readonly logitsWidth: number;
  /** Id fed at padded positions (masked out, so any in-vocabulary id works). */
  readonly padId: number;
  /**
   * Padded prompt tokens (rows × longest prompt) in a batch's first pass: long prompts decode in
   * smaller batches, so a graph that returns logits for every prompt position stays in bounds.
   */
  readonly prefillBudget: number;
}

interface Row {
  readonly index: number;
  readonly prompt: readonly number[];
  /** Most tokens this row may generate: maxNewTokens, less when the context would overflow. */
  readonly cap: number;
}

/** One row of a batch being decoded. */
interface Slot {
  readonly row: Row;
  /** Left-padding columns before the prompt. */
  readonly pad: number;
  /** Prompt + generated tokens so far, left-padded (only the no-KV path re-reads old entries). */
  readonly seq: number[];
  readonly generated: number[];
  /** Greedy only: the chosen logit's lead over the runner-up at each step that chose a token (EOS included). */
  readonly gaps: number[];
  /** Greedy only: the largest |chosen logit| of any step. */
  largestLogit: number;
  active: boolean;
  stoppedAtEos: boolean;
}

/**
 * Greedy continuations of `prompts`, in prompt order. Prompts that leave room for maxNewTokens are
 * sorted by length and decoded in batches of up to `batchSize` (default 8) rows and
 * `limits.prefillBudget` padded prompt tokens, with left padding; a prompt
 * that would overflow maxContext runs alone and stops when the context is full. Finished rows are
 * dropped from the batch once at most half of it is still running. Throws InvalidInputError for an
 * empty prompt, a prompt longer than maxContext, an id outside the logits width, bad options, or
 * NaN/Inf logits in an active row.
 */
export async function generateReplies(
  runner: SessionRunner,
  limits: GenerationLimits,
  prompts: readonly (readonly number[])[],
  options: GenerateOptions,
): Promise<Generation[]> {
  const batchSize = options.batchSize ?? 8;
  if (!Number.isInteger(options.maxNewTokens) || options.maxNewTokens < 0)
    throw new InvalidInputError(`generateReplies: maxNewTokens must be a non-negative integer, got ${options.maxNewTokens}`);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new InvalidInputError(`generateReplies: batchSize must be a positive integer, got ${batchSize}`);
  const sampling = options.sampling;
  if (sampling !== undefined) {
    const { temperature, topK, topP } = sampling;
    if (!(temperature > 0 && Number.isFinite(temperature))) throw new InvalidInputError(`generate: temperature must be a positive number, got ${temperature}`);
    if (!Number.isInteger(topK) || topK < 0) throw new InvalidInputError(`generate: topK must be a non-negative integer (0 = no limit), got ${topK}`);
    if (!(topP > 0 && topP <= 1)) throw new InvalidInputError(`generate: topP must be in (0, 1], got ${topP}`);
  }
  const fits: Row[] = [];
  const alone: Row[] = [];
  prompts.forEach((prompt, index) => {
    checkPrompt(limits, prompt, index);
    const room = limits.maxContext - prompt.length + 1;
    (options.maxNewTokens <= room ? fits : alone).push({ index, prompt, cap: Math.min(options.maxNewTokens, room) });
  });
  // Similar lengths share a batch, so little compute goes to padding.
  const batches = packByBudget(
    fits.map((row) => row.prompt.length),
    limits.prefillBudget,
    { maxRows: batchSize },
  ).map((batch) => batch.map((i) => fits[i]!));
  for (const row of alone) batches.push([row]);
  const results = new Array<Generation>(prompts.length);
  const eos = new Set(options.eosIds);
  const pick = tokenPicker(options, limits.logitsWidth);
  for (const batch of batches) {
    for (const slot of await decodeBatch(runner, limits, batch, eos, pick)) {
      const generation: Generation = {
        ids: slot.generated,
        stoppedAtEos: slot.stoppedAtEos,
        ...(options.sampling === undefined ? { topGaps: slot.gaps, largestLogit: slot.largestLogit } : {}),
      };
      results[slot.row.index] = generation;
      options.onGenerated?.(slot.row.index, generation);
    }
  }
  return results;
}

async function decodeBatch(
  runner: SessionRunner,
  limits: GenerationLimits,
  rows: readonly Row[],
  eos: ReadonlySet<number>,
  pick: TokenPicker,
): Promise<Slot[]> {
  const promptLength = Math.max(...rows.map((row) => row.prompt.length));
  const all: Slot[] = rows.map((row) => {
    const pad = promptLength - row.prompt.length;
    return {
      row,
      pad,
      seq: [...new Array<number>(pad).fill(limits.padId), ...row.prompt],
      generated: [],
      gaps: [],
      largestLogit: 0,
      active: row.cap > 0,
      stoppedAtEos: false,
    };
  });
  const useCache = runner.signature.kv !== null;
  let slots = all.filter((slot) => slot.active);
  let past: KvCache | null = null;
  let fed = 0;
  let total = promptLength;
  while (slots.length > 0) {
    const b = slots.length;
    const seq = total - fed;
    const ids = new Array<number>(b * seq);
    const positions = new Array<number>(b * seq);
    const mask = new Array<number>(b * total);
    for (let r = 0; r < b; r++) {
      const slot = slots[r]!;
      for (let i = fed; i < total; i++) {
        ids[r * seq + i - fed] = slot.seq[i]!;
        // position_ids = cumsum(mask) − 1, clamped at 0 for the left padding (transformers' rule).
        positions[r * seq + i - fed] = Math.max(0, i - slot.pad);
      }
      mask.fill(0, r * total, r * total + slot.pad).fill(1, r * total + slot.pad, (r + 1) * total);
    }
    const out = await runner.forward({ batch: b, seq, ids, mask, positions, past, logitsToKeep: 1, keepPresent: useCache });
    let running = 0;
    for (let r = 0; r < b; r++) {
      const slot = slots[r]!;
      let next = limits.padId;
      if (slot.active) {
        const token = pick.token(out.logits, (r * out.rows + out.rows - 1) * out.width, out.width, slot.row.index);
        if (token < 0) throw nonFiniteLogitsError(limits.onnxFile, total);
        if (pick.greedy !== null) {
          slot.gaps.push(pick.greedy.gap);
          slot.largestLogit = Math.max(slot.largestLogit, Math.abs(pick.greedy.top));
        }
        if (eos.has(token)) {
          slot.stoppedAtEos = true;
          slot.active = false;
        } else {
          slot.generated.push(token);
          next = token;
          if (slot.generated.length >= slot.row.cap) slot.active = false;
        }
      }
      if (slot.active) running += 1;
      // Finished rows keep stepping on a pad token (mask 1) so the batch stays rectangular; their output is frozen.
      slot.seq.push(next);
    }
    total += 1;
    if (useCache) {
      past = out.present;
      fed = total - 1;
    }
    // Dropping rows costs a copy of the kept rows' cache, so it waits until half the batch is idle:
    // at most log2(batch) copies, and never more than half the compute spent on finished rows.
    if (running * 2 <= b) {
      const keep: number[] = [];
      slots.forEach((slot, r) => {
        if (slot.active) keep.push(r);
      });
      if (past !== null && keep.length > 0) past = selectRows(past, keep);
      slots = keep.map((r) => slots[r]!);
    }
  }
  return all;
}

/**
 * Chooses the next token of prompt `promptIndex` from one logits row (−1 for a row holding NaN or
 * ±Inf); for greedy decoding `greedy` holds the last pick's logit and gap.
 */
interface TokenPicker {
  readonly token: (data: Float32Array | Uint16Array, offset: number, width: number, promptIndex: number) => number;
  readonly greedy: TopTwo | null;
}

/**
 * Greedy argmax, or a draw with the next uniform of that prompt's own stream: each prompt consumes
 * one uniform per generated token, so its tokens do not depend on which prompts share its batch.
 */
function tokenPicker(options: GenerateOptions, width: number): TokenPicker {
  const sampling = options.sampling;
  if (sampling === undefined) {
    const greedy: TopTwo = { best: 0, top: 0, gap: 0 };
    return {
      token: (data, offset, rowWidth) => {
        finiteTopTwo(data, offset, rowWidth, greedy);
        return greedy.best;
      },
      greedy,
    };
  }
  let scratch: SamplingScratch | null = null;
  return {
    token: (data, offset, rowWidth, promptIndex) => {
      scratch ??= samplingScratch(width);
      return sampleToken(data, offset, rowWidth, sampling, sampling.uniform(promptIndex), scratch);
    },
    greedy: null,
  };
}

function checkPrompt(limits: GenerationLimits, prompt: readonly number[], index: number): void {
  if (prompt.length === 0) throw new InvalidInputError(`generateReplies: prompt ${index} is empty`, 'Render the prompt to at least one token.');
  if (prompt.length > limits.maxContext) {
    throw new InvalidInputError(
      `${limits.onnxFile}: prompt ${index} has ${prompt.length} tokens, more than the model's context of ${limits.maxContext}`,
      'Shorten the prompt or skip the item.',
    );
  }
  for (const id of prompt) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(
        `${limits.onnxFile}: token id ${id} in prompt ${index} is outside the model's vocabulary [0, ${limits.logitsWidth})`,
        "Encode the text with this model's own tokenizer.",
      );
    }
  }
}
