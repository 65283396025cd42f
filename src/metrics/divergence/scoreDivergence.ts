/** Divergence scorer: per-token KL, top-1 agreement and NLL of both models on one document. */
import { IncompatibleModelsError, InvalidInputError } from '../../errors/index.js';
import { argmaxRow, logSoftmaxRow, type LanguageModel, type LogitsWindow } from '../../model/index.js';
import type { DivergenceItemRecord } from '../../results/types.js';
import type { DivergenceItem } from '../../suites/index.js';
import { tokenPieces } from './tokenPieces.js';
import { tokenKl } from './tokenKl.js';

/** Per-token KL values keep 4 significant digits in items.jsonl (the report's heat map). */
const KL_DIGITS = 4;

/** Time spent inside each model's forward passes, for the run's timings. */
export interface DivergenceTimings {
  baseMs: number;
  tunedMs: number;
}

/**
 * Score one document: both models see the same ids (the tokenizers were checked identical),
 * window by window, base first then tuned, so at most one window of logits per model is
 * alive. Throws InvalidInputError on NaN logits, IncompatibleModelsError when the two
 * models window the document differently (different context lengths).
 */
export async function scoreDivergenceItem(
  base: LanguageModel,
  tuned: LanguageModel,
  item: DivergenceItem,
  timings: DivergenceTimings,
): Promise<DivergenceItemRecord> {
  const ids = base.tokenizer.encode(item.text);
  const baseWindows = base.logitWindows(ids)[Symbol.asyncIterator]();
  const tunedWindows = tuned.logitWindows(ids)[Symbol.asyncIterator]();
  const tokenKlValues: number[] = [];
  const baseTop1: number[] = [];
  const tunedTop1: number[] = [];
  let klSum = 0;
  let top1Agree = 0;
  let baseNllSum = 0;
  let tunedNllSum = 0;
  let baseRow = new Float64Array(0);
  let tunedRow = new Float64Array(0);
  for (;;) {
    const t0 = performance.now();
    const baseNext = await baseWindows.next();
    const t1 = performance.now();
    const tunedNext = await tunedWindows.next();
    timings.baseMs += t1 - t0;
    timings.tunedMs += performance.now() - t1;
    if (baseNext.done || tunedNext.done) {
      if (baseNext.done !== tunedNext.done) throw windowMismatch(base, tuned);
      break;
    }
    const b: LogitsWindow = baseNext.value;
    const t: LogitsWindow = tunedNext.value;
    if (b.firstPredicted !== t.firstPredicted || b.rows !== t.rows || b.width !== t.width) throw windowMismatch(base, tuned);
    if (baseRow.length !== b.width) {
      baseRow = new Float64Array(b.width);
      tunedRow = new Float64Array(b.width);
    }
    for (let r = 0; r < b.rows; r++) {
      const position = b.firstPredicted + r;
      logSoftmaxAt(base, b, r, baseRow, position, item.id);
      logSoftmaxAt(tuned, t, r, tunedRow, position, item.id);
      const kl = tokenKl(baseRow, tunedRow);
      const next = ids[position] as number;
      const baseArgmax = argmaxRow(baseRow, 0, b.width);
      const tunedArgmax = argmaxRow(tunedRow, 0, t.width);
      klSum += kl;
      tokenKlValues.push(kl);
      baseTop1.push(baseArgmax);
      tunedTop1.push(tunedArgmax);
      if (baseArgmax === tunedArgmax) top1Agree += 1;
      baseNllSum -= baseRow[next] as number;
      tunedNllSum -= tunedRow[next] as number;
    }
  }
  const decodeOne = (id: number): string => base.tokenizer.decode([id], { skipSpecialTokens: false });
  return {
    family: 'divergence',
    id: item.id,
    tags: item.tags,
    tokenCount: tokenKlValues.length,
    klSum,
    top1Agree,
    baseNllSum,
    tunedNllSum,
    tokens: tokenPieces(base.tokenizer, ids),
    tokenKl: tokenKlValues.map((value) => Number(value.toPrecision(KL_DIGITS))),
    baseTop1: baseTop1.map(decodeOne),
    tunedTop1: tunedTop1.map(decodeOne),
  };
}

/** Log-softmax of one row; a NaN or infinite logit names the model, document and token. */
function logSoftmaxAt(model: LanguageModel, window: LogitsWindow, row: number, out: Float64Array, position: number, documentId: string): void {
  try {
    logSoftmaxRow(window.data, row * window.width, window.width, out);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(`${model.info.onnxFile}: ${error.message} at token ${position} of divergence document "${documentId}"`, error.hint);
  }
}

function windowMismatch(base: LanguageModel, tuned: LanguageModel): IncompatibleModelsError {
  return new IncompatibleModelsError(
    `${base.info.onnxFile} and ${tuned.info.onnxFile} split documents into different windows (context ${base.maxContext} vs ${tuned.maxContext})`,
    'Divergence needs both models to see the same windows; compare models with the same max_position_embeddings, or run with --only capability,refusal.',
  );
}
