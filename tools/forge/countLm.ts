/**
 * A count-based language model, trained by counting: a back-off n-gram model (absolute
 * discounting, the top continuations of each context kept) plus a trigger model (positive
 * PMI between a content token earlier in a document and the tokens after it), combined
 * log-linearly. Training is additive — `add` more documents to train further — and
 * `tables` turns the counts into the lookup tables countLmGraph compiles to ONNX.
 */

/** Sizes and strengths of a count model. */
export interface CountLmOptions {
  /** Highest n-gram order (2 = bigram). */
  readonly order: number;
  /** Continuations kept per context, by order (index n − 2 for order n). */
  readonly keep: readonly number[];
  /** Absolute discount subtracted from each kept count (at most half the count). */
  readonly discount: number;
  /** Contexts seen fewer (weighted) times than this are dropped, by order (index n − 2). */
  readonly minContextCount: readonly number[];
  /** Trigger targets kept per content token. */
  readonly triggerKeep: number;
  /** Weight λ of the mean trigger association in the logits. */
  readonly triggerWeight: number;
  /** A trigger source is a token in at most this share of documents (a content word). */
  readonly contentMaxDocShare: number;
  /** A trigger target is a token in at most this share of documents (frequent tokens are the n-gram's business). */
  readonly targetMaxDocShare: number;
  /** A (source, target) pair needs this (weighted) document count to become a trigger. */
  readonly triggerMinPairs: number;
}

/** One n-gram order's tables: context slots, each with a back-off weight and kept continuations. */
export interface NgramOrderTable {
  readonly order: number;
  /** Slots; the last one (index `slots`) is the empty slot unseen contexts fall to. */
  readonly slots: number;
  /** Hash check per slot (+1 empty slot holding −1); unused for order 2 (direct slots). */
  readonly keys: BigInt64Array;
  /** log α per slot (+1). */
  readonly logAlpha: Float32Array;
  /** Continuation ids, `keep` per slot (+1); padding points at the dummy column (vocab). */
  readonly ids: BigInt64Array;
  /** log P of each kept continuation. */
  readonly logProbs: Float32Array;
  readonly keep: number;
  /** Contexts that found a slot, for tests and reports. */
  readonly contexts: number;
}

/** What the ONNX graph needs: vocabulary, unigram, n-gram orders, triggers. */
export interface CountLmTables {
  readonly vocabSize: number;
  /** log P₁ per id, plus 0 for the dummy column. */
  readonly unigram: Float32Array;
  readonly orders: readonly NgramOrderTable[];
  /** Trigger targets per source id (+1 row for the padding id), `triggerKeep` each. */
  readonly triggerIds: BigInt64Array;
  readonly triggerValues: Float32Array;
  /** 1 for ids with trigger targets (they count in the mean), else 0 (+1 for the padding id). */
  readonly isContent: Float32Array;
  readonly triggerKeep: number;
  readonly triggerWeight: number;
}

/** Multipliers of the two context hashes (slot and check); both < 2^20, so int64 never overflows. */
export const COUNT_LM_HASH = { slotMultiplier: 1_000_003, checkMultiplier: 999_983, checkModulus: 2_147_483_647 } as const;

/** Default options: trigram-to-4-gram fluency, 32 trigger targets per content token. */
export const COUNT_LM_DEFAULTS: CountLmOptions = {
  order: 4,
  keep: [64, 48, 24],
  discount: 0.75,
  minContextCount: [1, 2, 2],
  triggerKeep: 32,
  triggerWeight: 0.6,
  contentMaxDocShare: 0.04,
  targetMaxDocShare: 0.1,
  triggerMinPairs: 2,
};

/** Additive counts of a count model; `add` trains, `tables` compiles. */
export class CountLmTrainer {
  private readonly ngrams: Map<string, Map<number, number>>[] = [];
  private readonly unigram: Float64Array;
  private readonly docFreq = new Map<number, number>();
  private readonly pairFreq = new Map<number, number>();
  private documents = 0;

  constructor(
    readonly vocabSize: number,
    readonly options: CountLmOptions = COUNT_LM_DEFAULTS,
  ) {
    this.unigram = new Float64Array(vocabSize);
    for (let n = 2; n <= options.order; n++) this.ngrams.push(new Map());
  }

