/** Log-likelihoods of the continuations of many contexts, batched across contexts and continuations. */
import { InvalidInputError } from '../../errors/index.js';
import type { ContinuationRequest, ContinuationScore } from '../types.js';
import { GatherBuffer, selectRows, type SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError, tokenLogprobs } from './tokenLogprob.js';
import { packByBudget } from './packByBudget.js';

/**
 * What one more forward pass costs, in padded tokens: batches are cut where the padding saved
 * outweighs it. On the 135M shape a pass costs about 70 ms of CPU besides its tokens, ~4 ms each.
 */
const PASS_COST_TOKENS = 16;

/** Model facts the scorer checks its inputs against, and how much one forward pass may hold. */
export interface ScoringLimits {
  readonly onnxFile: string;
  readonly maxContext: number;
  readonly logitsWidth: number;
  /** Padded tokens (batch × sequence) per context pass, and per full-sequence pass without a KV cache. */
  readonly contextBudget: number;
  /**
   * Padded positions (batch × (cached context + new tokens)) per continuation pass. Most are
   * cached context, which costs memory (the gathered cache) but hardly any compute.
   */
  readonly continuationBudget: number;
}

/**
 * Score every continuation of every request; results follow the requests' and continuations'
 * order. With a KV cache, contexts of similar length share one right-padded pass (length-sorted,
 * batched by `contextBudget`); its last real row per context predicts each first token, so one-token
 * continuations cost nothing more, and the longer continuations of the whole batch run on rows of
 * that pass's cache, gathered per continuation. Without a KV cache, context ++ continuation rows of
 * similar length run in full, right-padded. Padding is masked, so every number equals scoring each
 * request alone up to float rounding. Throws InvalidInputError for an empty context or
 * continuation, an id outside the logits width, a sequence longer than maxContext + 1 (the last
 * token is never fed), or NaN/Inf logits in a used row.
 */
export async function continuationLogprobs(runner: SessionRunner, limits: ScoringLimits, requests: readonly ContinuationRequest[]): Promise<ContinuationScore[][]> {
  requests.forEach((request, i) => checkRequest(limits, request, requests.length === 1 ? '' : `request ${i}: `));
  const sink = new ScoreSink(limits.onnxFile, requests);
  if (runner.signature.kv !== null) await scoreWithCache(runner, limits, requests, sink);
  else await scoreWithoutCache(runner, limits, requests, sink);
  return sink.results();
}

/** Collects per-token log-probs and greedy flags as rows come back. */
class ScoreSink {
  private readonly logprobs: Float64Array[][];
  private readonly greedy: boolean[][];

  constructor(
    private readonly onnxFile: string,
    private readonly requests: readonly ContinuationRequest[],
  ) {
    this.logprobs = requests.map((r) => r.continuations.map((cont) => new Float64Array(cont.length)));
    this.greedy = requests.map((r) => r.continuations.map(() => true));
  }

  /** Score token j of each continuation `ks` of request i against one logits row (they share its normaliser). */
  score(i: number, ks: readonly number[], j: number, data: Float32Array | Uint16Array, offset: number, width: number): void {
    const request = this.requests[i]!;
    const tokens = ks.map((k) => request.continuations[k]![j]!);
    const scored = tokenLogprobs(data, offset, width, tokens);
    if (scored === null) throw nonFiniteLogitsError(this.onnxFile, request.contextIds.length + j);
    ks.forEach((k, n) => {
      this.logprobs[i]![k]![j] = scored.logprobNats[n]!;
      if (scored.argmax !== tokens[n]) this.greedy[i]![k] = false;
    });
  }

  results(): ContinuationScore[][] {
    return this.logprobs.map((perChoice, i) =>
      perChoice.map((tokenLogprobs, k) => {
        let sum = 0;
        for (const lp of tokenLogprobs) sum += lp;
        return { tokenLogprobs, sumLogprob: sum, isGreedy: this.greedy[i]![k]! };
      }),
    );
  }
}

