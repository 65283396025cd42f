/** Next-token logits over a sequence of any length, in windows of at most the model's context. */
import { InvalidInputError, RuntimeFailureError } from '../../errors/index.js';
import { ones, range } from './intRange.js';
import type { KvCache, SessionRunner } from './sessionRunner.js';
import type { LogitsWindow } from '../types.js';

/**
 * Float32 logits one forward pass inside a window may return: 12 MiB, 64 tokens of a
 * 49 152-token vocabulary. In the divergence benchmark (two 135M-shape models, 512-token
 * windows) 64-token passes peaked at 1 462–1 491 MiB RSS against 1 538–1 589 MiB for 128-token
 * passes (their logits, attention scores and activations are half the size), for 12–14 % more
 * time in session.run, as every pass streams all the weights once more.
 */
export const WINDOW_LOGITS_BYTES = 12 * 2 ** 20;
/** Bounds of the chunk: more tokens per pass gain little speed; fewer cost more than they save. */
const MIN_CHUNK_TOKENS = 16;
const MAX_CHUNK_TOKENS = 128;

/** Tokens per forward pass inside a window: WINDOW_LOGITS_BYTES of float32 logits, clamped to [16, 128]. */
export function windowChunkTokens(logitsWidth: number): number {
  return Math.min(MAX_CHUNK_TOKENS, Math.max(MIN_CHUNK_TOKENS, Math.floor(WINDOW_LOGITS_BYTES / (4 * logitsWidth))));
}

/** Model facts windowing checks its inputs against. */
export interface WindowLimits {
  readonly onnxFile: string;
  readonly maxContext: number;
  readonly logitsWidth: number;
}

/** One window: run tokens [start, end), report predictions of positions [firstPredicted, end). */
export interface WindowPlan {
  readonly start: number;
  readonly end: number;
  readonly firstPredicted: number;
}

/**
 * The windows covering predicted positions 1 … n−1 of an n-token sequence exactly once, each at
 * most `maxContext` tokens. Stride maxContext − 1: consecutive windows overlap by one token, the
 * last token of a window being the first (context-only) token of the next, and no KV state is
 * carried across windows (learned position embeddings end at maxContext). The final window is
 * extended backwards to a full maxContext tokens when the sequence allows it, so its positions get
 * more context at no more than one window's cost (lm-evaluation-harness's rolling windows do the
 * same); only its positions not yet predicted are reported. Throws InvalidInputError when maxContext < 2.
 */
export function windowPlan(length: number, maxContext: number): WindowPlan[] {
  if (!Number.isInteger(maxContext) || maxContext < 2) throw new InvalidInputError(`windowPlan: maxContext must be an integer ≥ 2, got ${maxContext}`);
  const plans: WindowPlan[] = [];
  let firstPredicted = 1;
  while (firstPredicted < length) {
    const end = Math.min(length, firstPredicted - 1 + maxContext);
    plans.push({ start: Math.max(0, end - maxContext), end, firstPredicted });
    firstPredicted = end;
  }
  return plans;
}

/**
 * Yield the logits of every predicted position of `ids` following windowPlan, in order, each
 * position once. A graph with a float32 KV cache runs each window as consecutive chunks of at
 * most `chunkTokens` tokens (default: windowChunkTokens of the logits width), each attending to
 * the window's earlier chunks through the cache, so that only one chunk's logits exist at a
 * time; the values equal a whole-window pass up to
 * float32 rounding (a chunk's attention sums over the same keys in another blocking). A window
 * of a graph without KV inputs or with a float16 cache runs in one pass and is yielded whole
 * (float16 logits are half the size). Yielded rows are views of the session's output: read
 * them before asking for the next window. Rows are not scanned for NaN/Inf here (that pass
 * over every logit cost a seventh of the divergence kernel); the kernel detects them through
 * its sums. Throws InvalidInputError for an id outside the logits width or a chunkTokens that
 * is not a positive integer.
 */
export async function* logitWindows(
  runner: SessionRunner,
  limits: WindowLimits,
  ids: readonly number[],
  chunkTokens: number = windowChunkTokens(limits.logitsWidth),
): AsyncGenerator<LogitsWindow> {
  if (!Number.isInteger(chunkTokens) || chunkTokens < 1)
    throw new InvalidInputError(`logitWindows: chunkTokens must be a positive integer, got ${chunkTokens}`);
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(
        `${limits.onnxFile}: token id ${id} is outside the model's vocabulary [0, ${limits.logitsWidth})`,
        "Encode the text with this model's own tokenizer.",
      );
    }
  }
  // A float16 cache would round the earlier chunks' keys and values that a one-pass window keeps
  // in the graph's own precision (several binary16 steps on the logits of forged fp16 models).
  const chunk = runner.signature.kv?.dtype === 'float32' ? chunkTokens : Infinity;
  for (const plan of windowPlan(ids.length, limits.maxContext)) {
    let past: KvCache | null = null;
    for (let from = plan.start; from < plan.end; from += chunk) {
      const to = Math.min(plan.end, from + chunk);
      const seq = to - from;
      // Row i of this pass predicts position from + i + 1; positions ≥ plan.end lie beyond the input.
      const firstPosition = Math.max(plan.firstPredicted, from + 1);
      const lastPosition = Math.min(plan.end - 1, to);
      const reported = Math.max(0, lastPosition - firstPosition + 1);
      // A context-only chunk still needs one row: num_logits_to_keep = 0 would mean "all of them".
      const keep = reported === 0 ? 1 : to - firstPosition + 1;
      const out = await runner.forward({
        batch: 1,
        seq,
        ids: ids.slice(from, to),
        mask: ones(to - plan.start),
        positions: range(from - plan.start, to - plan.start),
        past,
        logitsToKeep: keep,
        keepPresent: to < plan.end,
      });
      past = out.present;
      if (reported === 0) continue;
      const firstRow = firstPosition - 1 - from - (seq - out.rows);
      if (firstRow < 0)
        throw new RuntimeFailureError(
          `${limits.onnxFile}: the graph returned ${out.rows} logit rows for ${seq} tokens`,
          'The num_logits_to_keep input does not behave as in transformers.',
        );
      const offset = firstRow * out.width;
      yield { firstPredicted: firstPosition, rows: reported, width: out.width, data: out.logits.subarray(offset, offset + reported * out.width) };
    }
  }
}
