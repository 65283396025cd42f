/**
 * The work of the sideBySide bench, the same whichever thread runs it: one model's share of
 * divergence (`logitWindows` over documents), generation (`generateGreedy` over rendered refusal
 * prompts) and capability (`scoreContinuations` over built-in items), each returning what is
 * needed to check that two arrangements computed the same numbers.
 */
import { fileURLToPath } from 'node:url';
import type { ContinuationRequest, LanguageModel } from '../../src/model/index.js';
import { choiceTokens, type CapabilityItem } from '../../src/families/capability/index.js';
import { renderPrompt, type RefusalItem } from '../../src/families/refusal/index.js';
import type { DivergenceItem } from '../../src/families/divergence/index.js';
import { loadSuites } from '../../src/run/index.js';

/** How much of each kind of work one model does. */
export interface WorkSettings {
  readonly docs: number;
  readonly prompts: number;
  readonly newTokens: number;
  readonly items: number;
}

/** The kinds of work, in the order each arrangement runs them. */
export const WORK_KINDS = ['divergence', 'generation', 'capability'] as const;
/** One kind of work. */
export type WorkKind = (typeof WORK_KINDS)[number];

/** One model's inputs, encoded with its own tokenizer before any clock starts. */
export interface PreparedWork {
  readonly documents: readonly (readonly number[])[];
  readonly prompts: readonly (readonly number[])[];
  readonly eosIds: readonly number[];
  readonly requests: readonly ContinuationRequest[];
}

/**
 * What one kind of work computed: `ids` are greedy replies (generation); `sums` are one number
 * per document (Σ over rows of the next token's log-softmax, nats) or per continuation (its
 * log-probability sum, nats); `rows` counts logits rows, replies' tokens or continuations.
 */
export interface WorkOutput {
  readonly ids: readonly (readonly number[])[];
  readonly sums: readonly number[];
  readonly rows: number;
}

/** Every k-th element, so a small N still covers every file and tag. */
function spread<T>(all: readonly T[], n: number): T[] {
  const k = Math.min(n, all.length);
  return Array.from({ length: k }, (_, i) => all[Math.floor((i * all.length) / k)]!);
}

/** Encode the built-in suites' items for `model`: the documents, prompts and requests of `settings`. */
export async function prepareWork(model: LanguageModel, settings: WorkSettings): Promise<PreparedWork> {
  const suites = await loadSuites(fileURLToPath(new URL('../../suites', import.meta.url)), ['capability', 'refusal', 'divergence']);
  const itemsOf = <T>(family: unknown): readonly T[] => (family as { items: readonly T[] }).items;
  const documents = spread(itemsOf<DivergenceItem>(suites.divergence), settings.docs).map((doc) => model.tokenizer.encode(doc.text));
  // Rendered as the refusal family renders them (chat template, else a plain User/Assistant frame).
  const prompts = spread(itemsOf<RefusalItem>(suites.refusal), settings.prompts).map((item) => renderPrompt(model.tokenizer, item.prompt).ids);
  // Built as scoreCapability builds them, items it would skip left out.
  const requests = spread(itemsOf<CapabilityItem>(suites.capability), settings.items)
    .map((item) => choiceTokens(model.tokenizer, item.context, item.choices))
    .filter(
      ({ prefixIds, continuationIds }) =>
        continuationIds.every((ids) => ids.length > 0) && prefixIds.length + Math.max(...continuationIds.map((ids) => ids.length)) <= model.maxContext,
    )
    .map(({ prefixIds, continuationIds }) => ({ contextIds: prefixIds, continuations: continuationIds }));
  return { documents, prompts, eosIds: model.tokenizer.eosIds, requests };
}

/** Run one kind of `work` on `model` and return what it computed. */
export async function runWork(model: LanguageModel, kind: WorkKind, work: PreparedWork, newTokens: number): Promise<WorkOutput> {
  if (kind === 'divergence') {
    const sums: number[] = [];
    let rows = 0;
    for (const ids of work.documents) {
      let sum = 0;
      for await (const window of model.logitWindows(ids)) {
        if (!(window.data instanceof Float32Array)) throw new Error('sideBySide reads float32 logits only');
        for (let r = 0; r < window.rows; r++) sum += nextTokenLogprob(window.data, r * window.width, window.width, ids[window.firstPredicted + r]!);
        rows += window.rows;
      }
      sums.push(sum);
    }
    return { ids: [], sums, rows };
  }
  if (kind === 'generation') {
    const replies = await model.generateGreedy(work.prompts, { maxNewTokens: newTokens, eosIds: work.eosIds });
    return { ids: replies.map((reply) => reply.ids), sums: [], rows: replies.reduce((n, reply) => n + reply.ids.length, 0) };
  }
  const scores = (await model.scoreContinuations(work.requests)).flat();
  return { ids: [], sums: scores.map((score) => score.sumLogprob), rows: scores.length };
}

/**
 * log-softmax of `token` in the row of `width` logits at `offset`, nats: a full pass over the row
 * (maximum, then Σ exp), as the KL scorer makes over each row, accumulated in float64.
 */
function nextTokenLogprob(data: Float32Array, offset: number, width: number, token: number): number {
  let max = -Infinity;
  for (let i = offset; i < offset + width; i++) if (data[i]! > max) max = data[i]!;
  let sum = 0;
  for (let i = offset; i < offset + width; i++) sum += Math.exp(data[i]! - max);
  return data[offset + token]! - max - Math.log(sum);
}