async function scoreWithCache(runner: SessionRunner, limits: ScoringLimits, requests: readonly ContinuationRequest[], sink: ScoreSink): Promise<void> {
  const contextLengths = requests.map((r) => r.contextIds.length);
  const longestFed = requests.map((r) => Math.max(...r.continuations.map((cont) => cont.length)) - 1);
  // A graph that derives positions itself may count them from the cache length, which right
  // padding would shift; such graphs only batch contexts of equal length.
  const derivesPositions = runner.signature.positionsDtype === null;
  const buckets = packByBudget(contextLengths, limits.contextBudget, {
    passCost: PASS_COST_TOKENS,
    // A continuation pass attends to the bucket's longest context plus its own tokens.
    fits: (longest, i) => (!derivesPositions || contextLengths[i] === longest) && longest + longestFed[i]! <= limits.maxContext,
  });
  const gathered = new GatherBuffer();
  for (const bucket of buckets) {
    const b = bucket.length;
    const s = contextLengths[bucket[0]!]!;
    const shortest = Math.min(...bucket.map((i) => contextLengths[i]!));
    const ids = new Array<number>(b * s).fill(0);
    const mask = new Array<number>(b * s).fill(0);
    const positions = new Array<number>(b * s);
    bucket.forEach((i, row) => {
      const context = requests[i]!.contextIds;
      for (let t = 0; t < s; t++) {
        positions[row * s + t] = t;
        if (t < context.length) {
          ids[row * s + t] = context[t]!;
          mask[row * s + t] = 1;
        }
      }
    });
    const needsCache = bucket.some((i) => longestFed[i]! > 0);
    // Rows from the shortest context's last token on hold every context's last real row.
    const first = await runner.forward({ batch: b, seq: s, ids, mask, positions, past: null, logitsToKeep: s - shortest + 1, keepPresent: needsCache });
    bucket.forEach((i, row) => {
      const offset = (row * first.rows + contextLengths[i]! - 1 - (s - first.rows)) * first.width;
      sink.score(i, requests[i]!.continuations.map((_, k) => k), 0, first.logits, offset, first.width);
    });
    if (!needsCache) continue;
    const multi = bucket.flatMap((i, row) => requests[i]!.continuations.flatMap((cont, k) => (cont.length > 1 ? [{ i, k, row, fed: cont.length - 1 }] : [])));
    for (const pass of packByBudget(multi.map((m) => s + m.fed), limits.continuationBudget, { passCost: PASS_COST_TOKENS })) {
      const rows = pass.map((x) => multi[x]!);
      const r = rows.length;
      const n = rows[0]!.fed;
      const total = s + n;
      const contIds = new Array<number>(r * n).fill(0);
      const contMask = new Array<number>(r * total).fill(0);
      const contPositions = new Array<number>(r * n);
      rows.forEach(({ i, k, fed }, q) => {
        const c = contextLengths[i]!;
        const cont = requests[i]!.continuations[k]!;
        contMask.fill(1, q * total, q * total + c);
        for (let j = 0; j < n; j++) {
          // Padding positions stay inside the model's range (learned position tables end there).
          contPositions[q * n + j] = Math.min(c + j, limits.maxContext - 1);
          if (j < fed) {
            contIds[q * n + j] = cont[j]!;
            contMask[q * total + s + j] = 1;
          }
        }
      });
      const past = selectRows(first.present!, rows.map((m) => m.row), gathered);
      const out = await runner.forward({ batch: r, seq: n, ids: contIds, mask: contMask, positions: contPositions, past, logitsToKeep: 0, keepPresent: false });
      rows.forEach(({ i, k, fed }, q) => {
        for (let j = 1; j <= fed; j++) sink.score(i, [k], j, out.logits, (q * out.rows + j - 1 - (n - out.rows)) * out.width, out.width);
      });
    }
  }
}

