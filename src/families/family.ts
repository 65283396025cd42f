/**
 * What one family of suites is (docs/ARCHITECTURE.md §4): how a suite line is
 * validated, how its settings are built from the run's options, why a pair of models cannot
 * run it, how both models score the items into paired records, which metrics judge those
 * records, and how the report shows them (its presentation, `presentation.ts`, kept apart so the
 * report imports no model code). `families/index.ts` holds one per FamilyId.
 */
import type { MetricDefinition } from '../judge/index.js';
import type { LanguageModel } from '../model/index.js';
import type {
  FamilyId,
  ItemRecord,
  NoiseBound,
  RecordMeasurements,
  SamplingSettings,
  SettingsMeasurements,
  SkippedItem,
  TokenizerCheckResult,
} from '../results/types.js';
import type { ShardFolder } from '../results/index.js';
import type { LineSource } from '../suites/index.js';
import type { FamilyLabelling } from './labelling.js';
import type { NamedTaskSource } from './namedTaskSource.js';
import type { FamilyPresentation } from './presentation.js';
import type { ResultStores } from './resultStore.js';

/**
 * The run's options every family may build its settings from (the flags, already validated).
 * Each family reads the ones it needs and ignores the rest; what only one family reads (its
 * own flags) travels apart, as that family's own options (`Family` type O).
 */
export interface FamilySettingsOptions {
  readonly suitesDir: string;
  readonly maxNewTokens: number;
  /** Sampled generation (--samples, --temperature…); absent for greedy decoding. */
  readonly sampling?: SamplingSettings;
  readonly seed: number;
}

/**
 * A family's settings and what building them measured for results.json (the fields of
 * `SettingsMeasurements`), for a family whose verdicts rest on something measured before any model loads.
 */
export interface FamilySetup<S> {
  readonly settings: S;
  readonly measured?: SettingsMeasurements;
}

/** Both loaded models and the run's tokenizer check, as a family's preflight rule reads them. */
export interface PreflightPair {
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  readonly tokenizerCheck: TokenizerCheckResult;
}

/**
 * One side's progress in a family: items it finished out of the family's total, and the time
 * spent inside its model so far. Items finish in the order scored, so `done` also says which ones.
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

/**
 * How much a warning asks of the user now. `run`: it weakens or slows this run and a flag or
 * input of it can change that, so it is shown at once and above the verdict (results.json
 * `warnings`). `advice`: a fact about how a model was exported (e.g. no KV cache) that nothing
 * in this run can change, so it is shown after the verdict (results.json `advice`;
 * docs/reference/outputs.md).
 */
export type WarningKind = 'run' | 'advice';

/** Records a warning of one sentence; `kind` defaults to `run`. */
export type Warn = (message: string, kind?: WarningKind) => void;

/** What a family's scorer gets: both models, its settings (type S), progress and interruption. */
export interface FamilyScoreContext<S = unknown> {
  readonly base: LanguageModel;
  readonly tuned: LanguageModel;
  readonly settings: S;
  /** Called per side as its items finish (after each chunk; after each document for divergence). */
  readonly progress: (update: SideProgress) => void;
  /** A warning that does not stop the run (one sentence), recorded in results.json; see `Warn`. */
  readonly warn: Warn;
  /** Aborted on Ctrl-C: the scorer stops at the next chunk boundary and returns what both models finished. */
  readonly signal?: AbortSignal;
  /** Per-side stores of finished items (docs/ARCHITECTURE.md §10); absent when nothing is kept. */
  readonly stores?: ResultStores;
  /** A later look of a `--sequential` run: what earlier looks scored (ScoredEarlier). */
  readonly earlier?: ScoredEarlier;
}

/**
 * A later look of a `--sequential` run (docs/concepts/statistics.md#sequential): the first `items`
 * of the scorer's items were scored at earlier looks into `run`. The scorer scores only the rest
 * and returns their records alone (the run joins the looks); its noise check still reads the first
 * items (measured once per loaded model, so an earlier look's bound is reused) and its warnings
 * count `run`'s records with the new ones, as one run over all the items would.
 */
