/** Next-token logits over a sequence of any length, in windows of at most the model's context. */
import { InvalidInputError, RuntimeFailureError } from '../errors/index.js';
import { ones, range } from './intRange.js';
import type { SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError, rowsFinite } from './tokenLogprob.js';
import type { LogitsWindow } from './types.js';

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
 * Yield the logits of every predicted position of `ids` following windowPlan, one window at a
 * time. Throws InvalidInputError for an id outside the logits width or NaN/Inf logits in a
 * reported row.
 */
export async function* logitWindows(runner: SessionRunner, limits: WindowLimits, ids: readonly number[]): AsyncGenerator<LogitsWindow> {
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(`${limits.onnxFile}: token id ${id} is outside the model's vocabulary [0, ${limits.logitsWidth})`, "Encode the text with this model's own tokenizer.");
    }
  }
  for (const plan of windowPlan(ids.length, limits.maxContext)) {
    const seq = plan.end - plan.start;
    const reported = plan.end - plan.firstPredicted;
    // Rows before firstPredicted − 1 only feed context; ask the graph for the reported rows alone.
    const out = await runner.forward({ batch: 1, seq, ids: ids.slice(plan.start, plan.end), mask: ones(seq), positions: range(0, seq), past: null, logitsToKeep: reported + 1 });
    // Row i of the output predicts input position start + (seq − rows) + i + 1.
    const firstRow = plan.firstPredicted - 1 - plan.start - (seq - out.rows);
    if (firstRow < 0) throw new RuntimeFailureError(`${limits.onnxFile}: the graph returned ${out.rows} logit rows for ${seq} tokens`, 'The num_logits_to_keep input does not behave as in transformers.');
    const offset = firstRow * out.width;
    if (!rowsFinite(out.logits, offset, reported, out.width)) {
      for (let r = 0; r < reported; r++) {
        if (!rowsFinite(out.logits, offset + r * out.width, 1, out.width)) throw nonFiniteLogitsError(limits.onnxFile, plan.firstPredicted + r);
      }
    }
    yield {
      firstPredicted: plan.firstPredicted,
      rows: reported,
      width: out.width,
      data: out.logits.subarray(offset, offset + reported * out.width),
    };
  }
}
