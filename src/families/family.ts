/**
 * What one family of suites is (docs/ARCHITECTURE.md §4): how a suite line is
 * validated, how both models score the items into paired records, which metrics judge those
 * records, and how the report shows the evidence. `families/index.ts` holds one per FamilyId.
 */
import type { ItemAnchor } from '../format/anchors.js';
import type { MetricDefinition } from '../judge/index.js';
import type { LanguageModel } from '../model/index.js';
import type { FamilyId, ItemRecord, NoiseBound, SamplingSettings, SkippedItem } from '../results/types.js';
import type { LineSource } from '../suites/index.js';
import type { RefusalPattern } from './refusal/patterns.js';
import type { ResultStores } from './resultStore.js';

/** Settings a family's scorer reads. */
export interface FamilyScoreSettings {
  readonly maxNewTokens: number;
  readonly systemPrompt?: string;
  readonly patterns: readonly RefusalPattern[];
  /** Sampled refusal generation with the run's seed; absent for greedy decoding. */
  readonly sampling?: SamplingSettings & { readonly seed: number };
}

/**
 * One side's progress in a family: items it finished out of the family's total, and the time
 * spent inside its model so far. Items finish in suite order, so `done` also says which ones.
 */
export interface SideProgress {
  readonly side: 'base' | 'tuned';
  readonly done: number;
  readonly total: number;
  /** Milliseconds inside this side's model so far in this family. */
  readonly ms: number;
  /** Indices (into the family's items) this update adds as finished; absent: the first `done` items. */
  readonly finished?: readonly number[];
  /** The `finished` items came from a result store, not from the model: no work at the measured rate. */
  readonly cached?: boolean;
  /** Tokens the `finished` items actually cost (a reply that stopped early costs less than planned); absent: as planned. */
  readonly workTokens?: number;
}

/** What a family's scorer gets: both models, its settings, progress and interruption. */
export interface FamilyScoreContext {
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  readonly settings: FamilyScoreSettings;
  /** Called per side as its items finish (after each chunk; after each document for divergence). */
  readonly progress: (update: SideProgress) => void;
  /** A warning that does not stop the run (one sentence); shown at once and recorded in results.json. */
  readonly warn: (message: string) => void;
  /** Aborted on Ctrl-C: the scorer stops at the next chunk boundary and returns what both models finished. */
  readonly signal?: AbortSignal;
  /** Per-side stores of finished items (docs/ARCHITECTURE.md §10); absent when nothing is kept. */
  readonly stores?: ResultStores;
}

/** A family's paired records, the items it skipped, and time inside each model. */
export interface FamilyRun<R extends ItemRecord = ItemRecord> {
  readonly records: readonly R[];
  readonly skippedItems: readonly SkippedItem[];
  readonly baseMs: number;
  readonly tunedMs: number;
  readonly interrupted: boolean;
  /** The numerical-noise bound the family measured and judged near ties by (capability). */
  readonly noiseBound?: NoiseBound;
}

/** One family: item type I, record type R, evidence view E. */
export interface Family<I extends { readonly id: string; readonly tags: readonly string[] }, R extends ItemRecord, E> {
  readonly id: FamilyId;
  /** Validate one parsed suite line; throws SuiteFormatError with file:line. */
  readonly parseItem: (record: Record<string, unknown>, at: LineSource) => I;
  /** Score both models on the items: paired records, or skips with a reason. */
  readonly score: (items: readonly I[], context: FamilyScoreContext) => Promise<FamilyRun<R>>;
  /**
   * Tokens one model processes for each item (context and choices; prompt and at most the
   * reply's new tokens; the document), in item order: the weights that progress and its ETA
   * count work in, since items differ in length (docs/ARCHITECTURE.md §4).
   */
  readonly workTokens: (items: readonly I[], model: LanguageModel, settings: FamilyScoreSettings) => number[];
  /**
   * Consecutive items (in suite order, from the first) that are always scored together, because
   * an item's numbers may depend on the items batched with it: CHUNK_ITEMS for families scored
   * in batched chunks, 1 for one item at a time. A shard takes whole blocks (docs/ARCHITECTURE.md §13).
   */
  readonly scoringBlock: number;
  /** The family's metrics, in report order. */
  readonly metrics: readonly MetricDefinition[];
  /** The report's evidence for this family, built from its records; `anchor` names each item's element. */
  readonly evidence: (records: readonly R[], anchor: ItemAnchor) => E;
}
