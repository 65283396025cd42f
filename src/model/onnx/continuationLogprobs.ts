/** Log-likelihood of several continuations of one context, sharing the context's forward pass. */
import { InvalidInputError } from '../../errors/index.js';
import type { ContinuationScore } from '../types.js';
import { tileCache, type SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError, tokenLogprob } from './tokenLogprob.js';
import { ones, range } from './intRange.js';

/** Model facts the scorer checks its inputs against. */
export interface ScoringLimits {
  readonly onnxFile: string;
  readonly maxContext: number;
  readonly logitsWidth: number;
  /** Continuations per forward pass. */
  readonly batchSize: number;
}

/**
 * Score every continuation of `contextIds` (docs/ARCHITECTURE.md §4). With a KV cache the context runs once and
 * its cache, tiled along the batch axis, serves batches of right-padded continuations; the context's
 * last row predicts each first token, so one-token continuations cost no further pass. Without a
 * KV cache, batches of context ++ continuation are run in full. Throws InvalidInputError for an
 * empty context or continuation, an id outside the logits width, a sequence longer than
 * maxContext + 1 (the last token is never fed), or NaN/Inf logits in a used row.
 */
export async function continuationLogprobs(
  runner: SessionRunner,
  limits: ScoringLimits,
  contextIds: readonly number[],
  continuations: readonly (readonly number[])[],
): Promise<ContinuationScore[]> {
  checkInputs(limits, contextIds, continuations);
  const c = contextIds.length;
  const logprobs = continuations.map((cont) => new Float64Array(cont.length));
  const greedy = continuations.map(() => true);
  const score = (k: number, j: number, data: Float32Array | Uint16Array, offset: number, width: number): void => {
    const cont = continuations[k]!;
    const scored = tokenLogprob(data, offset, width, cont[j]!);
    if (scored === null) throw nonFiniteLogitsError(limits.onnxFile, c + j);
    logprobs[k]![j] = scored.logprobNats;
    if (scored.argmax !== cont[j]) greedy[k] = false;
  };
  const maxLen = Math.max(...continuations.map((cont) => cont.length));
  const kvPath = runner.signature.kv !== null;

  if (kvPath || maxLen === 1) {
    const first = await runner.forward({ batch: 1, seq: c, ids: contextIds, mask: ones(c), positions: range(0, c), past: null, logitsToKeep: 1, keepPresent: true });
    const lastRow = (first.rows - 1) * first.width;
    continuations.forEach((_, k) => score(k, 0, first.logits, lastRow, first.width));
    const multi = continuations.map((cont, k) => (cont.length > 1 ? k : -1)).filter((k) => k >= 0);
    for (let start = 0; start < multi.length; start += limits.batchSize) {
      const chunk = multi.slice(start, start + limits.batchSize);
      const b = chunk.length;
      const s = Math.max(...chunk.map((k) => continuations[k]!.length)) - 1;
      const ids = new Array<number>(b * s).fill(0);
      const mask = new Array<number>(b * (c + s)).fill(0);
      const positions = new Array<number>(b * s);
      chunk.forEach((k, row) => {
        const cont = continuations[k]!;
        for (let i = 0; i < c; i++) mask[row * (c + s) + i] = 1;
        for (let j = 0; j < s; j++) {
          positions[row * s + j] = c + j;
          if (j < cont.length - 1) {
            ids[row * s + j] = cont[j]!;
            mask[row * (c + s) + c + j] = 1;
          }
        }
      });
      const out = await runner.forward({ batch: b, seq: s, ids, mask, positions, past: tileCache(first.present!, b), logitsToKeep: 0, keepPresent: false });
      chunk.forEach((k, row) => {
        for (let j = 1; j < continuations[k]!.length; j++) score(k, j, out.logits, (row * out.rows + j - 1 - (s - out.rows)) * out.width, out.width);
      });
    }
  } else {
    for (let start = 0; start < continuations.length; start += limits.batchSize) {
      const chunk = continuations.slice(start, start + limits.batchSize);
      const b = chunk.length;
      const chunkMax = Math.max(...chunk.map((cont) => cont.length));
      const s = c + chunkMax - 1;
      const ids = new Array<number>(b * s).fill(0);
      const mask = new Array<number>(b * s).fill(0);
      const positions = new Array<number>(b * s);
      chunk.forEach((cont, row) => {
        const seq = [...contextIds, ...cont.slice(0, -1)];
        for (let i = 0; i < s; i++) {
          positions[row * s + i] = i;
          if (i < seq.length) {
            ids[row * s + i] = seq[i]!;
            mask[row * s + i] = 1;
          }
        }
      });
      // Only rows from position c−1 on predict continuation tokens; keep just those.
      const out = await runner.forward({ batch: b, seq: s, ids, mask, positions, past: null, logitsToKeep: chunkMax, keepPresent: false });
      chunk.forEach((cont, row) => {
        for (let j = 0; j < cont.length; j++) score(start + row, j, out.logits, (row * out.rows + c - 1 + j - (s - out.rows)) * out.width, out.width);
      });
    }
  }
  return continuations.map((_, k) => {
    let sum = 0;
    for (const lp of logprobs[k]!) sum += lp;
    return { tokenLogprobs: logprobs[k]!, sumLogprob: sum, isGreedy: greedy[k]! };
  });
}

function checkInputs(limits: ScoringLimits, contextIds: readonly number[], continuations: readonly (readonly number[])[]): void {
  if (contextIds.length === 0) throw new InvalidInputError('continuationLogprobs: the context is empty; nothing predicts the first continuation token', 'Prepend a BOS (or EOS) token to an empty context.');
  if (continuations.length === 0) throw new InvalidInputError('continuationLogprobs: no continuations given');
  continuations.forEach((cont, k) => {
    if (cont.length === 0) throw new InvalidInputError(`continuationLogprobs: continuation ${k} is empty`, 'Every choice must contribute at least one token.');
    const fed = contextIds.length + cont.length - 1;
    if (fed > limits.maxContext) {
      throw new InvalidInputError(`${limits.onnxFile}: context + continuation ${k} need ${fed} positions, more than the model's context of ${limits.maxContext}`, 'Shorten the context or skip the item.');
    }
  });
  for (const id of [...contextIds, ...continuations.flat()]) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(`${limits.onnxFile}: token id ${id} is outside the model's vocabulary [0, ${limits.logitsWidth})`, 'Encode the text with this model\'s own tokenizer.');
    }
  }
}