export interface ScoredEarlier {
  readonly items: number;
  readonly run: FamilyRun;
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

/**
 * One family: item type I, record type R, evidence view E, settings S, own options O (the
 * options only this family reads, declared in its folder; the run hands them over by the
 * family's id without reading them). Every fact about the family that the run, the shard split,
 * the cache and the report need is a member here, so a new family is its folder plus one row in
 * `families/index.ts`, and adds no field to this contract (docs/ARCHITECTURE.md §4).
 */
export interface Family<I extends { readonly id: string; readonly tags: readonly string[] }, R extends ItemRecord, E, S = unknown, O = undefined> {
  readonly id: FamilyId;
  /** Which tasks `--tasks` names are the family's own and how they become its items; absent: none. */
  readonly namedTasks?: NamedTaskSource<I>;
  /** Validate one parsed suite line; throws SuiteFormatError with file:line. */
  readonly parseItem: (record: Record<string, unknown>, at: LineSource) => I;
  /** What the family's suite folder holds beside its JSONL files, named where a suites folder is explained ("refusal/patterns.json"). */
  readonly suiteFiles?: string;
  /**
   * Build the family's settings from the run's shared options and its own (absent when the run
   * has none for it), reading any file it needs (refusal's patterns), before any model loads;
   * called only when the family has items. Throws the typed errors of a bad file.
   */
  readonly settings: (options: FamilySettingsOptions, own: O | undefined) => Promise<FamilySetup<S>>;
  /**
   * Texts both models must read as the same token ids (divergence's documents): the run's
   * tokenizer check encodes them with both tokenizers (docs/ARCHITECTURE.md §5).
   */
  readonly sharedTexts?: (items: readonly I[]) => string[];
  /**
   * Why this pair of models cannot run the family at all (one sentence), or undefined; checked
   * once after both models load, before any family scores (docs/ARCHITECTURE.md §5).
   */
  readonly preflightSkip: (pair: PreflightPair, items: readonly I[], settings: S) => string | undefined;
  /**
   * `merge` re-derives what it can of the shards' records before trusting them (docs/ARCHITECTURE.md
   * §13): throws InvalidInputError naming the shard's items.jsonl and line when a stored value
   * disagrees with what the record's own contents imply. Absent, the shards' checksums are the
   * only proof.
   */
  readonly verifyShardRecords?: (shards: readonly ShardFolder[], log: (line: string) => void) => void;
  /** Score both models on the items: paired records, or skips with a reason. */
  readonly score: (items: readonly I[], context: FamilyScoreContext<S>) => Promise<FamilyRun<R>>;
  /**
   * Tokens one model processes for each item (context and choices; prompt and at most the
   * reply's new tokens; the document), in item order: the weights that progress and its ETA
   * count work in, and the costs the shard split balances, since items differ in length
   * (docs/ARCHITECTURE.md §4, §13). Only the model's tokenizer is read.
   */
  readonly workTokens: (items: readonly I[], model: Pick<LanguageModel, 'tokenizer'>, settings: S) => number[];
  /**
   * The nested strata an item belongs to, outermost first, that the run's scoring order keeps in
   * proportion so any prefix is a stratified sample (docs/ARCHITECTURE.md §7); absent: its tags.
   */
  readonly strata?: (item: I) => readonly string[];
  /**
   * Consecutive items (in scoring order, from the first) that are always scored together, because
   * an item's numbers may depend on the items batched with it: CHUNK_ITEMS for families scored
   * in batched chunks, 1 for one item at a time. A shard takes whole blocks (docs/ARCHITECTURE.md §13).
   */
  readonly scoringBlock: number;
  /**
   * Where the result cache keeps the family's outcomes (docs/ARCHITECTURE.md §10): `sides`, one
   * store per model (its records are one model's results), or `pair`, one store for both (a
   * record needs both models at once).
   */
  readonly stores: 'sides' | 'pair';
  /** The settings that change one model's result for an item, as the cache's scope keys them. */
  readonly cacheKey: (settings: S) => Record<string, unknown>;
  /** The family's metrics, in report order. */
  readonly metrics: readonly MetricDefinition[];
  /**
   * The metrics that judge these records, when they depend on what was scored (capability: one set
   * per benchmark task present); absent, `metrics` judge every run.
   */
  readonly metricsFor?: (records: readonly R[]) => readonly MetricDefinition[];
  /**
   * The metrics that will judge these items once scored (the same set `metricsFor` gives their
   * records), known before any model runs: a sequential plan splits α among the gated ones
   * (docs/ARCHITECTURE.md §4). Absent, `metrics`.
   */
  readonly metricsForItems?: (items: readonly I[]) => readonly MetricDefinition[];
  /**
   * results.json fields the family measures over its scored records beside its metrics
   * (divergence's per-position distribution, docs/concepts/what-is-measured.md); absent: none.
   */
  readonly measureRecords?: (records: readonly R[]) => RecordMeasurements;
  /**
   * Which of the family's judged binary metrics people can label and how a reply is shown to
   * them (`tunegate label`, `--labels`; docs/concepts/labels-and-ppi.md); absent: none.
   */
  readonly labelling?: FamilyLabelling<R>;
  /** How the report, items.csv and the tables show the family; imports no model code. */
  readonly presentation: FamilyPresentation<R, E>;
}