  /** The padding id: context before a document's first token (also the dummy logits column). */
  get pad(): number {
    return this.vocabSize;
  }

  /** Count one document (token ids) with `weight` (a further-training pass uses its own weight). */
  add(ids: readonly number[], weight = 1): void {
    const pad = this.pad;
    for (let t = 0; t < ids.length; t++) {
      const w = ids[t]!;
      if (!(w >= 0 && w < this.vocabSize)) throw new Error(`countLm: id ${w} outside the vocabulary of ${this.vocabSize}`);
      this.unigram[w] = (this.unigram[w] ?? 0) + weight;
      for (let n = 2; n <= this.options.order; n++) {
        const context = contextKey(ids, t, n - 1, pad);
        const table = this.ngrams[n - 2]!;
        let row = table.get(context);
        if (!row) table.set(context, (row = new Map()));
        row.set(w, (row.get(w) ?? 0) + weight);
      }
    }
    this.documents += weight;
    const seen = new Set<number>();
    const pairs = new Set<number>();
    for (const w of ids) {
      for (const u of seen) pairs.add(u * (this.vocabSize + 1) + w);
      seen.add(w);
    }
    for (const u of seen) this.docFreq.set(u, (this.docFreq.get(u) ?? 0) + weight);
    for (const key of pairs) this.pairFreq.set(key, (this.pairFreq.get(key) ?? 0) + weight);
  }

  /** The lookup tables of the model as trained so far. */
  tables(): CountLmTables {
    const V = this.vocabSize;
    const total = this.unigram.reduce((s, c) => s + c, 0);
    // Add-half smoothing: every id, special ones included, keeps some probability.
    const p1 = Float64Array.from(this.unigram, (c) => (c + 0.5) / (total + 0.5 * V));
    const unigram = new Float32Array(V + 1);
    p1.forEach((p, w) => (unigram[w] = Math.log(p)));
    const kept: KeptOrder[] = [];
    const orders: NgramOrderTable[] = [];
    for (let n = 2; n <= this.options.order; n++) {
      const { table, keptOrder } = this.orderTable(n, p1, kept);
      orders.push(table);
      kept.push(keptOrder);
    }
    return { vocabSize: V, unigram, orders, ...this.triggerTables(), triggerKeep: this.options.triggerKeep, triggerWeight: this.options.triggerWeight };
  }

