/** Divergence scorer: per-token forward and reverse KL, top-1 agreement, Δp and NLL of both models on one document. */
import { IncompatibleModelsError, InternalError, InvalidInputError } from '../../errors/index.js';
import { windowPlan, type LanguageModel, type LogitsWindow } from '../../model/index.js';
import type { DivergenceItemRecord } from '../../results/types.js';
import type { DivergenceItem } from './item.js';
import { float32Rows } from './float32Rows.js';
import { tokenDecoder } from './tokenDecoder.js';
import { NonFiniteLogitError, tokenKl, type TokenKlResult } from './tokenKl.js';
import { tokenPieces } from './tokenPieces.js';

/**
 * Per-token KL values keep 9 significant digits in items.jsonl: the heat map needs 2, the
 * distribution's percentiles (distribution.ts) are order statistics of these values, so rounding
 * moves them by under 5e−9 relative (docs/concepts/what-is-measured.md).
 */
const KL_DIGITS = 9;

/** Time spent inside each model's forward passes, for the run's timings. */
export interface DivergenceTimings {
  baseMs: number;
  tunedMs: number;
  /** Time spent reducing the two models' rows to KL, argmaxes and NLLs (the benchmark's "KL math"). */
  klMs: number;
}

/**
 * Score one document: both models see the same ids (the tokenizers were checked identical).
 * Windows are pulled from each model in turn, base then tuned, and every position both hold
 * is reduced to KL, argmaxes and NLLs before either asks for its next window, so at most one
 * window (for KV-cached graphs one chunk of it) of logits per model is alive; the two models
 * may chunk differently. Throws InvalidInputError naming the model, document and token on a
 * NaN or infinite logit, IncompatibleModelsError when the two models window the document
 * differently (different context lengths) or have different logits widths.
 */
export async function scoreDivergenceItem(
  base: LanguageModel,
  tuned: LanguageModel,
  item: DivergenceItem,
  timings: DivergenceTimings,
): Promise<DivergenceItemRecord> {
  const ids = base.tokenizer.encode(item.text);
  // The same windows for both, else positions would be predicted from different contexts.
  if (JSON.stringify(windowPlan(ids.length, base.maxContext)) !== JSON.stringify(windowPlan(ids.length, tuned.maxContext))) throw windowMismatch(base, tuned);
  const baseWindows = base.logitWindows(ids)[Symbol.asyncIterator]();
  const tunedWindows = tuned.logitWindows(ids)[Symbol.asyncIterator]();
  const count = Math.max(0, ids.length - 1);
  const tokenKlValues = new Array<number>(count);
  const tokenReverseKl = new Array<number>(count);
  const baseTop1 = new Array<string>(count);
  const tunedTop1 = new Array<string>(count);
  const decode = tokenDecoder(base.tokenizer);
  let klSum = 0;
  let reverseKlSum = 0;
  let dpSum = 0;
  let dpSquaredSum = 0;
  let top1Agree = 0;
  let baseNllSum = 0;
  let tunedNllSum = 0;
  let b: LogitsWindow | null = null;
  let t: LogitsWindow | null = null;
  const baseRows = float32Rows();
  const tunedRows = float32Rows();
  for (let position = 1; position < ids.length;) {
    if (b === null || position >= b.firstPredicted + b.rows) {
      // Dropped before the next forward, so that a collection its new output triggers can free it.
      b = null;
      const started = performance.now();
      b = await nextWindow(baseWindows, position, base);
      timings.baseMs += performance.now() - started;
    }
    if (t === null || position >= t.firstPredicted + t.rows) {
      t = null;
      const started = performance.now();
      t = await nextWindow(tunedWindows, position, tuned);
      timings.tunedMs += performance.now() - started;
    }
    if (b.width !== t.width)
      throw new IncompatibleModelsError(
        `${base.info.onnxFile} and ${tuned.info.onnxFile} have different logits widths (${b.width} vs ${t.width})`,
        'Divergence needs one vocabulary; run with --only capability,refusal.',
      );
    const width = b.width;
    const end = Math.min(b.firstPredicted + b.rows, t.firstPredicted + t.rows);
    const reducing = performance.now();
    for (; position < end; position++) {
      const baseRow = baseRows.row(b, position - b.firstPredicted);
      const tunedRow = tunedRows.row(t, position - t.firstPredicted);
      let kl: TokenKlResult;
      try {
        kl = tokenKl(baseRow.data, baseRow.offset, tunedRow.data, tunedRow.offset, width);
      } catch (error) {
        if (!(error instanceof NonFiniteLogitError)) throw error;
        const model = error.row === 'base' ? base : tuned;
        throw new InvalidInputError(`${model.info.onnxFile}: ${error.message} at token ${position} of divergence document "${item.id}"`, error.hint);
      }
      const next = ids[position]!;
      // −log p(next) = log S − (x_next − max), the log-softmax of one entry only.
      const baseNll = kl.baseLogSum - (baseRow.data[baseRow.offset + next]! - kl.baseMax);
      const tunedNll = kl.tunedLogSum - (tunedRow.data[tunedRow.offset + next]! - kl.tunedMax);
      baseNllSum += baseNll;
      tunedNllSum += tunedNll;
      // llama.cpp's Δp: p_tuned(next) − p_base(next), the text's next token (docs/concepts/what-is-measured.md).
      const dp = Math.exp(-tunedNll) - Math.exp(-baseNll);
      dpSum += dp;
      dpSquaredSum += dp * dp;
      klSum += kl.klNats;
      reverseKlSum += kl.reverseKlNats;
      if (kl.baseArgmax === kl.tunedArgmax) top1Agree += 1;
      tokenKlValues[position - 1] = Number(kl.klNats.toPrecision(KL_DIGITS));
      tokenReverseKl[position - 1] = Number(kl.reverseKlNats.toPrecision(KL_DIGITS));
      baseTop1[position - 1] = decode(kl.baseArgmax);
      tunedTop1[position - 1] = decode(kl.tunedArgmax);
    }
    timings.klMs += performance.now() - reducing;
  }
  // Both generators must end here: a window left over means logitWindows broke its contract.
  if (!(await baseWindows.next()).done || !(await tunedWindows.next()).done)
    throw new InternalError(`divergence: windows left over after the last position of "${item.id}"`);
  return {
    family: 'divergence',
    id: item.id,
    tags: item.tags,
    tokenCount: count,
    klSum,
    reverseKlSum,
    top1Agree,
    baseNllSum,
    tunedNllSum,
    dpSum,
    dpSquaredSum,
    tokens: tokenPieces(base.tokenizer, ids),
    tokenKl: tokenKlValues,
    tokenReverseKl,
    baseTop1,
    tunedTop1,
  };
}

/** The model's next window, which must start at `position` (windows are contiguous). */
async function nextWindow(windows: AsyncIterator<LogitsWindow>, position: number, model: LanguageModel): Promise<LogitsWindow> {
  const next = await windows.next();
  if (next.done === true || next.value.firstPredicted !== position || next.value.rows < 1) {
    throw new InternalError(`divergence: ${model.info.onnxFile} yielded no window starting at position ${position}`);
  }
  return next.value;
}

function windowMismatch(base: LanguageModel, tuned: LanguageModel): IncompatibleModelsError {
  return new IncompatibleModelsError(
    `${base.info.onnxFile} and ${tuned.info.onnxFile} split documents into different windows (context ${base.maxContext} vs ${tuned.maxContext})`,
    'Divergence needs both models to see the same windows; compare models with the same max_position_embeddings, or run with --only capability,refusal.',
  );
}