/** One full row of the uncached path: a context, then one continuation's tokens but its last. */
interface FullRow {
  readonly i: number;
  /** The continuation fed after the context, or −1 for the context alone. */
  readonly k: number;
  readonly length: number;
  /** One-token continuations of request i scored from this row's last context row. */
  readonly firstOnly: readonly number[];
}

async function scoreWithoutCache(runner: SessionRunner, limits: ScoringLimits, requests: readonly ContinuationRequest[], sink: ScoreSink): Promise<void> {
  const rows: FullRow[] = requests.flatMap((request, i) => {
    const c = request.contextIds.length;
    const single = request.continuations.flatMap((cont, k) => (cont.length === 1 ? [k] : []));
    const multi = request.continuations.flatMap((cont, k) => (cont.length > 1 ? [k] : []));
    if (multi.length === 0) return [{ i, k: -1, length: c, firstOnly: single }];
    return multi.map((k, m) => ({ i, k, length: c + request.continuations[k]!.length - 1, firstOnly: m === 0 ? single : [] }));
  });
  for (const pass of packByBudget(rows.map((row) => row.length), limits.contextBudget, { passCost: PASS_COST_TOKENS })) {
    const b = pass.length;
    const s = rows[pass[0]!]!.length;
    const shortest = Math.min(...pass.map((x) => requests[rows[x]!.i]!.contextIds.length));
    const ids = new Array<number>(b * s).fill(0);
    const mask = new Array<number>(b * s).fill(0);
    const positions = new Array<number>(b * s);
    pass.forEach((x, q) => {
      const { i, k } = rows[x]!;
      const context = requests[i]!.contextIds;
      const fed = k < 0 ? [] : requests[i]!.continuations[k]!.slice(0, -1);
      for (let t = 0; t < s; t++) {
        positions[q * s + t] = t;
        if (t < context.length + fed.length) {
          ids[q * s + t] = t < context.length ? context[t]! : fed[t - context.length]!;
          mask[q * s + t] = 1;
        }
      }
    });
    // Only rows from the shortest context's last token on predict continuation tokens; keep just those.
    const out = await runner.forward({ batch: b, seq: s, ids, mask, positions, past: null, logitsToKeep: s - shortest + 1, keepPresent: false });
    const at = (q: number, position: number): number => (q * out.rows + position - (s - out.rows)) * out.width;
    pass.forEach((x, q) => {
      const { i, k, firstOnly } = rows[x]!;
      const c = requests[i]!.contextIds.length;
      sink.score(i, k < 0 ? firstOnly : [k, ...firstOnly], 0, out.logits, at(q, c - 1), out.width);
      if (k < 0) return;
      for (let j = 1; j < requests[i]!.continuations[k]!.length; j++) sink.score(i, [k], j, out.logits, at(q, c - 1 + j), out.width);
    });
  }
}

function checkRequest(limits: ScoringLimits, request: ContinuationRequest, where: string): void {
  const { contextIds, continuations } = request;
  if (contextIds.length === 0) throw new InvalidInputError(`continuationLogprobs: ${where}the context is empty; nothing predicts the first continuation token`, 'Prepend a BOS (or EOS) token to an empty context.');
  if (continuations.length === 0) throw new InvalidInputError(`continuationLogprobs: ${where}no continuations given`);
  continuations.forEach((cont, k) => {
    if (cont.length === 0) throw new InvalidInputError(`continuationLogprobs: ${where}continuation ${k} is empty`, 'Every choice must contribute at least one token.');
    const fed = contextIds.length + cont.length - 1;
    if (fed > limits.maxContext) {
      throw new InvalidInputError(`${limits.onnxFile}: ${where}context + continuation ${k} need ${fed} positions, more than the model's context of ${limits.maxContext}`, 'Shorten the context or skip the item.');
    }
  });
  for (const id of [...contextIds, ...continuations.flat()]) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(`${limits.onnxFile}: token id ${id} is outside the model's vocabulary [0, ${limits.logitsWidth})`, "Encode the text with this model's own tokenizer.");
    }
  }
}