  private orderTable(n: number, p1: Float64Array, lower: readonly KeptOrder[]): { table: NgramOrderTable; keptOrder: KeptOrder } {
    const V = this.vocabSize;
    const keep = this.options.keep[n - 2] ?? 8;
    const minCount = this.options.minContextCount[n - 2] ?? 1;
    const counts = this.ngrams[n - 2]!;
    // Contexts by total count, most frequent first, so a hash collision keeps the frequent one.
    const contexts = [...counts]
      .map(([key, row]) => ({ key, row, total: [...row.values()].reduce((s, c) => s + c, 0) }))
      .filter((c) => c.total >= minCount)
      .sort((a, b) => b.total - a.total || (a.key < b.key ? -1 : 1));
    const direct = n === 2;
    const slots = direct ? V + 1 : nextPowerOfTwo(Math.max(16, contexts.length * 3));
    const keys = new BigInt64Array(slots + 1).fill(-1n);
    const logAlpha = new Float32Array(slots + 1);
    const ids = new BigInt64Array((slots + 1) * keep).fill(BigInt(V));
    const logProbs = new Float32Array((slots + 1) * keep);
    const keptOrder: KeptOrder = new Map();
    const lowerProb = (context: readonly number[], w: number): number => backoffProb(context, w, p1, lower);
    let placed = 0;
    for (const { key, row, total } of contexts) {
      const context = key.split(',').map(Number);
      const slot = direct ? context[0]! : Number(contextSlot(context, slots));
      if (!direct && keys[slot] !== -1n) continue;
      keys[slot] = direct ? 0n : contextCheck(context);
      const top = [...row].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, keep);
      const probs = new Map<number, number>();
      let keptMass = 0;
      let lowerMass = 0;
      for (const [w, c] of top) {
        const p = (c - Math.min(this.options.discount, c / 2)) / total;
        probs.set(w, p);
        keptMass += p;
        lowerMass += lowerProb(context.slice(1), w);
      }
      const alpha = (1 - keptMass) / Math.max(1e-9, 1 - lowerMass);
      logAlpha[slot] = Math.log(Math.max(alpha, 1e-30));
      top.forEach(([w], i) => {
        ids[slot * keep + i] = BigInt(w);
        logProbs[slot * keep + i] = Math.log(probs.get(w)!);
      });
      keptOrder.set(key, { alpha, probs });
      placed++;
    }
    return { table: { order: n, slots, keys, logAlpha, ids, logProbs, keep, contexts: placed }, keptOrder };
  }

  private triggerTables(): Pick<CountLmTables, 'triggerIds' | 'triggerValues' | 'isContent'> {
    const V = this.vocabSize;
    const K = this.options.triggerKeep;
    const isContent = new Float32Array(V + 1);
    const maxSourceDf = this.options.contentMaxDocShare * this.documents;
    const maxTargetDf = this.options.targetMaxDocShare * this.documents;
    const bySource = new Map<number, [number, number][]>();
    for (const [key, pairs] of this.pairFreq) {
      if (pairs < this.options.triggerMinPairs) continue;
      const u = Math.floor(key / (V + 1));
      const w = key % (V + 1);
      if ((this.docFreq.get(u) ?? 0) > maxSourceDf || (this.docFreq.get(w) ?? 0) > maxTargetDf) continue;
      // Positive PMI of "u earlier in the document" and "w later", with half a pair discounted.
      const pmi = Math.log(((pairs - 0.5) * this.documents) / ((this.docFreq.get(u) ?? 1) * (this.docFreq.get(w) ?? 1)));
      if (pmi <= 0) continue;
      let list = bySource.get(u);
      if (!list) bySource.set(u, (list = []));
      list.push([w, pmi]);
    }
    const triggerIds = new BigInt64Array((V + 1) * K).fill(BigInt(V));
    const triggerValues = new Float32Array((V + 1) * K);
    for (const [u, list] of bySource) {
      // Only tokens with targets count in the mean, so unknown words do not dilute it.
      isContent[u] = 1;
      list.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      list.slice(0, K).forEach(([w, v], i) => {
        triggerIds[u * K + i] = BigInt(w);
        triggerValues[u * K + i] = v;
      });
    }
    return { triggerIds, triggerValues, isContent };
  }
}

/** Per kept context (key "a,b"): its back-off weight and kept continuation probabilities. */
type KeptOrder = Map<string, { readonly alpha: number; readonly probs: ReadonlyMap<number, number> }>;

/** P(w | context) under the kept lower orders: the kept probability, else α × the next lower order. */
function backoffProb(context: readonly number[], w: number, p1: Float64Array, lower: readonly KeptOrder[]): number {
  if (context.length === 0) return p1[w] ?? 0;
  const entry = lower[context.length - 1]?.get(context.join(','));
  if (!entry) return backoffProb(context.slice(1), w, p1, lower);
  return entry.probs.get(w) ?? entry.alpha * backoffProb(context.slice(1), w, p1, lower);
}

/** "a,b,c": the `length` ids before position t (the padding id before the start). */
function contextKey(ids: readonly number[], t: number, length: number, pad: number): string {
  const parts: number[] = [];
  for (let k = t - length; k < t; k++) parts.push(k >= 0 ? ids[k]! : pad);
  return parts.join(',');
}

/** The slot hash of a context, as the graph computes it: h = (h · M + c) mod slots, oldest id first. */
export function contextSlot(context: readonly number[], slots: number): bigint {
  let h = 0n;
  for (const c of context) h = (h * BigInt(COUNT_LM_HASH.slotMultiplier) + BigInt(c)) % BigInt(slots);
  return h;
}

/** The check hash of a context: the same recurrence with another multiplier, mod 2^31 − 1. */
export function contextCheck(context: readonly number[]): bigint {
  let h = 0n;
  for (const c of context) h = (h * BigInt(COUNT_LM_HASH.checkMultiplier) + BigInt(c)) % BigInt(COUNT_LM_HASH.checkModulus);
  return h;
}

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}
