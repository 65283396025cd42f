/** Log-likelihoods of the continuations of many contexts, batched across contexts and continuations. */
import { InvalidInputError } from '../../errors/index.js';
import type { ContinuationRequest, ContinuationScore } from '../types.js';
import { GatherBuffer, gatherRows, type KvCache, type SessionRunner } from './sessionRunner.js';
import { nonFiniteLogitsError, tokenLogprobs } from './tokenLogprob.js';
import { packByBudget } from './packByBudget.js';
import { releaseCaches, releaseNow } from './releaseNow.js';
import { sharedPrefixes, type PrefixGroup } from './sharedPrefixes.js';

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
 * continuations cost nothing more. The longer continuations of a group of such passes then share
 * passes of their own, each row on its context's cache row, gathered and right-padded. Without a
 * KV cache, context ++ continuation rows of similar length run in full, right-padded. Padding is masked, so every number equals scoring each
 * request alone up to float rounding. Throws InvalidInputError for an empty context or
 * continuation, an id outside the logits width, a sequence longer than maxContext + 1 (the last
 * token is never fed), or NaN/Inf logits in a used row.
 */
export async function continuationLogprobs(
  runner: SessionRunner,
  limits: ScoringLimits,
  requests: readonly ContinuationRequest[],
): Promise<ContinuationScore[][]> {
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
    if (scored === null) throw nonFiniteLogitsError(this.onnxFile, request.contextIds.length + j, data, offset, width);
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

/** One context pass whose cache the longer continuations of its contexts still need. */
interface ContextPass {
  /** Request indices, one per batch row. */
  readonly bucket: readonly number[];
  readonly present: KvCache;
  /** Per row, the [start, end) spans of cache positions that hold its context. */
  readonly spans: readonly (readonly [number, number])[][];
}

/** A shared prefix's cache: row `row` of `cache` holds its first `length` positions. */
interface PrefixCache {
  readonly cache: KvCache;
  readonly row: number;
  readonly length: number;
}

async function scoreWithCache(runner: SessionRunner, limits: ScoringLimits, requests: readonly ContinuationRequest[], sink: ScoreSink): Promise<void> {
  const contextLengths = requests.map((r) => r.contextIds.length);
  const longestFed = requests.map((r) => Math.max(...r.continuations.map((cont) => cont.length)) - 1);
  // A graph that derives positions itself may count them from the cache length, which right
  // padding would shift; such graphs only batch contexts of equal length, and share no prefixes.
  // GroupQueryAttention graphs read a row's length from its mask's sum, so their rows stay
  // packed from position 0 the same way (docs/ARCHITECTURE.md §3).
  const derivesPositions = runner.signature.positionsDtype === null || runner.signature.packedRows;
  const gathered = new GatherBuffer();
  // Contexts that begin alike ("Question: What is …") compute their common start once. Only
  // short ones share: a pass then attends to at most two contexts' worth of positions plus the
  // longest continuation, which stays within the model's context.
  const groups = derivesPositions
    ? []
    : sharedPrefixes(
        requests.map((r) => r.contextIds),
        (i) => 2 * (contextLengths[i]! + longestFed[i]!) <= limits.maxContext,
      );
  const prefixes = await runPrefixes(runner, limits, requests, groups);
  const shared = requests.flatMap((_, i) => (prefixes[i] === null ? [] : [i]));
  const alone = requests.flatMap((_, i) => (prefixes[i] === null ? [i] : []));
  const suffixLengths = requests.map((r, i) => r.contextIds.length - (prefixes[i]?.length ?? 0));
  const widest = Math.max(0, ...shared.map((i) => contextLengths[i]!));
  const buckets = [
    // Rows × (longest prefix + longest suffix) cached positions stay within the continuation budget.
    ...packByBudget(
      shared.map((i) => suffixLengths[i]!),
      limits.contextBudget,
      { passCost: PASS_COST_TOKENS, maxRows: Math.max(1, Math.floor(limits.continuationBudget / (2 * widest))) },
    ).map((pack) => pack.map((x) => shared[x]!)),
    ...packByBudget(
      alone.map((i) => contextLengths[i]!),
      limits.contextBudget,
      {
        passCost: PASS_COST_TOKENS,
        // A continuation pass attends to the bucket's longest context plus its own tokens.
        fits: (longest, x) => (!derivesPositions || contextLengths[alone[x]!] === longest) && longest + longestFed[alone[x]!]! <= limits.maxContext,
      },
    ).map((pack) => pack.map((x) => alone[x]!)),
  ];
  // Context passes run in groups holding about continuationBudget cached positions; the longer
  // continuations of a whole group then share passes, whichever pass their context ran in
  // (docs/ARCHITECTURE.md §4): fewer, fuller passes than one set per context pass.
  let group: ContextPass[] = [];
  let held = 0;
  for (const bucket of buckets) {
    const pass = await runContexts(runner, limits, requests, bucket, prefixes, gathered, sink);
    if (pass === null) continue;
    group.push(pass);
    held += pass.present.batch * pass.present.length;
    if (held >= limits.continuationBudget) {
      await runContinuations(runner, limits, requests, group, gathered, sink);
      releaseCaches(group.map((pass) => pass.present));
      group = [];
      held = 0;
    }
  }
  if (group.length > 0) await runContinuations(runner, limits, requests, group, gathered, sink);
  // Session outputs and the gather buffer are freed now, not at the next collection (releaseNow).
  releaseCaches(group.map((pass) => pass.present));
  releaseCaches(new Set(prefixes.map((prefix) => prefix?.cache)));
  gathered.release();
}

/** Run every group's shared prefix (right-padded passes); returns each request's prefix cache, or null. */
async function runPrefixes(
  runner: SessionRunner,
  limits: ScoringLimits,
  requests: readonly ContinuationRequest[],
  groups: readonly PrefixGroup[],
): Promise<(PrefixCache | null)[]> {
  const prefixes: (PrefixCache | null)[] = requests.map(() => null);
  for (const pack of packByBudget(
    groups.map((g) => g.length),
    limits.contextBudget,
    { passCost: PASS_COST_TOKENS },
  )) {
    const b = pack.length;
    const s = groups[pack[0]!]!.length;
    const ids = new Array<number>(b * s).fill(0);
    const mask = new Array<number>(b * s).fill(0);
    const positions = new Array<number>(b * s);
    pack.forEach((g, row) => {
      const { members, length } = groups[g]!;
      const context = requests[members[0]!]!.contextIds;
      for (let t = 0; t < s; t++) {
        positions[row * s + t] = t;
        if (t < length) {
          ids[row * s + t] = context[t]!;
          mask[row * s + t] = 1;
        }
      }
    });
    // No logits are used: the prefix's last token is never a context's last.
    const out = await runner.forward({ batch: b, seq: s, ids, mask, positions, past: null, logitsToKeep: 1, keepPresent: true });
    releaseNow([out.logits]);
    pack.forEach((g, row) => {
      for (const i of groups[g]!.members) prefixes[i] = { cache: out.present!, row, length: groups[g]!.length };
    });
  }
  return prefixes;
}

/**
 * One right-padded pass over the contexts of `bucket` (longest first), each after its shared
 * prefix's cache row when it has one (then every row of the bucket has one); scores every
 * continuation's first token from its context's last real row. Returns the pass's cache when a
 * longer continuation needs it, else null.
 */
async function runContexts(
  runner: SessionRunner,
  limits: ScoringLimits,
  requests: readonly ContinuationRequest[],
  bucket: readonly number[],
  prefixes: readonly (PrefixCache | null)[],
  gathered: GatherBuffer,
  sink: ScoreSink,
): Promise<ContextPass | null> {
  const b = bucket.length;
  const skip = bucket.map((i) => prefixes[i]?.length ?? 0);
  const suffixes = bucket.map((i, row) => requests[i]!.contextIds.length - skip[row]!);
  const s = Math.max(...suffixes);
  const shortest = Math.min(...suffixes);
  const past = Math.max(...skip);
  const ids = new Array<number>(b * s).fill(0);
  const mask = new Array<number>(b * (past + s)).fill(0);
  const positions = new Array<number>(b * s);
  bucket.forEach((i, row) => {
    const context = requests[i]!.contextIds;
    const from = skip[row]!;
    mask.fill(1, row * (past + s), row * (past + s) + from);
    for (let t = 0; t < s; t++) {
      // Padding positions stay inside the model's range (learned position tables end there).
      positions[row * s + t] = Math.min(from + t, limits.maxContext - 1);
      if (t < suffixes[row]!) {
        ids[row * s + t] = context[from + t]!;
        mask[row * (past + s) + past + t] = 1;
      }
    }
  });
  const cache =
    past === 0
      ? null
      : gatherRows(
          bucket.map((i) => prefixes[i]!),
          past,
          gathered,
        );
  const needsCache = bucket.some((i) => requests[i]!.continuations.some((cont) => cont.length > 1));
  // Rows from the shortest suffix's last token on hold every context's last real row.
  const first = await runner.forward({ batch: b, seq: s, ids, mask, positions, past: cache, logitsToKeep: s - shortest + 1, keepPresent: needsCache });
  bucket.forEach((i, row) => {
    const offset = (row * first.rows + suffixes[row]! - 1 - (s - first.rows)) * first.width;
    sink.score(
      i,
      requests[i]!.continuations.map((_, k) => k),
      0,
      first.logits,
      offset,
      first.width,
    );
  });
  releaseNow([first.logits]);
  if (!needsCache) return null;
  const spans = bucket.map((_, row): [number, number][] =>
    skip[row] === 0
      ? [[past, past + suffixes[row]!]]
      : [
          [0, skip[row]!],
          [past, past + suffixes[row]!],
        ],
  );
  return { bucket, present: first.present!, spans };
}

/** A continuation fed after its context's cached row: request i, choice k, all its tokens but the last. */
interface FedRow {
  readonly i: number;
  readonly k: number;
  readonly cache: KvCache;
  readonly row: number;
  /** The [start, end) spans of the cache row that hold the context. */
  readonly spans: readonly (readonly [number, number])[];
  readonly fed: number;
}

/**
 * Score tokens 2… of every longer continuation of the group's contexts. Rows are packed by how
 * many tokens they feed (padding them costs full compute) and run on their contexts' cache rows,
 * gathered and right-padded to the pass's longest cache (masked, so it costs attention only).
 */
async function runContinuations(
  runner: SessionRunner,
  limits: ScoringLimits,
  requests: readonly ContinuationRequest[],
  group: readonly ContextPass[],
  gathered: GatherBuffer,
  sink: ScoreSink,
): Promise<void> {
  const all: FedRow[] = group.flatMap(({ bucket, present, spans }) =>
    bucket.flatMap((i, row) =>
      requests[i]!.continuations.flatMap((cont, k) => (cont.length > 1 ? [{ i, k, cache: present, row, spans: spans[row]!, fed: cont.length - 1 }] : [])),
    ),
  );
  // Graphs that derive positions from the cache length see no cache padding: one cache length per pass.
  const { packedRows } = runner.signature;
  const parts =
    runner.signature.positionsDtype === null || packedRows
      ? [...new Set(all.map((r) => r.cache.length))].map((length) => all.filter((r) => r.cache.length === length))
      : [all];
  for (const part of parts) {
    const widest = Math.max(...part.map((r) => r.cache.length)) + Math.max(...part.map((r) => r.fed));
    const packs = packByBudget(
      part.map((r) => r.fed),
      limits.continuationBudget,
      // Rows × (longest cache + tokens) stays within the budget; each row's cache plus the pass's tokens within the context.
      {
        passCost: PASS_COST_TOKENS,
        maxRows: Math.max(1, Math.floor(limits.continuationBudget / widest)),
        // onnxruntime's GroupQueryAttention takes several new tokens after a past one row at a time.
        fits: (longest, x) => part[x]!.cache.length + longest <= limits.maxContext && (!packedRows || longest === 1),
      },
    );
    for (const pack of packs)
      await runContinuationPass(
        runner,
        limits,
        requests,
        pack.map((x) => part[x]!),
        gathered,
        sink,
      );
  }
}

async function runContinuationPass(
  runner: SessionRunner,
  limits: ScoringLimits,
  requests: readonly ContinuationRequest[],
  rows: readonly FedRow[],
  gathered: GatherBuffer,
  sink: ScoreSink,
): Promise<void> {
  const r = rows.length;
  const n = rows[0]!.fed;
  const past = Math.max(...rows.map((m) => m.cache.length));
  const total = past + n;
  const ids = new Array<number>(r * n).fill(0);
  const mask = new Array<number>(r * total).fill(0);
  const positions = new Array<number>(r * n);
  rows.forEach(({ i, k, fed, spans }, q) => {
    const c = requests[i]!.contextIds.length;
    const cont = requests[i]!.continuations[k]!;
    for (const [from, to] of spans) mask.fill(1, q * total + from, q * total + to);
    for (let j = 0; j < n; j++) {
      // Padding positions stay inside the model's range (learned position tables end there).
      positions[q * n + j] = Math.min(c + j, limits.maxContext - 1);
      if (j < fed) {
        ids[q * n + j] = cont[j]!;
        mask[q * total + past + j] = 1;
      }
    }
  });
  const cache = gatherRows(rows, past, gathered);
  const out = await runner.forward({ batch: r, seq: n, ids, mask, positions, past: cache, logitsToKeep: 0, keepPresent: false });
  rows.forEach(({ i, k, fed }, q) => {
    for (let j = 1; j <= fed; j++) sink.score(i, [k], j, out.logits, (q * out.rows + j - 1 - (n - out.rows)) * out.width, out.width);
  });
  releaseNow([out.logits]);
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
  for (const pass of packByBudget(
    rows.map((row) => row.length),
    limits.contextBudget,
    { passCost: PASS_COST_TOKENS },
  )) {
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
    releaseNow([out.logits]);
  }
}

function checkRequest(limits: ScoringLimits, request: ContinuationRequest, where: string): void {
  const { contextIds, continuations } = request;
  if (contextIds.length === 0)
    throw new InvalidInputError(
      `continuationLogprobs: ${where}the context is empty; nothing predicts the first continuation token`,
      'Prepend a BOS (or EOS) token to an empty context.',
    );
  if (continuations.length === 0) throw new InvalidInputError(`continuationLogprobs: ${where}no continuations given`);
  continuations.forEach((cont, k) => {
    if (cont.length === 0)
      throw new InvalidInputError(`continuationLogprobs: ${where}continuation ${k} is empty`, 'Every choice must contribute at least one token.');
    const fed = contextIds.length + cont.length - 1;
    if (fed > limits.maxContext) {
      throw new InvalidInputError(
        `${limits.onnxFile}: ${where}context + continuation ${k} need ${fed} positions, more than the model's context of ${limits.maxContext}`,
        'Shorten the context or skip the item.',
      );
    }
  });
  for (const id of [...contextIds, ...continuations.flat()]) {
    if (!Number.isInteger(id) || id < 0 || id >= limits.logitsWidth) {
      throw new InvalidInputError(
        `${limits.onnxFile}: token id ${id} is outside the model's vocabulary [0, ${limits.logitsWidth})`,
        "Encode the text with this model's own tokenizer.",
      );
    }
  }
}
